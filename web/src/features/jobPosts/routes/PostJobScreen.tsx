import { FREE_REVIEW_TIER, type JobPostSubmission } from '@cms/contract/jobPosts'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PageHead } from '@web/lib/PageHead'
import { siteFeatures } from '@web/lib/siteFeatures'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { EMPTY_PICK } from '@web/lib/jobs/whoMayApplyText'
import { createJobPost } from '../api/createJobPost'
import { useJobPostTiers } from '../api/getJobPostTiers'
import { sendJobPostForReview } from '../api/sendForReview'
import { startJobPostCheckout } from '../api/startJobPostCheckout'
import { updateJobPost } from '../api/updateJobPost'
import { DraftKeptNotice } from '../components/DraftKeptNotice'
import { JobPostForm } from '../components/JobPostForm'
import { draftIdFrom, readDraft, storeDraft, type StoredDraft } from '../lib/draftStore'
import { emptyJobPostForm, updateRequestFrom, type JobPostFormValues } from '../lib/formValues'
import type { WhoMayApplyPick } from '@web/lib/jobs/whoMayApplyText'

export const POST_A_JOB_TITLE = 'Post a Remote Job | Nomad Jobs'

const SUBMIT_LABELS: Record<JobPostSubmission, string> = { checkout: 'Continue to payment', 'free-review': 'Send for review', paused: 'Save as a draft' }
const FOOTNOTES: Record<JobPostSubmission, string> = {
  checkout: "You pay on Stripe's secure page. We email you a private link to manage the post, and our team reviews it before it goes live.",
  'free-review': 'We email you a private link to manage the post. Our team reviews it before it goes live.',
  paused: 'We email you a private link to manage the post; pay from it once payments are on.',
}

/**
 * /post-a-job: the employer's form. Sending it stores the post (or updates the one this tab already stored), then
 * goes to Stripe Checkout. Stripe's cancel URL, /post-a-job?post={id}, brings back the filled form from this tab's
 * sessionStorage, so paying later sends the same post again instead of a second one. With payments off the page
 * says so before the form, and sending keeps the post as a draft (or, when admins allow it, sends it to review free)
 * and shows what was kept and where its link went.
 */
export default function PostJobScreen() {
  const [params, setParams] = useSearchParams()
  const categories = useCategories().data ?? []
  const tierList = useJobPostTiers().data
  const tiers = tierList?.tiers ?? []
  const draftId = draftIdFrom(params)
  // How a post reaches review here, as the server answers it with the tiers (the page's own features until then).
  const submission: JobPostSubmission = tierList?.submission ?? (siteFeatures().payments ? 'checkout' : 'paused')
  // With payments off: what the sending kept (a draft, or a post sent to review free), shown in place of the form.
  const [kept, setKept] = useState<{ values: JobPostFormValues; inReview: boolean } | null>(null)
  // The draft named by the address, read once the page runs in the browser (the server has no sessionStorage).
  const [restored, setRestored] = useState<StoredDraft | null | undefined>(draftId ? undefined : null)
  // The post this form sends to: the restored one, or the one its first sending created.
  const post = useRef<{ id: number; token: string } | null>(null)
  // The address names a post this tab has no copy of (another tab or browser, or storage was cleared).
  const [missingDraft, setMissingDraft] = useState(false)
  useEffect(() => {
    if (draftId && post.current?.id === draftId) return // the address now names the post this form just stored
    const found = draftId ? readDraft(draftId) : null
    post.current = found && { id: found.id, token: found.token }
    setRestored(found)
    setMissingDraft(draftId !== null && !found)
  }, [draftId])

  const send = async (values: JobPostFormValues, pick: WhoMayApplyPick) => {
    const existing = post.current
    if (existing) await updateJobPost(existing.id, updateRequestFrom(values, existing.token))
    else {
      const created = await createJobPost(values)
      post.current = { id: created.id, token: created.token }
    }
    const current = post.current!
    storeDraft({ ...current, values, pick })
    // From now on the address names the post: a failed payment step or a reload sends this post again, not a new one.
    setParams({ post: String(current.id) }, { replace: true })
    if (submission !== 'checkout') {
      if (submission === 'free-review') await sendJobPostForReview(current.id, current.token)
      setKept({ values, inReview: submission === 'free-review' })
      window.scrollTo({ top: 0 }) // the notice replaces a long form: show it from its start
      return
    }
    const { url } = await startJobPostCheckout(existing ? { ...current, tier: values.tier } : current)
    window.location.assign(url)
  }

  return (
    <>
      <PageHead
        title={POST_A_JOB_TITLE}
        description="Post a remote job to digital nomads: salary and who may apply on every listing, a live preview, paid through Stripe and reviewed by our team before it goes live."
        canonicalPath="/post-a-job"
      />
      <div className="mx-auto max-w-7xl px-4 py-8">
        <header className="mb-6 max-w-3xl">
          <h1 className="text-3xl font-bold text-slate-900">Post a remote job</h1>
          <p className="mt-2 text-slate-600">
            Reach people who work from anywhere. Every post states its salary and who may apply, and our team reviews each one before it goes live.
          </p>
        </header>
        <noscript>
          <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            This form needs JavaScript for its editor, its preview and the payment step. Please turn JavaScript on, or use a browser that runs it, to post a job.
          </p>
        </noscript>
        {missingDraft && (
          <p role="status" className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
            This browser tab has no copy of that post. To pay for it or change it, open the manage link in the email we sent you; the form below
            starts a new post.
          </p>
        )}
        {submission !== 'checkout' && !kept && (
          <p role="note" className="mb-6 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
            {submission === 'free-review'
              ? 'Payments are off on this site for now, so posts are reviewed free of charge: send yours and our team reviews it before it goes live, listed as a Standard post. We email you a private link to manage it.'
              : 'Payments are off on this site for now, so posts cannot be sent for review yet. You can still send your post: we keep it as a draft (nothing is published) and email you a private link to manage it and pay once payments are on.'}
          </p>
        )}
        {kept ? (
          <DraftKeptNotice
            values={kept.values}
            inReview={kept.inReview}
            tierLabel={tiers.find((tier) => tier.tier === (kept.inReview ? FREE_REVIEW_TIER : kept.values.tier))?.label ?? kept.values.tier}
          />
        ) : restored === undefined ? (
          <p className="text-slate-600" role="status">
            Loading your post…
          </p>
        ) : (
          <JobPostForm
            key={restored ? `draft-${restored.id}` : 'new'}
            mode="create"
            initialValues={restored?.values ?? emptyJobPostForm()}
            initialPick={restored?.pick ?? EMPTY_PICK}
            categories={categories}
            tiers={tiers}
            onSubmit={send}
            submitLabel={SUBMIT_LABELS[submission]}
            busyLabel="Saving your post..."
            footnote={FOOTNOTES[submission]}
            submission={submission}
          />
        )}
      </div>
    </>
  )
}
