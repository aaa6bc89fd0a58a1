/** For answers that depend on who asks (a session, a token in the address): no browser, proxy or CDN may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** For the built files under /assets: Vite fingerprints their names, so browsers may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** Where the build keeps the brotli copy of a built script or stylesheet, which the server sends as it is: beside it, `.br` added. */
export const brotliCopyOf = (file: string) => `${file}.br`
