import { Bookmark, BookmarkCheck } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import { AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { toast } from '@web/components/ui/useToast'
import { useSession } from '@web/lib/session/getSession'
import { useToggleSavedJob } from '@web/lib/session/saveJob'

/** Where a signed-out visitor's Save leads: sign in, then the job is saved (docs/design-notes.md, "Sign-in finishes what started it"). */
const signInToSavePath = (jobSlug: string) => `/login?${new URLSearchParams({ [AUTH_FORM_PARAMS.save]: jobSlug })}`

/** The invitation a signed-out Save gets: nothing went wrong, so it is not the red error toast. */
function promptSignIn(jobSlug: string) {
  toast({
    title: 'Sign in to save',
    description: (
      <>
        Please sign in to save jobs{' '}
        <Link to={signInToSavePath(jobSlug)} className="font-semibold underline">
          Sign In
        </Link>
      </>
    ),
  })
}

/**
 * The job screen's 'Save Job' / 'Saved' toggle with the toasts. It submits a GET form to the sign-in page with the
 * job (`/login?save={slug}`), which is what it does without JavaScript; with it, the click saves or unsaves the job,
 * or asks a signed-out visitor to sign in.
 */
export function SaveJobButton({ jobSlug }: { jobSlug: string }) {
  const { user } = useSession()
  const toggle = useToggleSavedJob()
  const saved = Boolean(user?.savedJobs.includes(jobSlug))
  const Icon = saved ? BookmarkCheck : Bookmark

  const onClick = (event: MouseEvent) => {
    event.preventDefault()
    if (!user) return promptSignIn(jobSlug)
    toggle.mutate(
      { jobSlug, save: !saved },
      {
        onSuccess: () =>
          toast(saved ? { title: 'Job unsaved', description: 'Job removed from your saved list' } : { title: 'Job saved', description: 'Job added to your saved list' }),
        onError: () =>
          toast({ title: 'Error', description: saved ? 'Failed to unsave job. Please try again.' : 'Failed to save job. Please try again.', variant: 'destructive' }),
      },
    )
  }

  // One width for both labels: the signed-in state ('Saved') arrives after hydration and must not reflow the title
  // beside it, nor move the icon. Both labels share one cell and only their visibility changes: the cell keeps the
  // longer one's width, and no text is rewritten in place (the browser counts rewritten text as moved). The icon has
  // a column of its own width and comes after the labels in the page: a slow phone paints the button before all of
  // it has arrived, and neither part then moves when the other comes; even with none of it yet, the button has its final
  // height (a line of text-sm, its padding and border) and, as a block, no text baseline to sit on that would move it
  // when its label arrives. The form is `display: contents`: no box of its own.
  return (
    <form method="get" action="/login" className="contents">
      <input type="hidden" name={AUTH_FORM_PARAMS.save} value={jobSlug} />
      <button
        type="submit"
        onClick={onClick}
        disabled={toggle.isPending}
        aria-pressed={saved}
        className={`grid min-h-[calc(2.25rem+2px)] min-w-32 grid-cols-[1rem_auto] items-center justify-center gap-2 rounded-lg border px-4 py-2 text-sm font-semibold transition-colors disabled:opacity-60 ${
          saved ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
        }`}
      >
        <span className="col-start-2 row-start-1 grid">
          <span className={`col-start-1 row-start-1 ${saved ? 'invisible' : ''}`}>Save Job</span>
          <span className={`col-start-1 row-start-1 ${saved ? '' : 'invisible'}`}>Saved</span>
        </span>
        <Icon size={16} className="col-start-1 row-start-1" />
      </button>
    </form>
  )
}
