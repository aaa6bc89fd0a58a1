import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { precompressAssets } from './build/precompressAssets'
import { scriptsAfterFirstPaint } from './build/scriptsAfterFirstPaint'
import { spaSettingsDefine } from './src/lib/settingsSchema'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: dirname,
  // The VITE_* settings, checked and inlined once here (web/src/lib/settingsSchema.ts).
  define: spaSettingsDefine(loadEnv(mode, dirname, 'VITE_')),
  // The root public/ folder (favicon, robots.txt, images) is copied into the build.
  publicDir: path.resolve(dirname, '../public'),
  // The browser's scripts and stylesheets also get a brotli copy, which the server sends as it is (docs/performance.md).
  plugins: [react(), tailwindcss(), scriptsAfterFirstPaint(), ...(isSsrBuild ? [] : [precompressAssets()])],
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
      {
        outDir: path.resolve(dirname, '../cms/public'),
        emptyOutDir: true,
        // Every browser the build targets preloads modules itself.
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // What the entry reaches statically in one file, with the framework parts every screen shares (React,
            // TanStack Query's observer, lucide's base): each page loads them all anyway, and brotli packs one
            // file tighter than the four it was split into (3.4-4.0 KB less per page, docs/performance.md).
            codeSplitting: { groups: [{ name: 'core', tags: ['$initial'] }] },
          },
        },
      },
}))
