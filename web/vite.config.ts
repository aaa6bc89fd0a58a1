import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
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
  build: isSsrBuild
    ? // The server renderer (`src/entry-server.tsx`), loaded by the site server's SSR middleware.
      { outDir: path.resolve(dirname, '../cms/.ssr'), emptyOutDir: true }
    : // The browser's files: the site server serves them from Next's public folder (one origin, see ARCHITECTURE.md).
      { outDir: path.resolve(dirname, '../cms/public'), emptyOutDir: true },
}))
