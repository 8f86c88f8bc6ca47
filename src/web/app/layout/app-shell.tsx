import { lazy, Suspense, useEffect } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { paths } from '#shared/paths.ts';
import { cn } from '#web/lib/cn.ts';
import { useSignedInUser } from '#web/lib/session.ts';
import { OfflineBanner } from '#web/features/offline/components/offline-banner.tsx';
import { signedInPages } from '../signed-in-pages.ts';
import { AppHeader } from './app-header.tsx';
import { contentWidthClasses, type ContentWidth } from './content-width.ts';
import { MainNav, sideNavPaddingClass } from './main-nav.tsx';

// Not needed for the first paint: it sends writes kept offline once the connection is back.
// Staff only, on every /admin screen (the Content tab's studio included); creators never load it.
const ConsoleNav = lazy(() =>
  import('#web/features/console/components/console-nav.tsx').then((module) => ({
    default: module.ConsoleNav,
  })),
);
const PendingWritesReplay = lazy(() =>
  import('#web/features/journey/components/pending-writes-replay.tsx').then((module) => ({
    default: module.PendingWritesReplay,
  })),
);

function usePageTitle(): string {
  const { pathname } = useLocation();
  return signedInPages.find((page) => matchPath(page.path, pathname))?.title ?? 'Emberpath';
}

export function AppShell() {
  const title = usePageTitle();
  // The staff console's tables take the window's width, without the creator's navigation.
  const { isStaff } = useSignedInUser();
  const { pathname } = useLocation();
  const isConsole = isStaff && pathname.startsWith(paths.admin);
  // The dashboard's two columns, and settings' index beside a section, take a laptop's width.
  const isWide = pathname === paths.home || pathname.startsWith(paths.settings);
  const width: ContentWidth = isConsole ? 'full' : isWide ? 'dashboard' : 'column';
  useEffect(() => {
    document.title = title === 'Emberpath' ? title : `${title} · Emberpath`;
  }, [title]);

  return (
    // On a laptop the creator's navigation is a fixed column on the left: the rest sits beside it.
    <div className={cn('min-h-dvh', !isConsole && sideNavPaddingClass)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      {/* Before the header and the page, so that Tab reaches the navigation first (it is fixed,
          so where it sits here changes nothing on the screen). */}
      {!isConsole && <MainNav />}
      <AppHeader title={title} width={width} />
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto w-full px-4 pt-2',
          contentWidthClasses[width],
          // Room for the tab bar at the bottom of a phone; none is there in the console or on a laptop.
          isConsole ? 'pb-10' : 'pb-[calc(6rem+env(safe-area-inset-bottom))] lg:pt-6 lg:pb-12',
        )}
      >
        <OfflineBanner />
        {isConsole && (
          <Suspense fallback={null}>
            <div className="mb-5">
              <ConsoleNav />
            </div>
          </Suspense>
        )}
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <PendingWritesReplay />
      </Suspense>
    </div>
  );
}
