import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { FIRST_DATA_ELEMENT_ID } from '#shared/first-data.ts';
import { App } from './app/app.tsx';
import { registerServiceWorkerWhenIdle } from './features/offline/utils/register-service-worker-when-idle.ts';
import { hasCachedSession } from './lib/session.ts';
import './styles.css';

const container = document.getElementById('root')!;

/**
 * Whether React can take over the markup the page came with. The server sends /auth drawn as for
 * a visitor with nothing on this device (scripts/prerender.ts), and a signed-in creator's / drawn
 * with their data, which it carries (decision 026): the app starts from that data. When its first
 * render would differ (a copy of a session kept here on a visitor's page, a draft kept on this
 * device), it draws its own and replaces the markup in one step.
 */
async function canHydrate(): Promise<boolean> {
  if (!container.hasChildNodes()) return false;
  if (!document.getElementById(FIRST_DATA_ELEMENT_ID)) return !hasCachedSession();
  // Only the signed-in / needs them: fetched with the dashboard's files, which the page preloads.
  const [{ readFirstData, seedQueryClient, keepFirstData, drawsAsTheServerDid }, queries] =
    await Promise.all([import('./app/first-data.ts'), import('./lib/query-provider.tsx')]);
  const firstData = readFirstData();
  if (!firstData) return false;
  seedQueryClient(queries.getBrowserQueryClient(), firstData);
  const isSameAsDrawn = drawsAsTheServerDid(firstData);
  keepFirstData(firstData);
  return isSameAsDrawn;
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

void canHydrate().then((isSameAsDrawn) => {
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread (and a tap on the drawn page) for the whole tree.
  startTransition(() => {
    if (isSameAsDrawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});

registerServiceWorkerWhenIdle();
