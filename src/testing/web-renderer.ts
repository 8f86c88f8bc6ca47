import type { FirstScreenRenderer } from '#server/http/signed-in-home.ts';

/**
 * The web app's server render from the source, for API tests of the pages the
 * server draws (decision 026); `npm start` loads the build's (dist/render/).
 */
export const loadWebRenderer = (): Promise<FirstScreenRenderer> =>
  import('#web/app/prerender.tsx') as Promise<FirstScreenRenderer>;
