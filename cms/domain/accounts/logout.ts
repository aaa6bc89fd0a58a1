import { createLocalReq, logoutOperation, type Payload } from 'payload'
import type { AuthUser } from './login'

/** Ends the session `user` came with (its cookie's token stops working at once). No-op when signed out. */
export async function logout(payload: Payload, user: AuthUser | null): Promise<void> {
  if (!user) return
  const req = await createLocalReq({ user }, payload)
  await logoutOperation({ collection: payload.collections.users, req })
}
