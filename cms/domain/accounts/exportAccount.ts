import type { Payload, Where } from 'payload'
import { ACCOUNT_DATA_MESSAGES, accountExportSchema, type AccountExport } from '@cms/contract/accountData'
import { poolOf } from '@cms/lib/sql'
import type { User } from '@cms/payload-types'
import { alertOwnerOf } from '../alerts/owner'
import { alertsOwnedBy } from '../alerts/alertStore'
import { readAccount } from './readAccount'

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)
const everything = { overrideAccess: true, depth: 0, limit: 0, pagination: false } as const

/**
 * Everything the site holds about an account, for "Download my data". What is held only under the e-mail address
 * (newsletter, purchases, job posts, messages sent signed out) is included once the account has proven that
 * address (accountData.ts says why). Each part is picked field by field and the whole checked against the
 * contract, so a secret (password hash and salt, sessions, tokens, Stripe's ids) can never slip in.
 */
export async function exportAccount(payload: Payload, user: User): Promise<AccountExport> {
  const owner = alertOwnerOf(user)
  const email = owner.email
  const proven = owner.proven
  const byAddress = <T extends Where>(where: T): Where => (proven ? where : { id: { equals: 0 } })

  const [account, alerts, subscribers, orders, posts, messages] = await Promise.all([
    readAccount(payload, user.id),
    proven ? alertsOwnedBy(poolOf(payload), owner) : ownPendingAlerts(payload, user.id),
    payload.find({ collection: 'subscribers', where: byAddress({ email: { equals: email } }), ...everything }),
    payload.find({ collection: 'orders', where: byAddress({ email: { equals: email } }), sort: 'createdAt', ...everything }),
    payload.find({ collection: 'job-posts', where: byAddress({ contactEmail: { equals: email } }), sort: 'createdAt', ...everything }),
    payload.find({ collection: 'contact-messages', where: proven ? { or: [{ user: { equals: user.id } }, { email: { equals: email } }] } : { user: { equals: user.id } }, sort: 'createdAt', ...everything }),
  ])
  const subscriber = subscribers.docs[0]

  return accountExportSchema.parse({
    exportedAt: new Date().toISOString(),
    note: proven ? ACCOUNT_DATA_MESSAGES.provenNote : ACCOUNT_DATA_MESSAGES.unprovenNote,
    account: {
      id: account.id,
      email: account.email,
      fullName: account.fullName ?? null,
      username: account.username ?? null,
      location: account.location ?? null,
      gender: account.gender ?? null,
      homeCountry: account.homeCountry ?? null,
      homeTz: account.homeTz ?? null,
      role: account.role,
      emailProvenAt: iso(account.emailVerifiedAt),
      createdAt: iso(account.createdAt),
      updatedAt: iso(account.updatedAt),
    },
    savedJobs: (account.savedJobs ?? []).flatMap((job) => (typeof job === 'object' && job ? [{ slug: job.slug ?? String(job.id), title: job.title }] : [])),
    alerts: alerts.map((alert) => ({ email: alert.email, frequency: alert.frequency, search: alert.search, confirmed: alert.confirmed_at !== null, createdAt: iso(alert.created_at) })),
    newsletter: subscriber
      ? {
          email: subscriber.email,
          name: subscriber.name ?? null,
          marketingConsent: Boolean(subscriber.marketingConsent),
          source: subscriber.source ?? null,
          subscribedAt: iso(subscriber.subscribedAt),
          active: subscriber.isActive !== false,
          unsubscribedAt: iso(subscriber.unsubscribedAt),
        }
      : null,
    guidePurchases: orders.docs.map((order) => ({
      email: order.email,
      status: order.status,
      amountTotal: order.amountTotal ?? null,
      currency: order.currency ?? null,
      createdAt: iso(order.createdAt),
      paidAt: iso(order.paidAt),
      refundedAt: iso(order.refundedAt),
      downloadCount: order.downloadCount ?? 0,
      downloadsExpireAt: iso(order.downloadsExpireAt),
    })),
    jobPosts: posts.docs.map((post) => ({
      title: post.title,
      companyName: post.company.name,
      contactEmail: post.contactEmail,
      state: post.state,
      tier: post.tier,
      createdAt: iso(post.createdAt),
      liveFrom: iso(post.liveFrom),
      liveUntil: iso(post.liveUntil),
      payments: (post.payments ?? []).map((payment) => ({
        tier: payment.tier,
        purpose: payment.purpose,
        days: payment.days,
        amountCents: payment.amountCents,
        paidAt: iso(payment.paidAt),
        refundedAt: iso(payment.refundedAt),
      })),
    })),
    contactMessages: messages.docs.map((message) => ({ topic: message.topic, name: message.name, email: message.email, message: message.message, createdAt: iso(message.createdAt) })),
  })
}

/** An unproven account's alerts: only the pending ones it asked for itself while signed in (a confirmed one is the mailbox's). */
async function ownPendingAlerts(payload: Payload, userId: number) {
  const { rows } = await poolOf(payload).query<{ email: string; frequency: string; search: string; confirmed_at: Date | null; created_at: Date }>(
    'SELECT email, frequency, search, confirmed_at, created_at FROM job_alerts WHERE user_id = $1 AND confirmed_at IS NULL ORDER BY id',
    [userId],
  )
  return rows
}
