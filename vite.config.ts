import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server listens on API_PORT (default 3000) during `npm run dev`; Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
