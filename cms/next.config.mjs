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
  // Our own server compresses (brotli or gzip) what it answers and the static files.
  compress: false,
}

const CLIENT_HINT_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])

/**
 * Payload asks every response for the colour-scheme client hint (Accept-CH, Critical-CH and a Vary). Its admin
 * uses it; on the public site Critical-CH makes Chrome restart the first navigation. Keep them on /cms only.
 */
function clientHintsOnCmsOnly(config) {
  return {
    ...config,
    async headers() {
      const rules = await config.headers()
      return rules.flatMap((rule) => {
        if (rule.source !== '/:path*' || !rule.headers.some((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))) return [rule]
        const hints = rule.headers.filter((h) => CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
        const others = rule.headers.filter((h) => !CLIENT_HINT_HEADERS.has(h.key.toLowerCase()))
        return [{ ...rule, source: '/cms/:path*', headers: hints }, ...(others.length ? [{ ...rule, headers: others }] : [])]
      })
    },
  }
}

export default clientHintsOnCmsOnly(withPayload(nextConfig, { devBundleServerPackages: false }))
