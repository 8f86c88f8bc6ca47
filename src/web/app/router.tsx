import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingScreen } from '#web/components/ui/loading-screen.tsx';
import { RouteErrorBoundary } from './routes/route-error.tsx';
import { signedInPages } from './signed-in-pages.ts';
import { visitorPages } from './visitor-pages.ts';

const lazyPage = (
  load: () => Promise<{ Component: ComponentType }>,
): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const visitorRoutes = visitorPages.map((page) => ({ ...page, Page: lazyPage(page.load) }));
const NotFoundPage = lazyPage(() => import('./routes/not-found.tsx'));
const signedInRoutes = signedInPages.map((page) => ({ ...page, Page: lazyPage(page.load) }));
// The signed-in shell loads with the dashboard, not with the sign-in screen (decision 026).
const RequireSession = lazy(() =>
  import('./guards/require-session.tsx').then((module) => ({ default: module.RequireSession })),
);
const AppShell = lazy(() =>
  import('./layout/app-shell.tsx').then((module) => ({ default: module.AppShell })),
);
const RequireStaff = lazy(() =>
  import('./guards/require-staff.tsx').then((module) => ({ default: module.RequireStaff })),
);
// The visitor screens' query client, fetched with their code (the signed-in shell has its own):
// not with the app, so that the sign-in screen's first load does without it (decision 030).
const QueryProvider = lazy(() =>
  import('#web/lib/query-provider.tsx').then((module) => ({ default: module.QueryProvider })),
);

/**
 * Declarative react-router: the data router would double the router's weight,
 * and data loading is TanStack Query's job here (docs/decisions/002). The
 * router itself comes from outside: the browser's in main.tsx, a static one
 * when the build draws the first screens (prerender.tsx).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingScreen message="Loading..." />}>
        <Routes>
          {visitorRoutes.map(({ path, Page, loadsQueriesItself }) => (
            <Route
              key={path}
              path={path}
              element={
                loadsQueriesItself ? (
                  <Page />
                ) : (
                  <QueryProvider>
                    <Page />
                  </QueryProvider>
                )
              }
            />
          ))}
          <Route element={<RequireSession />}>
            <Route element={<AppShell />}>
              {signedInRoutes.map(({ path, Page, staffPermission }) => (
                <Route
                  key={path}
                  path={path}
                  element={
                    staffPermission ? (
                      <RequireStaff permission={staffPermission}>{<Page />}</RequireStaff>
                    ) : (
                      <Page />
                    )
                  }
                />
              ))}
            </Route>
          </Route>
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
