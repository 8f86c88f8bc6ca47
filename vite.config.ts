/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunkGroups } from './scripts/first-screen-chunks.ts';
import { pwaOptions } from './vite-pwa.config.ts';
import { testProjects } from './vitest.projects.ts';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), VitePWA(pwaOptions)],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    // Every browser the app supports knows modulepreload: the polyfill was dead weight on the
    // first load (decision 026).
    modulePreload: { polyfill: false },
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
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: testProjects,
  },
});
