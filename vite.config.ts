/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunkGroups } from './scripts/first-screen-chunks.ts';
import { pwaOptions } from './vite-pwa.config.ts';
import { testProjects } from './vitest.projects.ts';

const reactRouterProductionBuild = fileURLToPath(
  new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  resolve: {
    // react-router's package points every bundler at its development build, whose warnings stay
    // in (remix-run/react-router#14102); its production build is the same code without them.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: reactRouterProductionBuild }]
        : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // Every browser the app supports knows modulepreload: the polyfill was dead weight on the
      // first load (decision 026).
      polyfill: false,
      // No lists of each lazy chunk's imports in the code (decision 030): they were 2–2.5 KB of
      // every first load, and the service worker precaches every chunk once the first screen is
      // up. The pages keep their preload links.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : [],
    },
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: firstScreenChunkGroups },
      },
    },
  },
  server: {
    port: 5173,
    // `npm run dev` runs the API on :3000 with APP_URL set to this server's origin.
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    root: '.',
    // A committed .only would quietly skip the rest of the suite. Vitest allows it
    // unless CI is set; refuse it everywhere (Playwright calls this forbidOnly).
    allowOnly: false,
    // Two files at a time whatever the machine: most of a test's time is spent waiting on a
    // database, a server or a browser, so two cores keep two busy (vitest's default is one
    // fewer than the cores).
    maxWorkers: 2,
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: testProjects,
  },
}));
