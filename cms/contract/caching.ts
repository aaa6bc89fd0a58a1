/** For answers that depend on who asks (a session, a token in the address): no browser, proxy or CDN may keep them. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
