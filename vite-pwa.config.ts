import type { VitePWAOptions } from 'vite-plugin-pwa';

/** From the palette in src/web/styles.css: the ember mark's ground, and the page's parchment. */
const INK = '#2a1a14';
const PARCHMENT = '#fffaf5';

/**
 * The installable app: the web app manifest, and the service worker built
 * from src/web/sw.ts (Workbox's injectManifest: our own worker, into which the
 * build writes the list of hashed files to precache). The app registers it
 * itself, after the first paint (features/offline).
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: '.',
  filename: 'sw.ts',
  injectRegister: false,
  registerType: 'prompt',
  manifest: {
    id: '/',
    name: 'Emberpath',
    short_name: 'Emberpath',
    description: 'Realms of quests, daily check-ins and buddies for content creators.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: INK,
    background_color: PARCHMENT,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  injectManifest: {
    // The app shell: every hashed script and style (each screen's lazy chunk too), the
    // page, the icons. Nothing from /api: personal data stays out of the worker's caches.
    globPatterns: ['**/*.{js,css,html,svg,png}'],
  },
};
