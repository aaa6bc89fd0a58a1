import { FREE_REVIEW_TIER, JOB_POST_MESSAGES, JOB_POST_STATE_LABELS, type JobPostManage, type JobPostTier } from '@cms/contract/jobPosts'
import { CircleAlert } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@web/components/ui/Button'
import { ConfirmDialog } from '@web/components/ui/ConfirmDialog'
import { apiErrorBody, failureMessage } from '@web/lib/apiErrorBody'
import { formatDay } from '@web/lib/dates'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { EMPTY_PICK, pickFromLocationText } from '@web/lib/jobs/whoMayApplyText'
import { PageHead } from '@web/lib/PageHead'
import { useCloseJobPost } from '../api/closeJobPost'
import { useJobPostTiers } from '../api/getJobPostTiers'
import { useManagedJobPost } from '../api/getManagedJobPost'
import { useSendJobPostForReview } from '../api/sendForReview'
import { useStartJobPostCheckout } from '../api/startJobPostCheckout'
import { useUpdateJobPost } from '../api/updateJobPost'
import { JobPostForm } from '../components/JobPostForm'
import { CompanyClaimPanel } from '../components/CompanyClaimPanel'
import { LogoUpload } from '../components/LogoUpload'
import { StatsTable } from '../components/StatsTable'
import { TierPicker } from '../components/TierPicker'
import { formFromManagedPost, updateRequestFrom } from '../lib/formValues'

/** States whose post can still be changed or paid for. */
const EDITABLE = new Set<JobPostManage['state']>(['draft', 'awaiting-payment', 'in-review', 'live'])
const UNPAID = new Set<JobPostManage['state']>(['draft', 'awaiting-payment'])
/** A post in review or live can be ended by its employer. */
const CLOSABLE = new Set<JobPostManage['state']>(['in-review', 'live'])
/** Unpaid posts are paid for; live and ended ones extended or upgraded (a post in review waits for staff). */
const PAYABLE = new Set<JobPostManage['state']>([...UNPAID, 'live', 'ended'])

const STATE_STYLE: Record<JobPostManage['state'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  'awaiting-payment': 'bg-amber-100 text-amber-800',
  'in-review': 'bg-sky-100 text-sky-800',
  live: 'bg-green-100 text-green-800',
  rejected: 'bg-red-100 text-red-800',
  ended: 'bg-slate-200 text-slate-700',
}

const day = (iso: string | null) => (iso ? formatDay(new Date(iso), 'long') : null)

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  )
}

function Problem({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <CircleAlert className="mx-auto text-red-600" size={40} aria-hidden />
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{message}</p>
    </div>
  )
}

/** Why nothing can be bought or sent here while payments are off (free review, when allowed, sends drafts only). */
function PaymentsOffPanel({ unpaid }: { unpaid: boolean }) {
  return (
    <Panel title={unpaid ? 'Send for review' : 'Extend or upgrade'}>
      <p role="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {unpaid
          ? 'Payments are off on this site for now, so posts cannot be sent for review yet. Your draft is kept: you can edit it here, and pay from this link once payments are on.'
          : 'Extending or upgrading a post needs a payment, and payments are off on this site for now.'}
      </p>
    </Panel>
  )
}

/** While payments are off and admins allow it: the draft goes to our team's review free, as a Standard post. */
function FreeReviewPanel({ post, token, days, onSent }: { post: JobPostManage; token: string; days: number | undefined; onSent: () => void }) {
  const send = useSendJobPostForReview(token)
  return (
    <Panel title="Send for review">
      <p className="text-sm text-slate-600">
        Payments are off on this site for now, so posts go to our team&apos;s review free of charge. Once approved, yours is listed as a Standard post
        {days ? ` for ${days} days` : ''}.
      </p>
      {send.isError && (
        <p role="alert" className="text-sm text-red-600">
          {failureMessage(send.error)}
        </p>
      )}
      <Button onClick={() => send.mutate(post.id, { onSuccess: onSent })} busy={send.isPending} busyLabel="Sending...">
        Send for review (free)
      </Button>
    </Panel>
  )
}

