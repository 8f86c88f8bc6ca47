import { DeleteAccountCard } from './delete-account-card.tsx';
import { DownloadDataCard } from './download-data-card.tsx';

/** The creator's data in their hands: take it with them, or delete it. */
export function DataRightsSection(props: { onDeleted: () => Promise<void> }) {
  return (
    <div className="flex flex-col gap-4">
      <DownloadDataCard />
      <DeleteAccountCard onDeleted={props.onDeleted} />
    </div>
  );
}
