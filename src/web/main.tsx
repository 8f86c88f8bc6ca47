import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import {
  drawsAsTheServerDid,
  keepFirstData,
  readFirstData,
  seedQueryClient,
} from './app/first-data.ts';
import { registerServiceWorkerWhenIdle } from './features/offline/utils/register-service-worker-when-idle.ts';
import { createQueryClient } from './lib/query-client.ts';
import { hasCachedSession } from './lib/session.ts';
import './styles.css';

const container = document.getElementById('root')!;
// A signed-in creator's `/` comes drawn with their data, and carries it (decision 026).
const firstData = readFirstData();
const queryClient = createQueryClient();
if (firstData) seedQueryClient(queryClient, firstData);
const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={queryClient} />
    </BrowserRouter>
  </StrictMode>
);

// The server sends /auth drawn as for a visitor with nothing on this device (scripts/prerender.ts),
// and / drawn with the creator's data. React takes that markup over when its first render is the
// same; otherwise (a copy of a session kept here on a visitor's page, a draft kept on this device)
// it draws its own and replaces the markup in one step.
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread (and a tap on the drawn page) for the whole tree.
const isSameAsDrawn = firstData ? drawsAsTheServerDid(firstData) : !hasCachedSession();
if (firstData) keepFirstData(firstData);
startTransition(() => {
  if (container.hasChildNodes() && isSameAsDrawn) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

registerServiceWorkerWhenIdle();
