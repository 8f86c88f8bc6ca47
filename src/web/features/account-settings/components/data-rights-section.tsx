import { DeleteAccountCard } from './delete-account-card.tsx';
import { DownloadDataCard } from './download-data-card.tsx';

/** Settings → Privacy and Data: the creator’s data in their hands, to take with them or delete. */
export function DataRightsSection(props: { onDeleted: () => Promise<void> }) {
  return (
    <div className="flex flex-col gap-4">
      <DownloadDataCard />
      <DeleteAccountCard onDeleted={props.onDeleted} />
    </div>
  );
}
