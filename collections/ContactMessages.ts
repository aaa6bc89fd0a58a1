import type { CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { CONTACT_LIMITS, CONTACT_TOPICS, type ContactTopic } from '@cms/contract/contactValues'
import { ownValue } from '@cms/contract/ownKeys'
import { adminOnly } from './access/adminOnly'
import { staffOnly } from './access/staffOnly'
import { noOneButTheServer } from './access/noOneButTheServer'

/** What the visitor sent stays as sent: staff only tick Answered (admin.readOnly hides the inputs, this holds on REST). */
const asSent = { update: noOneButTheServer }

/** "Privacy request from Ana Lima <ana@example.org>": what staff scan the list by. */
const titleMessage: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data) return data
  const topic = ownValue(CONTACT_TOPICS, String(data.topic)) ?? 'Message'
  return { ...data, title: `${topic} from ${data.name} <${data.email}>` }
}

/**
 * What visitors wrote through the contact form (POST /api/contact). Written only by the server; staff read them in
 * /cms, reply from their mailbox (each message is also mailed to the support address, with Reply-To the sender) and
 * tick Answered. An account's own messages are linked to it (kept, unlinked, if the account is deleted).
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'topic', 'answered', 'createdAt'] },
  access: { read: staffOnly, create: noOneButTheServer, update: staffOnly, delete: adminOnly },
  defaultSort: '-createdAt',
  hooks: { beforeValidate: [titleMessage] },
  fields: [
    { name: 'title', type: 'text', required: true, access: asSent, admin: { readOnly: true } },
    { name: 'topic', type: 'select', required: true, access: asSent, index: true, options: Object.entries(CONTACT_TOPICS).map(([value, label]) => ({ value: value as ContactTopic, label })), admin: { readOnly: true } },
    { type: 'row', fields: [
      { name: 'name', type: 'text', required: true, access: asSent, maxLength: CONTACT_LIMITS.name, admin: { readOnly: true } },
      { name: 'email', type: 'email', required: true, access: asSent, index: true, admin: { readOnly: true, description: 'Replies go here' } },
    ] },
    { name: 'message', type: 'textarea', required: true, access: asSent, maxLength: CONTACT_LIMITS.messageMax, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', access: asSent, relationTo: 'users', index: true, admin: { readOnly: true, position: 'sidebar', description: 'The account that was signed in, if any' } },
    { name: 'answered', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar' } },
  ],
}