/** Pay for an unpaid post, or extend or upgrade a live or ended one: a tier, then Stripe Checkout. */
function PaymentPanel({ post, token }: { post: JobPostManage; token: string }) {
  const tiers = useJobPostTiers().data?.tiers ?? []
  const checkout = useStartJobPostCheckout()
  const [tier, setTier] = useState<JobPostTier>(post.tier)
  const unpaid = UNPAID.has(post.state)
  const pay = () => checkout.mutate(unpaid ? { id: post.id, token } : { id: post.id, token, tier }, { onSuccess: ({ url }) => window.location.assign(url) })
  return (
    <Panel title={unpaid ? 'Payment' : 'Extend or upgrade'}>
      {unpaid ? (
        <p className="text-sm text-slate-600">This post is not paid yet. Once it is, our team reviews it.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">The same tier adds its days to the paid period; a higher tier upgrades the placement from today.</p>
          <TierPicker tiers={tiers} legend="Tier" radio={(value) => ({ name: 'manage-tier', checked: tier === value, onChange: () => setTier(value) })} />
        </>
      )}
      {checkout.isError && (
        <p role="alert" className="text-sm text-red-600">
          {failureMessage(checkout.error)}
        </p>
      )}
      <Button onClick={pay} busy={checkout.isPending} busyLabel="Opening payment..." disabled={!unpaid && tiers.length === 0}>
        {unpaid ? 'Pay and send for review' : 'Continue to payment'}
      </Button>
    </Panel>
  )
}

/** How this post moves on, the way the site takes posts now (`submission` comes with the tiers). */
function NextStepPanel({ post, token, onSent }: { post: JobPostManage; token: string; onSent: () => void }) {
  const tierList = useJobPostTiers().data
  const unpaid = UNPAID.has(post.state)
  if (!tierList) return null
  if (tierList.submission === 'checkout') return <PaymentPanel post={post} token={token} />
  if (tierList.submission === 'free-review' && unpaid)
    return <FreeReviewPanel post={post} token={token} days={tierList.tiers.find((offer) => offer.tier === FREE_REVIEW_TIER)?.days} onSent={onSent} />
  return <PaymentsOffPanel unpaid={unpaid} />
}

