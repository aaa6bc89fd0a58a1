import { CheckCircle2 } from 'lucide-react'
import { Link } from 'react-router-dom'
import { buttonClass } from '@web/components/ui/Button'
import { PageHead } from '@web/lib/PageHead'

/**
 * /post-a-job/paid?post={id}: Stripe's success URL. Honest about what happens next: the payment is confirmed to
 * us by Stripe separately, staff review the post, and the manage link is in the employer's mail.
 */
export default function PostPaidScreen() {
  return (
    <>
      <PageHead title="Thank you: your job post is in review | Nomad Jobs" description="Your job post is paid and in review; the link to manage it is in your email." robots="noindex, nofollow" />
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <CheckCircle2 className="mx-auto text-brand-600" size={48} aria-hidden />
        <h1 className="mt-4 text-3xl font-bold text-slate-900">Thank you! Your job post is in review</h1>
        <p className="mt-4 text-slate-700">
          Once Stripe confirms your payment, our team reviews the post. We email you when it is live, or why not (a post we turn down is
          refunded).
        </p>
        <p className="mt-3 text-slate-700">
          The private link to manage your post (its status, views and apply clicks, the logo, edits, closing it) is in the email we sent to the
          contact address. It is the only way in, so keep that email.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/search" className={buttonClass('primary', 'lg')}>
            Browse jobs
          </Link>
          <Link to="/post-a-job" className={buttonClass('outline', 'lg')}>
            Post another job
          </Link>
        </div>
      </div>
    </>
  )
}
