import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app.tsx';
import { registerServiceWorkerWhenIdle } from './features/offline/utils/register-service-worker-when-idle.ts';
import { hasCachedSession } from './lib/session.ts';
import './styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// The server sends /auth and / already drawn as for a visitor with nothing on this device
// (scripts/prerender.ts). React takes that markup over; with a copy of a session here, the
// first render differs, so it draws its own and replaces the markup in one step.
// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread (and a tap on the drawn page) for the whole tree.
startTransition(() => {
  if (container.hasChildNodes() && !hasCachedSession()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});

registerServiceWorkerWhenIdle();
