import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { PageHead } from '@web/lib/PageHead'
import { useCategories } from '@web/lib/taxonomy/getCategories'
import { EMPTY_PICK } from '@web/lib/jobs/whoMayApplyText'
import { createJobPost } from '../api/createJobPost'
import { useJobPostTiers } from '../api/getJobPostTiers'
import { startJobPostCheckout } from '../api/startJobPostCheckout'
import { updateJobPost } from '../api/updateJobPost'
import { JobPostForm } from '../components/JobPostForm'
import { draftIdFrom, readDraft, storeDraft, type StoredDraft } from '../lib/draftStore'
import { emptyJobPostForm, updateRequestFrom, type JobPostFormValues } from '../lib/formValues'
import type { WhoMayApplyPick } from '@web/lib/jobs/whoMayApplyText'

export const POST_A_JOB_TITLE = 'Post a Remote Job | Nomad Jobs'

/**
 * /post-a-job: the employer's form. Sending it stores the post (or updates the one this tab already stored), then
 * goes to Stripe Checkout. Stripe's cancel URL, /post-a-job?post={id}, brings back the filled form from this tab's
 * sessionStorage, so paying later sends the same post again instead of a second one.
 */
export default function PostJobScreen() {
  const [params, setParams] = useSearchParams()
  const categories = useCategories().data ?? []
  const tiers = useJobPostTiers().data?.tiers ?? []
  const draftId = draftIdFrom(params)
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
        {restored === undefined ? (
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
            submitLabel="Continue to payment"
            busyLabel="Saving your post..."
            footnote="You pay on Stripe's secure page. We email you a private link to manage the post, and our team reviews it before it goes live."
          />
        )}
      </div>
    </>
  )
}
