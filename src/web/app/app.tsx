import { AppRoutes } from './router.tsx';
import { Toaster } from './toaster.tsx';

/**
 * The whole app inside a router: BrowserRouter in main.tsx, StaticRouter in prerender.tsx.
 * The query client comes with the screens that ask the server (lib/query-provider.tsx), not
 * from here: the sign-in screen's first load does without it (decision 030).
 */
export function App() {
  return (
    <>
      <AppRoutes />
      <Toaster />
    </>
  );
}
