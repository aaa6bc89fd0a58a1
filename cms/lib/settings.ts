import { z } from 'zod'

/**
 * Every setting the server reads from its environment, with its default and its check. Nothing else in
 * cms/ or collections/ reads process.env. The settings tables of the README and docs/ are checked against SETTINGS_SCHEMA
 * by settings.test.ts. A bad value stops the server at start with a message naming the variable.
 */
const text = (fallback = '') =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim() || fallback)
const optionalText = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
/** 'true' or 'false' (blank means the default). */
const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim().toLowerCase() || undefined)
    .pipe(z.enum(['true', 'false'], { error: "must be 'true' or 'false'" }).optional())
    .transform((v) => (v === undefined ? fallback : v === 'true'))
const number = (fallback: number, { min = 0, max = Infinity, int = false }: { min?: number; max?: number; int?: boolean } = {}) =>
  z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? Number(v) : fallback))
    .pipe(
      z
        .number({ error: 'must be a number' })
        .refine((n) => Number.isFinite(n) && n >= min, `must be a number of at least ${min}`)
        .refine((n) => n <= max, `must be at most ${max}`)
        .refine((n) => !int || Number.isInteger(n), 'must be a whole number'),
    )

export const SETTINGS_SCHEMA = z.object({
  NODE_ENV: text('development'),
  /** Set by Next while it builds: the config is evaluated without serving anything. */
  NEXT_PHASE: optionalText,
  PORT: number(3000, { min: 1, int: true }),
  SITE_URL: optionalText,
  TRUSTED_ORIGINS: text(),
  TRUSTED_PROXY_HOPS: number(0, { int: true }),
  DATABASE_URL: optionalText,
  /** Streaming replicas (comma-separated URLs) that serve public reads; empty: every read on DATABASE_URL. */
  DATABASE_READ_URLS: text(),
  /** A replica further behind the primary than this much WAL is skipped until it catches up. */
  DATABASE_READ_MAX_LAG_BYTES: number(8 * 1024 * 1024, { int: true }),
  /** Work memory of each of the server's database connections (sorts, hashes and the search's match bitmaps). */
  DATABASE_WORK_MEM_MB: number(32, { min: 1, max: 2048, int: true }),
  /** After a visitor's write, their reads stay on the primary this long (a cookie, so any server honours it). */
  READ_AFTER_WRITE_SECONDS: number(5, { min: 1, int: true }),
  PAYLOAD_SECRET: optionalText,
  PAYLOAD_PUSH: flag(false),
  INSECURE_COOKIES: flag(false),
  UPLOADS_DIR: optionalText,
  EXPOSE_RESET_TOKEN: flag(false),
  AUTH_RATE_LIMIT_SCALE: number(1, { min: 1 }),
  STRIPE_SECRET_KEY: text(),
  STRIPE_PUBLISHABLE_KEY: text(),
  STRIPE_WEBHOOK_SECRET: text(),
  STRIPE_PRICE_ID: text(),
  STRIPE_API_BASE: text(),
  NOTION_TEMPLATE_URL: text(),
  GUIDE_DOWNLOAD_LINK_TTL_HOURS: number(72, { min: 1 }),
  GUIDE_DOWNLOAD_LIMIT: number(5, { min: 1, int: true }),
  GUIDE_DOWNLOAD_WINDOW_DAYS: number(365, { min: 1 }),
  ENABLE_TEST_ENDPOINTS: flag(false),
  /** Tests only: the /api entry checks every answer against its call's declaration and throws on one that leaves it. */
  API_CHECK_ANSWERS: flag(false),
  REMOTEOK_BASE_URL: optionalText,
  WEB3CAREER_BASE_URL: optionalText,
  WEB3CAREER_API_TOKEN: text(),
  WEB3CAREER_LIMIT: number(100, { min: 1, int: true }),
  JSEARCH_BASE_URL: optionalText,
  RAPIDAPI_KEY: text(),
  JSEARCH_QUERY: text('remote developer'),
  JSEARCH_PAGES: number(1, { min: 1, int: true }),
  ADZUNA_BASE_URL: optionalText,
  ADZUNA_APP_ID: text(),
  ADZUNA_API_KEY: text(),
  ADZUNA_COUNTRY: text('us'),
  ADZUNA_QUERY: text('remote'),
  ADZUNA_PAGES: number(1, { min: 1, int: true }),
  BRANDFETCH_BASE_URL: optionalText,
  BRANDFETCH_API_KEY: text(),
  BRANDFETCH_PER_RUN: number(20, { int: true }),
  REMOTIVE_BASE_URL: optionalText,
  HIMALAYAS_BASE_URL: optionalText,
  JOBICY_BASE_URL: optionalText,
  /** Remotive asks for at most 4 fetches a day: a run sooner than this after its last fetch is skipped. */
  REMOTIVE_MIN_HOURS: number(6, { min: 6 }),
  GREENHOUSE_BASE_URL: optionalText,
  LEVER_BASE_URL: optionalText,
  ASHBY_BASE_URL: optionalText,
  WORKABLE_BASE_URL: optionalText,
  /** At most one request per this interval to any one host (the sources' manners); benchmarks turn it down. */
  PROVIDER_HOST_INTERVAL_MS: number(1000),
  /** The contact address the sources' User-Agent names (their operators write here about our traffic). */
  PROVIDER_CONTACT: text('admin@example.com'),
  PROVIDER_TIMEOUT_MS: number(15_000),
  PROVIDER_RETRIES: number(2, { int: true }),
  PROVIDER_BACKOFF_MS: number(500),
  INGEST_CRON: text('0 */6 * * *'),
  /** false: this web server runs no queue work; `npm run worker` does. */
  JOBS_AUTORUN: flag(true),
  JOBS_RUN_CRON: text('* * * * *'),
  /** Scheduled posts are published on this cron (seconds field allowed). */
  PUBLISH_CRON: text('*/10 * * * * *'),
  ALERTS_INSTANT_CRON: text('*/5 * * * *'),
  /** Daily and weekly alert digests go out at this hour (UTC); weekly ones on this weekday (0 = Sunday). */
  ALERTS_DIGEST_HOUR: number(8, { max: 23, int: true }),
  ALERTS_WEEKLY_DAY: number(1, { max: 6, int: true }),
  /** Set by the start scripts: 'web' or 'worker'. */
  NOMAD_PROCESS: text('web'),
  SHUTDOWN_TIMEOUT_MS: number(25_000),
  PUBLIC_READ_CACHE_SECONDS: number(30),
  /** Read-only public /api calls a client (an IPv4 address or an IPv6 /64) may make a minute; 0 turns the limit off (benchmarks). */
  PUBLIC_RATE_LIMIT_PER_MINUTE: number(300, { int: true }),
  HTML_CACHE_SECONDS: number(30),
  HTML_CACHE_MAX_MB: number(64),
  REQUEST_TIME_BUDGET_MS: number(30_000, { min: 1 }),
  /** Admission (cms/server/admission.ts): requests one process works on at once at most; past the limit in force a request waits up to 250 ms for a place, then is answered 503. 0: no limit. */
  ADMISSION_MAX_IN_FLIGHT: number(48, { int: true }),
  /** Admission: the time (ms) nine in ten page and read answers should take; while more are slower the in-flight limit comes down. 0: a fixed limit. */
  ADMISSION_TARGET_LATENCY_MS: number(500, { int: true }),
  /** Admission: refuse new work while the event loop's mean delay over the last sample is above this (ms). 0: no gate. */
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: number(100, { int: true }),
  /** The Retry-After (seconds) of a refused request. */
  ADMISSION_RETRY_AFTER_SECONDS: number(2, { min: 1, int: true }),
  CSP_EXTRA_HOSTS: text(),
  /** Build-time SPA settings the server also reads: the CSP allows the ad hosts only when ads are configured. */
  VITE_ADSENSE_CLIENT: text(),
  VITE_ADS_CONVERSION_ID: text(),
  LOG_LEVEL: text('info'),
  /** The bearer token a Prometheus scraper sends for /metrics; without it there is no /metrics. */
  METRICS_TOKEN: text(),
  /** A queue job still marked running after this long was left by a stopped process and runs again. */
  JOB_STALE_SECONDS: number(900, { min: 1, int: true }),
  /** The worker copies this backup folder (archived WAL, base backups) to S3_BUCKET; default: the embedded one's. */
  BACKUP_DIR: text('.data/backups'),
  /** The worker's /metrics port (same token); 0: the worker serves none. Web servers answer /metrics on PORT. */
  WORKER_METRICS_PORT: number(0, { min: 0, max: 65535, int: true }),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  S3_REGION: text('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag(false),
  JOB_COUNT_CACHE_SECONDS: number(60),
  /** The apply-link checker (worker): how often a pass starts, how long it may run, and its manners. */
  LINK_CHECK_CRON: text('*/10 * * * *'),
  /** Salaries: when the worker fetches the ECB's daily reference rates (published around 16:00 CET), and from where. */
  EXCHANGE_RATES_CRON: text('30 16 * * *'),
  EXCHANGE_RATES_URL: text('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml'),
  /** Employers' job posts: how often the worker ends paid periods and sends renewal notices. */
  JOB_POSTS_CRON: text('*/15 * * * *'),
  LINK_CHECK_PASS_SECONDS: number(540, { min: 1 }),
  LINK_RECHECK_MINUTES: number(720, { min: 1 }),
  LINK_CHECK_HOST_INTERVAL_MS: number(1100),
  LINK_CHECK_TIMEOUT_MS: number(8000, { min: 100 }),
  LINK_CHECK_CONCURRENCY: number(64, { min: 1, int: true }),
  LINK_CHECK_BATCH: number(10_000, { min: 1, int: true }),
  /** Tests and benchmarks on loopback only: lets the checker connect to private and loopback addresses. */
  LINK_CHECK_ALLOW_PRIVATE: flag(false),
  MAIL_FROM: text('Nomad Jobs <no-reply@localhost>'),
  /** The public support address the seeded pages give, and where contact messages are mailed (else the first admin). */
  SUPPORT_EMAIL: optionalText,
  MAIL_OUTBOX_DIR: optionalText,
  SMTP_HOST: optionalText,
  SMTP_PORT: number(587, { min: 1, int: true }),
  SMTP_SECURE: flag(false),
  SMTP_USER: optionalText,
  SMTP_PASS: text(),
  SMTP_IGNORE_TLS: flag(false),
})
export type Settings = z.output<typeof SETTINGS_SCHEMA>
export type SettingName = keyof Settings

const NAMES = Object.keys(SETTINGS_SCHEMA.shape) as SettingName[]

/** Parses an environment; throws one error listing every bad variable and what it must be. */
export function parseSettings(environment: Record<string, string | undefined>): Settings {
  const result = SETTINGS_SCHEMA.safeParse(Object.fromEntries(NAMES.map((name) => [name, environment[name]])))
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${String(issue.path[0])}=${JSON.stringify(environment[String(issue.path[0])])} ${issue.message}`)
  throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`)
}

let cached: { signature: string; value: Settings } | null = null
let final = false

/**
 * The server's settings, parsed once. Until the server says its environment is final (settingsAreFinal), the
 * environment is parsed again if one of these variables changed since: the start script fills some in before
 * the server runs, and tests switch providers and Stripe keys between cases.
 */
export function settings(): Settings {
  if (final && cached) return cached.value
  const signature = NAMES.map((name) => process.env[name] ?? '\u0000').join('\u0001')
  if (cached?.signature !== signature) cached = { signature, value: parseSettings(process.env) }
  return cached.value
}

/**
 * Called by the server process once its environment is complete: settings() answers from memory from then on.
 * Reading every variable again on each call was about a tenth of a trivial request's time.
 */
export function settingsAreFinal(): Settings {
  final = false
  const value = settings()
  final = true
  return value
}
