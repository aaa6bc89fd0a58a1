/** The admin account the seed creates; the defaults are for local development only (see README). */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'
export const DEFAULT_ADMIN_PASSWORD = 'nomad-admin-2025'

export function adminCredentials() {
  const email = process.env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  const password = process.env.ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD
  return { email, password, usingDefaults: !process.env.ADMIN_PASSWORD }
}
