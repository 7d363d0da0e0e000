import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress.js';
import { zodWithoutJsonSchema } from './zod-without-json-schema.js';

/** The API server that `npm run dev` starts next to Vite. */
const apiTarget = process.env.PLAZA_API_URL ?? 'http://localhost:8000';

// The browser talks only to the Vite origin; Vite forwards API and socket traffic, so cookies and
// the server's Origin check see one site (the server trusts the dev origin through TRUSTED_ORIGINS).
// The API prefix is matched by pattern (/v1/, /v2/, ...): the config is loaded by Node before any
// TypeScript workspace package can be imported, so it cannot read API_VERSION from the contract.
export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '^/v[0-9]+/': { target: apiTarget },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // RapiDoc (~850 kB) is the one chunk above Vite's 500 kB default, and only /api-docs loads it.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // Only the lazily loaded /api-docs page uses RapiDoc: its own chunk keeps it out of `vendor`.
            { name: 'rapidoc', test: /node_modules[\\/]rapidoc[\\/]/ },
            // Only the video page's player loads hls.js (on demand): its own chunk keeps it out of `vendor`.
            { name: 'hls', test: /node_modules[\\/]hls\.js[\\/]/ },
            // Left to the default grouping, this hook (used by the shell's AppShell) shares a chunk with
            // the dialogs' base and its scroll lock, so every signed-in screen loaded those: 8 KB gzipped.
            { name: 'window-event', test: /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-window-event[\\/]/ },
          ],
        },
      },
    },
  },
});