function ManagePost({ post, token }: { post: JobPostManage; token: string }) {
  const categories = useCategories().data ?? []
  const update = useUpdateJobPost()
  const close = useCloseJobPost(token)
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState<string | null>(null)
  const period = post.liveFrom && post.liveUntil ? `${day(post.liveFrom)} to ${day(post.liveUntil)}` : null

  const save = async (values: Parameters<typeof updateRequestFrom>[0]) => {
    const next = await update.mutateAsync({ id: post.id, post: updateRequestFrom(values, token) })
    setEditing(false)
    setSaved(next.revisionInReview ? JOB_POST_MESSAGES.revisionInReview : 'Your changes are saved.')
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8">
      <header>
        <p className="text-sm text-slate-600">Your job post</p>
        <h1 className="text-3xl font-bold break-words text-slate-900">{post.fields.title}</h1>
        <p className="mt-1 text-slate-700">{post.fields.company.name}</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Status">
          <p>
            <span data-testid="post-state" className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATE_STYLE[post.state]}`}>
              {JOB_POST_STATE_LABELS[post.state]}
            </span>
          </p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-600">Tier</dt>
            <dd className="font-medium text-slate-900 capitalize">{post.tier}</dd>
            {/* A post sent to review free paid nothing: its days are its listed period. */}
            <dt className="text-slate-600">{post.paid ? 'Paid period' : 'Listed period'}</dt>
            <dd className="font-medium text-slate-900">{period ?? 'Starts when the post is approved'}</dd>
            <dt className="text-slate-600">Contact</dt>
            <dd className="font-medium break-all text-slate-900">{post.contactEmail}</dd>
          </dl>
          {post.revisionInReview && <p className="rounded-lg bg-sky-50 p-3 text-sm text-sky-900">{JOB_POST_MESSAGES.revisionInReview}</p>}
          {post.rejectionReason && <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800">Why it was turned down: {post.rejectionReason}</p>}
          {post.job && post.state === 'live' && (
            <p className="text-sm">
              <Link to={`/jobs/${post.job.slug}`} className="font-semibold text-brand-700 hover:underline">
                See the live job
              </Link>
            </p>
          )}
        </Panel>

        <Panel title="Views and apply clicks">
          <StatsTable post={post} />
        </Panel>

        <Panel title="Company logo">
          <LogoUpload id={post.id} token={token} companyName={post.fields.company.name} logo={post.logo} />
        </Panel>

        {PAYABLE.has(post.state) && <NextStepPanel post={post} token={token} onSent={() => setSaved(JOB_POST_MESSAGES.sentForReview)} />}

        <Panel title="Company profile">
          <CompanyClaimPanel id={post.id} token={token} contactEmail={post.contactEmail} />
        </Panel>
      </div>

      {saved && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {saved}
        </p>
      )}

      {EDITABLE.has(post.state) && (
        <section className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-semibold text-slate-900">The post's details</h2>
            {!editing && (
              <Button variant="outline" onClick={() => (setSaved(null), setEditing(true))}>
                Edit the post
              </Button>
            )}
          </div>
          {post.state === 'live' && <p className="text-sm text-slate-600">Changes to a live post are reviewed first; the live job stays as it is until then.</p>}
          {editing && (
            <JobPostForm
              mode="edit"
              initialValues={formFromManagedPost(post)}
              initialPick={pickFromLocationText(post.fields.locationText) ?? EMPTY_PICK}
              categories={categories}
              tiers={[]}
              onSubmit={save}
              submitLabel="Save changes"
              busyLabel="Saving..."
            />
          )}
        </section>
      )}

      {CLOSABLE.has(post.state) && (
        <section className="space-y-2 rounded-xl border border-red-200 bg-white p-5">
          <h2 className="text-lg font-semibold text-slate-900">Close the post</h2>
          <p className="text-sm text-slate-600">
            {post.state === 'in-review'
              ? 'Changed your mind? Closing a post before our review ends it, and a paid post is refunded in full.'
              : 'Filled the job? Closing ends the post at once (a live job leaves every list). The payment is not refunded.'}
          </p>
          {close.isError && (
            <p role="alert" className="text-sm text-red-600">
              {failureMessage(close.error)}
            </p>
          )}
          <ConfirmDialog
            trigger={
              <Button variant="outline-danger" busy={close.isPending} busyLabel="Closing...">
                Close the post early
              </Button>
            }
            title="Close this job post?"
            description="The job leaves the site at once and cannot be opened again without a new payment."
            confirmLabel="Close the post"
            onConfirm={() => close.mutate(post.id)}
          />
        </section>
      )}
      {close.isSuccess && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {JOB_POST_MESSAGES.closed}
        </p>
      )}
    </div>
  )
}

/**
 * /post-a-job/manage?token=…: the private link mailed to the employer. Never cached and never indexed; a missing
 * or wrong token says so.
 */
function ManageBody() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const post = useManagedJobPost(token)
  if (!token) return <Problem title="This manage link is incomplete" message={`${JOB_POST_MESSAGES.token} Please open the link from the email we sent you.`} />
  if (post.isError) {
    const { status, message } = apiErrorBody(post.error)
    const fallback = status === 404 ? JOB_POST_MESSAGES.notFound : JOB_POST_MESSAGES.wrongToken
    return <Problem title="This job post cannot be shown" message={`${message || fallback} Please open the link from the email we sent you.`} />
  }
  if (!post.data)
    return (
      <p role="status" className="px-4 py-16 text-center text-slate-600">
        Loading your job post…
      </p>
    )
  return <ManagePost post={post.data} token={token} />
}

export default function ManagePostScreen() {
  return (
    <>
      <PageHead title="Manage your job post | Nomad Jobs" description="The status, views and apply clicks of your job post; edit, extend or close it." robots="noindex, nofollow" />
      <ManageBody />
    </>
  )
}
