import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Collections and seed data live beside cms/ at the package root.
  experimental: { externalDir: true },
  outputFileTracingRoot: path.resolve(dirname, '..'),
  // `npm run typecheck` checks the whole package once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  async headers() {
    return [
      // Vite fingerprints everything under /assets, so browsers may keep it for a year.
      { source: '/assets/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ]
  },
  async rewrites() {
    return {
      // Whatever no route handler, Payload page or static file answers is a screen of the SPA:
      // its index.html renders the route, or the SPA's own 404 screen.
      fallback: [{ source: '/:path*', destination: '/index.html' }],
    }
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
