import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressPlugin } from './build/precompress';

const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  plugins: [react(), precompressPlugin()],
  build: {
    outDir: 'dist',
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      output: {
        // zod and its one setting (jitless: no eval probe, which CSP reports) in one chunk: the setting then runs
        // before any schema of any other chunk is built, whichever chunk loads first
        manualChunks: (id: string) => (/[\\/]node_modules[\\/]zod[\\/]|resources[\\/]zod-config/.test(id) ? 'zod' : undefined),
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/idp': `http://localhost:${serverPort}`,
    },
  },
});
