import { categories } from '../../../seed/data/categories'
import { createRandom } from '../../../seed/random'
import { answerJson, keepCookies, type Answer, type BenchRequest } from './benchClient'
import { commonSearches, rareSearches, threeFilterLists } from './realisticQueries'

/**
 * The visitors of `bench:load`: each session is a short run of requests one person makes in order (a page,
 * then what they click next), drawn with seeded randomness so two runs send the same traffic. Each step names
 * the label it is reported under: the /api route as the route table names it, or the page type.
 */
export interface SessionState {
  /** The cookies the visitor's browser holds, as its Cookie header sends them: a member's session, and the
   *  marker a write sets so that the writer's next reads see it (they stay on the primary). */
  cookie?: string
  /** The manage token of the job post this session wrote. */
  postToken?: string
}

export interface Step {
  label: string
  method: 'GET' | 'POST'
  path: string
  json?: () => unknown
  /** The statuses that mean success; anything else is an error. */
  ok: number[]
  /** Keeps what the session needs from its answer besides cookies (a token). */
  after?: (answer: Answer, state: SessionState) => void
}

export interface Session {
  kind: string
  /** Stands for the visitor's address (the servers trust one proxy hop), so per-client limits count per visitor. */
  client: string
  state: SessionState
  steps: ((state: SessionState) => Step)[]
}

export interface Corpus {
  jobSlugs: string[]
  /** Members the bench registered before the run, all with `password`. */
  members: string[]
  password: string
}

/** The request a step sends for its session: the site's origin, the visitor's address, its cookies, its JSON body. */
export function stepRequest(step: Step, session: Session, siteUrl: string): BenchRequest {
  const headers: Record<string, string> = { origin: siteUrl, 'x-forwarded-for': session.client }
  if (session.state.cookie) headers.cookie = session.state.cookie
  if (step.json) headers['content-type'] = 'application/json'
  return { method: step.method, headers, body: step.json ? JSON.stringify(step.json()) : undefined }
}

/** Keeps what the session needs from a step's answer: its cookies, as a browser would, and a token when it succeeded. */
export function readStepAnswer(step: Step, answer: Answer, state: SessionState): void {
  state.cookie = keepCookies(state.cookie, answer)
  if (step.after && step.ok.includes(answer.status)) step.after(answer, state)
}

const DESCRIPTION =
  '<p>We are hiring a remote engineer to build and run our booking platform with a small, kind team.</p><ul><li>TypeScript and PostgreSQL</li><li>Four-day weeks</li></ul>'

const get = (label: string, path: string): Step => ({ label, method: 'GET', path, ok: [200] })
const qOf = (apiPath: string) => new URLSearchParams(apiPath.split('?')[1]).get('q') ?? 'developer'

/** Session mix: kind, weight (per 100 sessions) and its steps. */
export function sessionSource(corpus: Corpus, seed = 21) {
  const random = createRandom(seed)
  const searches = [...commonSearches(500, createRandom(seed + 1)), ...rareSearches(300, createRandom(seed + 2)), ...threeFilterLists(200, createRandom(seed + 3))]
  const search = () => random.pick(searches)
  const job = () => random.pick(corpus.jobSlugs)
  const category = () => random.pick(categories).slug
  let sessions = 0
  // Addresses new on every run, so a second run is not answered by the first run's per-address limits.
  const unique = () => `${Date.now().toString(36)}-${sessions}`

  const kinds: [kind: string, weight: number, steps: () => Session['steps']][] = [
    [
      'browse',
      35,
      () => {
        const first = search()
        const slug = job()
        return [
          () => get('page:home', '/'),
          () => get('page:search', `/search?q=${encodeURIComponent(qOf(first))}`),
          () => get(routeOf(first), first),
          () => get('page:jobs', `/jobs/${slug}`),
          () => get('page:categories', `/categories/${category()}`),
        ]
      },
    ],
    ['search', 25, () => [() => get(routeOf(search()), search()), () => get(routeOf(search()), search()), () => get('GET /api/jobs/:slug', `/api/jobs/${job()}`)]],
    [
      'member',
      12,
      () => {
        const email = random.pick(corpus.members)
        const slug = job()
        return [
          () => ({
            label: 'POST /api/auth/login',
            method: 'POST',
            path: '/api/auth/login',
            json: () => ({ email, password: corpus.password }),
            ok: [200],
          }),
          () => ({ label: 'POST /api/auth/save-job', method: 'POST', path: '/api/auth/save-job', json: () => ({ jobSlug: slug }), ok: [200] }),
          () => get('GET /api/saved-jobs', '/api/saved-jobs'),
          () => get('page:jobs', `/jobs/${slug}`),
        ]
      },
    ],
    [
      'alert',
      6,
      () => {
        const first = search()
        return [
          () => get('page:search', `/search?q=${encodeURIComponent(qOf(first))}`),
          () => ({ label: 'POST /api/alerts', method: 'POST', path: '/api/alerts', json: () => ({ email: `alert-${unique()}@bench.example`, frequency: 'daily', q: qOf(first) }), ok: [201] }),
        ]
      },
    ],
    [
      'employer',
      5,
      () => [
        () => get('page:post-a-job', '/post-a-job'),
        () => get('GET /api/job-posts/tiers', '/api/job-posts/tiers'),
        () => ({
          label: 'POST /api/job-posts',
          method: 'POST',
          path: '/api/job-posts',
          json: () => ({
            company: { name: `Bench Co ${sessions}`, website: 'https://bench.example' },
            title: 'Senior Platform Engineer',
            category: 'development',
            type: 'full-time',
            experienceLevel: 'senior',
            description: DESCRIPTION,
            applyUrl: 'https://bench.example/apply',
            applyEmail: '',
            salaryMin: 5000,
            salaryMax: 7000,
            salaryCurrency: 'EUR',
            salaryPeriod: 'month',
            locationText: 'Europe',
            tier: 'featured',
            contactEmail: `employer-${unique()}@bench.example`,
          }),
          ok: [201],
          after: (answer, state) => {
            state.postToken = (answerJson(answer) as { token: string }).token
          },
        }),
        (state) => get('GET /api/job-posts/manage', `/api/job-posts/manage?token=${encodeURIComponent(state.postToken ?? '')}`),
      ],
    ],
    [
      'feeds',
      17,
      () => [
        () => get('feeds', random.pick(['/feeds/jobs.rss', '/feeds/jobs.atom', '/feeds/jobs.json'])),
        () => get('feeds', `/feeds/jobs.rss?q=${encodeURIComponent(qOf(search()))}`),
        () => get('sitemap', '/sitemap.xml'),
      ],
    ],
  ]
  const weighted = kinds.flatMap(([kind, weight, steps]) => Array.from({ length: weight }, () => [kind, steps] as const))

  return (): Session => {
    sessions++
    const [kind, steps] = random.pick(weighted)
    return { kind, client: `10.${(sessions >> 16) & 255}.${(sessions >> 8) & 255}.${sessions & 255}`, state: {}, steps: steps() }
  }
}

/** The route-table label of a generated /api path. */
function routeOf(apiPath: string): string {
  return apiPath.startsWith('/api/search') ? 'GET /api/search' : 'GET /api/jobs'
}
