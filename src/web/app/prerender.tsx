import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app.tsx';

/**
 * The markup of the app's first render at `location`, as a visitor with
 * nothing on this device would see it, with every lazy screen it shows
 * loaded. Run at build time in Node (scripts/prerender.ts); main.tsx hydrates it.
 */
export async function renderFirstScreen(location: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={location}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}
