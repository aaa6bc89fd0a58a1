import { NotFound, type Endpoint } from 'payload'

/**
 * Payload mounts POST /cms/api/users/verify/:id on every auth collection, even with `auth.verify` off. With it off
 * the users table has no verification-token column, so the default handler's lookup failed as a 500. Accounts
 * here never verify through Payload (alerts prove an address their own way), so the path does not exist.
 */
export const noEmailVerificationEndpoint: Endpoint = {
  path: '/verify/:id',
  method: 'post',
  handler: (req) => {
    throw new NotFound(req.t)
  },
}
