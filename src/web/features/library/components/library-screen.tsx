import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { paths } from '#web/config/paths.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { useLibrary } from '../api/get-library.ts';
import { LibrarySection } from './library-section.tsx';

/** 'The Library': each realm's section, open or locked as the server says. */
export function LibraryScreen() {
  const { isStaff } = useSignedInUser();
  const library = useLibrary();

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
      {library.data ? (
        library.data.sections.map((section) => (
          <LibrarySection key={section.realmId} section={section} />
        ))
      ) : library.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-line bg-white p-6 text-center"
        >
          <h2 className="font-semibold text-ink">Error loading resources</h2>
          <p className="text-ink-soft">{library.error.message}</p>
          <Button onClick={() => void library.refetch()}>Try again</Button>
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-4">
          <p className="sr-only">Loading the library...</p>
          {[0, 1, 2].map((index) => (
            <div
              key={index}
              aria-hidden
              className="h-32 animate-pulse rounded-(--radius-card) bg-ember-50"
            />
          ))}
        </div>
      )}
    </div>
  );
}
