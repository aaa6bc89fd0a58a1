/** Public purchase pages skip the session check (spec 1 §4), so buyers never wait on it. */
export const SESSION_SKIPPED_PATHS = [
  '/digital-nomad-guide',
  '/nomad-guide',
  '/payment-success',
  '/checkout',
  '/buy-guide',
  '/buy',
  '/premium-guide',
  '/direct-purchase',
  '/simple-checkout',
  '/instant-checkout',
  '/direct-buy',
  '/instant-stripe',
  '/direct-link',
  '/buy-now',
] as const

export function skipsSessionCheck(pathname: string): boolean {
  return (SESSION_SKIPPED_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/')
}
