import type { CollectionConfig } from 'payload'
import { adminOnly } from './access/adminOnly'

/**
 * Guide download links: the random token only ever travels in the link (e-mail, thank-you page);
 * the database keeps its SHA-256, so a leaked table cannot be turned into links.
 */
export const DownloadTokens: CollectionConfig = {
  slug: 'download-tokens',
  admin: { defaultColumns: ['order', 'expiresAt', 'createdAt'] },
  access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    { name: 'expiresAt', type: 'date', required: true },
  ],
}
