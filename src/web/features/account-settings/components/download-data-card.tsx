import { Download } from 'lucide-react';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { SectionCard } from '#web/components/ui/section-card.tsx';
import { accountExportPath } from '../api/export-account.ts';

/** A zip of everything Emberpath keeps about the creator, streamed by the server. */
export function DownloadDataCard() {
  return (
    <SectionCard
      heading="Download my data"
      intro="A zip file with your profile, answers, check-ins, kit claims, invitations, buddies, notifications and settings (as JSON), your worksheets and your picture."
    >
      <a
        href={accountExportPath}
        download
        className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
      >
        <Download aria-hidden />
        Download my data
      </a>
    </SectionCard>
  );
}
