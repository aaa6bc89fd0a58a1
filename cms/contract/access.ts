/**
 * Who a signed-in user is, decided in one place: Payload's access functions (collections/access) and the domain's
 * session checks both ask these. Structural, so the contract depends on nothing of the server's.
 */
type MaybeUser = { role?: unknown } | null | undefined

/** The one place that decides what "admin" means, shared by every access function. */
export function isAdmin(user: MaybeUser): boolean {
  return Boolean(user && user.role === 'admin')
}

/** Staff are the people who write the site's content in /cms: admins and editors. */
export function isStaff(user: MaybeUser): boolean {
  return isAdmin(user) || Boolean(user && user.role === 'editor')
}
