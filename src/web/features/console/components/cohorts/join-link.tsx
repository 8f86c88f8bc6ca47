import { cohortJoinPath } from '../console-paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/lib/notify.ts';

/** The link staff send to creators: it signs them in or up, then puts them in the cohort. */
export function JoinLink({ joinCode, cohortName }: { joinCode: string; cohortName: string }) {
  const link = `${window.location.origin}${cohortJoinPath(joinCode)}`;
  return (
    // The link whole on its own line on a phone (beside Copy it broke every few letters at 320 px).
    <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <code
        aria-label={`Join link for ${cohortName}`}
        className="rounded-lg border border-line bg-stone-50 px-3 py-2 font-mono text-sm break-all text-ink"
      >
        {link}
      </code>
      <Button
        variant="secondary"
        className="justify-self-start"
        aria-label={`Copy join link for ${cohortName}`}
        onClick={() =>
          void navigator.clipboard
            ?.writeText(link)
            .then(() => notify('success', 'Join link copied'))
        }
      >
        Copy
      </Button>
    </div>
  );
}
