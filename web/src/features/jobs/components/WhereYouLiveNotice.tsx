import { useEffect } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { formatCount } from '@web/lib/numbers'
import { useSession } from '@web/lib/session/getSession'
import { choiceFromParams, describeChoice, fillStoredChoice, profileChoice, readStoredChoice, storeChoice, withChoice } from '@web/lib/jobs/whereYouLive'

const hrefOf = (pathname: string, params: URLSearchParams) => (params.toString() ? `${pathname}?${params}` : pathname)

/**
 * Arriving at a list (a new path), the choice remembered on this device (else the signed-in user's profile, once
 * the session is known) fills in `country` and `tz`, unless the URL already says where the visitor lives (a shared
 * link keeps its own list). Changing the URL on the same list (Clear All, "Show them too") is left alone, so those
 * links mean what they say.
 */
function useStoredChoiceOnArrival() {
  const { pathname } = useLocation()
  const [params, setParams] = useSearchParams()
  const { user } = useSession()
  const fromProfile = user ? profileChoice(user) : null
  useEffect(() => {
    const filled = fillStoredChoice(params, readStoredChoice() ?? fromProfile)
    if (filled) setParams(filled, { replace: true })
    // Only on arrival at a path (or when the profile arrives there): the params of that moment are the ones to fill.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, fromProfile?.country, fromProfile?.tz])
}

/**
 * Above a list filtered by where the visitor lives: what it is filtered by, one link to turn that off (here and
 * for the next lists), and, when `country` left out jobs that do not say where they hire, how many and a link
 * that lists them too. Plain links, so they work before the script.
 */
export function WhereYouLiveNotice({ eligibilityUnknown }: { eligibilityUnknown?: number }) {
  useStoredChoiceOnArrival()
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const choice = choiceFromParams(params)
  if (!choice.country && choice.tz === null) return null
  const turnOff = () => {
    const stored = readStoredChoice()
    if (stored) storeChoice({ ...stored, on: false })
  }
  return (
    <div className="mb-4 space-y-1 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-slate-700" data-testid="where-you-live-notice">
      <p>
        Jobs you can do from <strong>{describeChoice(choice)}</strong>.{' '}
        <Link to={hrefOf(pathname, withChoice(params, { country: null, tz: null }))} onClick={turnOff} className="font-medium text-brand-700 underline">
          Show all jobs
        </Link>
      </p>
      {choice.country && eligibilityUnknown ? (
        <p data-testid="eligibility-unknown">
          {formatCount(eligibilityUnknown)} more {eligibilityUnknown === 1 ? 'job does' : 'jobs do'} not say where {eligibilityUnknown === 1 ? 'it hires' : 'they hire'}.{' '}
          <Link to={hrefOf(pathname, withChoice(params, { ...choice, country: null }))} className="font-medium text-brand-700 underline">
            Show them too
          </Link>
        </p>
      ) : null}
    </div>
  )
}
