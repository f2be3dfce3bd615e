import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The console is static files. ADMIN_BASE (default /admin/) is where they are served, so the console can also
 * live at its own host (ADMIN_BASE=/). ADMIN_API_ROOT and ADMIN_SITE_URL (default: the same origin) reach the
 * app as import.meta.env values.
 */
const base = (process.env.ADMIN_BASE ?? '/admin/').replace(/\/?$/, '/');

export default defineConfig({
  base,
  envPrefix: ['VITE_', 'ADMIN_'],
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
  server: {
    // `npm run dev -w admin` beside `npm run api`: the API on its default port answers /api and /media.
    proxy: {
      '/api': 'http://127.0.0.1:8000',
      '/media': 'http://127.0.0.1:8000',
    },
  },
});
