import type { AtsId } from '@cms/contract/providers'

/**
 * A starter list of remote-first companies' public ATS boards (tokens as their careers pages show them). A token
 * that has changed only shows as a 404 in its board's health on /admin; admins add or remove boards there.
 */
export const STARTER_JOB_BOARDS: { ats: AtsId; token: string; company: string }[] = [
  { ats: 'greenhouse', token: 'gitlab', company: 'GitLab' },
  { ats: 'greenhouse', token: 'elastic', company: 'Elastic' },
  { ats: 'greenhouse', token: 'vercel', company: 'Vercel' },
  { ats: 'greenhouse', token: 'mozilla', company: 'Mozilla' },
  { ats: 'greenhouse', token: 'canonical', company: 'Canonical' },
  { ats: 'greenhouse', token: 'wikimedia', company: 'Wikimedia Foundation' },
  { ats: 'ashby', token: 'posthog', company: 'PostHog' },
  { ats: 'ashby', token: 'supabase', company: 'Supabase' },
  { ats: 'ashby', token: 'linear', company: 'Linear' },
  { ats: 'ashby', token: 'zapier', company: 'Zapier' },
  { ats: 'ashby', token: 'duck-duck-go', company: 'DuckDuckGo' },
  { ats: 'lever', token: 'binance', company: 'Binance' },
]
