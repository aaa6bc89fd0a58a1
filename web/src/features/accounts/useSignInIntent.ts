import { useNavigate, useSearchParams } from 'react-router-dom'
import { afterSignInPath, AUTH_FORM_ACTIONS, AUTH_FORM_PARAMS } from '@cms/contract/accountValues'
import { toast } from '@web/components/ui/useToast'
import { useToggleSavedJob } from '@web/lib/session/saveJob'

/**
 * What a sign-in or registration screen was opened for: `?save={slug}` when a job's Save button sent the visitor
 * here. Gives the screen's form action (its plain post keeps the page's query), the query its links to the other
 * screen keep, the server's inline error after a plain post, and `finish`, which saves the job and goes where a
 * signed-in user goes (docs/design-notes.md "Sign-in finishes what started it").
 */
export function useSignInIntent(kind: keyof typeof AUTH_FORM_ACTIONS) {
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const toggle = useToggleSavedJob()
  const save = params.get(AUTH_FORM_PARAMS.save)
  const pageQuery = new URLSearchParams(params)
  pageQuery.delete(AUTH_FORM_PARAMS.error)
  const query = pageQuery.toString()

  const finish = async () => {
    if (save) {
      try {
        await toggle.mutateAsync({ jobSlug: save, save: true })
        toast({ title: 'Job saved', description: 'Job added to your saved list' })
      } catch {
        toast({ title: 'Error', description: 'Failed to save job. Please try again.', variant: 'destructive' })
      }
    }
    navigate(afterSignInPath(save))
  }

  return {
    formAction: `${AUTH_FORM_ACTIONS[kind]}${query ? `?${query}` : ''}`,
    /** The query of a link to the other screen (login <-> register): the intent survives the switch. */
    carry: (extra: Record<string, string> = {}) => {
      const carried = new URLSearchParams({ ...(save ? { [AUTH_FORM_PARAMS.save]: save } : {}), ...extra }).toString()
      return carried ? `?${carried}` : ''
    },
    serverError: params.get(AUTH_FORM_PARAMS.error) ?? '',
    finish,
  }
}
