import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { paths } from '#shared/paths.ts';
import { createQueryClient } from '#web/lib/query-client.ts';
import { App } from './app.tsx';
import { seedQueryClient, type FirstData } from './first-data.ts';

async function render(location: string, firstData?: FirstData): Promise<string> {
  const queryClient = createQueryClient();
  if (firstData) seedQueryClient(queryClient, firstData);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={location}>
        {/* A client for this render alone: what it holds is one creator's. */}
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

/**
 * The markup of the app's first render at `location`, as a visitor with
 * nothing on this device would see it, with every lazy screen it shows
 * loaded. Run at build time in Node (scripts/prerender.ts); main.tsx hydrates it.
 */
export function renderFirstScreen(location: string): Promise<string> {
  return render(location);
}

/**
 * The signed-in creator's dashboard drawn with what the server read for them
 * (decision 026), at request time: the server loads this module's build
 * (dist/render/) when it sends `/` to someone signed in; main.tsx hydrates it
 * from the same data.
 */
export function renderSignedInHome(firstData: FirstData): Promise<string> {
  return render(paths.home, firstData);
}
