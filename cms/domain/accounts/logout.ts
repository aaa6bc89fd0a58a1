import { createLocalReq, logoutOperation, type Payload } from 'payload'

/** Ends the request's server-side session (the cookie's token stops working at once). No-op when signed out. */
export async function logout(payload: Payload, request: Request): Promise<void> {
  const { user } = await payload.auth({ headers: request.headers })
  if (!user || user.collection !== 'users') return
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}
