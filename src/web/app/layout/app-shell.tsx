import { useEffect } from 'react';
import { matchPath, Outlet, useLocation } from 'react-router';
import { signedInPages } from '../signed-in-pages.ts';
import { AppHeader } from './app-header.tsx';
import { BottomNav } from './bottom-nav.tsx';

function usePageTitle(): string {
  const { pathname } = useLocation();
  return signedInPages.find((page) => matchPath(page.path, pathname))?.title ?? 'Emberpath';
}

export function AppShell() {
  const title = usePageTitle();
  useEffect(() => {
    document.title = title === 'Emberpath' ? title : `${title} · Emberpath`;
  }, [title]);

  return (
    <div className="min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <AppHeader title={title} />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-2xl px-4 pt-[calc(4.5rem+env(safe-area-inset-top))] pb-[calc(6rem+env(safe-area-inset-bottom))]"
      >
        <Outlet />
      </main>
      <BottomNav />
    </div>
  );
}
