import type { CollectionConfig } from 'payload'
import { GENDER_VALUES, ROLES } from '@cms/contract/accounts'
import { adminOnly } from './access/adminOnly'
import { adminOnlyField } from './access/adminOnlyField'
import { adminOrSelf } from './access/adminOrSelf'
import { adminPanelAccess } from './access/adminPanelAccess'
import { endLoginTurnAfterError, endLoginTurnAfterLogin, waitForLoginTurn } from './lib/loginTurns'


export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'fullName', 'role'] },
  auth: {
    tokenExpiration: 60 * 60 * 24 * 7,
    useSessions: true,
    cookies: { sameSite: 'Lax', secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true' },
  },
  access: {
    admin: adminPanelAccess,
    read: adminOrSelf,
    // Sign-up goes through POST /api/auth/register, which validates and rate-limits;
    // Payload's generic REST create stays admin-only.
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
  },
  hooks: {
    beforeOperation: [waitForLoginTurn],
    afterOperation: [endLoginTurnAfterLogin],
    afterError: [endLoginTurnAfterError],
  },
  fields: [
    { name: 'fullName', type: 'text' },
    { name: 'username', type: 'text', index: true },
    { name: 'location', type: 'text' },
    { name: 'gender', type: 'select', options: [...GENDER_VALUES] },
    {
      name: 'role',
      type: 'select',
      options: [...ROLES],
      defaultValue: 'user',
      required: true,
      saveToJWT: true,
      access: { create: adminOnlyField, update: adminOnlyField },
    },
    { name: 'savedJobs', type: 'relationship', relationTo: 'jobs', hasMany: true },
  ],
}
