import { Settings2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#shared/paths.ts';
import { notifyError } from '#web/lib/notify.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useLibrary } from '../api/get-library.ts';
import { LibrarySection } from './library-section.tsx';

/** 'The Library': each realm's section, open or locked as the server says. */
export function LibraryScreen() {
  const { isStaff } = useSignedInUser();
  const library = useLibrary();
  const { isError, error, errorUpdatedAt, refetch } = library;
  // As the original did: a destructive toast in the server's words, beside the card with Try again.
  useEffect(() => {
    if (isError) {
      notifyError(error, 'Error loading resources', { onRetry: () => void refetch() });
    }
  }, [isError, error, errorUpdatedAt, refetch]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-start justify-between gap-3">
        <p className="text-ink-soft">
          Worksheets, audio and video for your journey. Each realm’s section opens when you complete
          the realm before it.
        </p>
        {isStaff && (
          <Link to={paths.adminCms} className={buttonVariants({ variant: 'secondary' })}>
            <Settings2 aria-hidden />
            Manage
          </Link>
        )}
      </div>
      <QueryState
        query={library}
        loadingText="Loading the library..."
        placeholders={['h-32', 'h-32', 'h-32']}
        errorTitle="Error loading resources"
      >
        {(data) =>
          data.sections.map((section) => <LibrarySection key={section.realmId} section={section} />)
        }
      </QueryState>
    </div>
  );
}
