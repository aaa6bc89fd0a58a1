import type { CollectionConfig } from 'payload'
import { TOOLKIT_TAB_IDS } from '@cms/contract/toolkit'
import { staffOnly } from '@collections/access/staffOnly'
import { anyone } from './access/anyone'
import { HTTP_URL_REQUIRED, isWebAddress } from '@cms/contract/links'

/** The toolkit page's tool cards with their affiliate links, so editors can change them. */
export const ToolkitTools: CollectionConfig = {
  slug: 'toolkit-tools',
  labels: { singular: 'Toolkit tool', plural: 'Toolkit tools' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'tab', 'price', 'order'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'tab',
      type: 'select',
      required: true,
      index: true,
      options: TOOLKIT_TAB_IDS.map((id) => ({ label: id === 'vpn' ? 'VPN' : id === 'esim' ? 'eSIM' : id[0]!.toUpperCase() + id.slice(1), value: id })),
    },
    { name: 'description', type: 'textarea', required: true },
    { name: 'price', type: 'text', required: true, admin: { description: 'As displayed, e.g. "$4.99/month"' } },
    { name: 'features', type: 'textarea', admin: { description: 'One feature per line' } },
    {
      name: 'url',
      type: 'text',
      required: true,
      label: 'Affiliate URL',
      validate: (value: unknown) => (typeof value === 'string' && isWebAddress(value)) || HTTP_URL_REQUIRED,
    },
    { name: 'badge', type: 'text', admin: { description: 'Optional label, e.g. "Best value"' } },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar', description: 'Lower numbers first within a tab' } },
  ],
}
