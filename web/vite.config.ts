import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const dirname = path.dirname(fileURLToPath(import.meta.url))
// In `npm run dev` the Next server (API + CMS) runs beside Vite on NEXT_DEV_PORT.
const backend = `http://127.0.0.1:${process.env.NEXT_DEV_PORT || 3001}`

export default defineConfig({
  root: dirname,
  // The root public/ folder (favicon, robots.txt, images) is copied into the build.
  publicDir: path.resolve(dirname, '../public'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@web': path.resolve(dirname, 'src'),
      // The SPA may import only the contract from the server side (the lint rules say so).
      '@cms/contract': path.resolve(dirname, '../cms/contract'),
    },
  },
  build: {
    // Next serves the built SPA as static files from its public folder (one origin, see ARCHITECTURE.md).
    outDir: path.resolve(dirname, '../cms/public'),
    emptyOutDir: true,
  },
  server: {
    port: Number(process.env.PORT || 3000),
    strictPort: true,
    proxy: Object.fromEntries(['/api', '/cms', '/_next'].map((p) => [p, { target: backend, changeOrigin: false }])),
  },
})
