/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { testProjects } from './vitest.projects.ts';

const apiOrigin = 'http://localhost:3000';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      // better-auth checks Origin against APP_URL: present the API's own origin.
      '/api': { target: apiOrigin, headers: { origin: apiOrigin } },
    },
  },
  test: {
    root: '.',
    projects: testProjects,
  },
});
