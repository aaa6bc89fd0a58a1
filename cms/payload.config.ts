import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { AffiliateLinks } from '@collections/AffiliateLinks'
import { Categories } from '@collections/Categories'
import { Companies } from '@collections/Companies'
import { CompanyClaims } from '@collections/CompanyClaims'
import { DownloadTokens } from '@collections/DownloadTokens'
import { GuideFiles } from '@collections/GuideFiles'
import { IngestionRuns } from '@collections/IngestionRuns'
import { JobBoards } from '@collections/JobBoards'
import { Integrations } from '@collections/globals/Integrations'
import { JobPosts } from '@collections/JobPosts'
import { JobPostTiers } from '@collections/globals/JobPostTiers'
import { JobReports } from '@collections/JobReports'
import { Jobs } from '@collections/Jobs'
import { restrictEditLocks } from '@collections/lockedDocumentsAccess'
import { Locations } from '@collections/Locations'
import { Media } from '@collections/Media'
import { Orders } from '@collections/Orders'
import { Pages } from '@collections/Pages'
import { Posts } from '@collections/Posts'
import { Skills } from '@collections/Skills'
import { StripeEvents } from '@collections/StripeEvents'
import { Subscribers } from '@collections/Subscribers'
import { ContactMessages } from '@collections/ContactMessages'
import { ToolkitTools } from '@collections/ToolkitTools'
import { Users } from '@collections/Users'
import { payloadRestClientErrors } from './lib/payloadRestClientErrors'
import { withReadBounds } from '@collections/hooks/withReadBounds'
import { inAdminGroup } from '@collections/adminGroups'
import { REST_MAX_DEPTH } from './contract/limits'
import { payloadDomainFailures } from './api/failures'
import { contentSeoPlugin } from '@cms/domain/blog/seo'
import { jobsConfig } from './jobsQueue'
import { env } from './lib/env'
import { uploadStoragePlugin } from './lib/storage/uploadStorage'
import { GUIDE_MAX_BYTES } from './contract/admin'
import { settings } from '@cms/lib/settings'
import { serverPoolOptions } from './lib/poolOptions'
import { routePayloadReads } from '@cms/lib/replicas/payloadReads'

// Refused, unauthenticated and invalid requests are routine: one info line each, never a stack trace
// (HttpError and Failure are ours: the expected failures thrown from hooks and endpoints).
const routineErrorsLogged: Record<string, 'info'> = { Forbidden: 'info', AuthenticationError: 'info', HttpError: 'info', Failure: 'info', NotFound: 'info', ValidationError: 'info', Locked: 'info', MissingFile: 'info' }

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  secret: env.payloadSecret,
  // `/admin` and `/api` belong to the SPA and the documented API (see ARCHITECTURE.md).
  routes: { admin: '/cms', api: '/cms/api' },
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' - Nomad Jobs CMS' },
    importMap: { baseDir: dirname, importMapFile: path.resolve(dirname, 'app/(payload)/cms/importMap.js') },
  },
  csrf: env.trustedOrigins,
  cors: env.trustedOrigins,
  // Each under its dashboard heading (collections/adminGroups.ts); the headings follow this order, so what
  // editors write comes first and the system's own records last.
  collections: [
    Posts, Pages, AffiliateLinks, Media, ToolkitTools,
    Jobs, JobPosts, JobReports, Companies, CompanyClaims, Categories, Locations, Skills,
    Users, Subscribers, ContactMessages,
    Orders, GuideFiles,
    IngestionRuns, JobBoards,
    DownloadTokens, StripeEvents,
  ]
    .map(withReadBounds)
    .map(inAdminGroup),
  // Nothing uses GraphQL (the SPA calls /api, the admin UI uses REST): off, so its aliases and nesting
  // cannot be used to multiply the work of one request.
  graphQL: { disable: true },
  maxDepth: REST_MAX_DEPTH,
  loggingLevels: routineErrorsLogged,
  hooks: { afterError: [payloadRestClientErrors, payloadDomainFailures] },
  jobs: jobsConfig,
  globals: [inAdminGroup(Integrations), inAdminGroup(JobPostTiers)],
  editor: lexicalEditor(),
  // Public reads on the replicas of DATABASE_READ_URLS (cms/lib/replicas): the adapter connects, then its reads are routed.
  onInit: routePayloadReads,
  db: postgresAdapter({
    pool: { connectionString: settings().DATABASE_URL || '', ...serverPoolOptions() },
    // The schema is owned by the committed migrations in cms/migrations; push only on a scratch database.
    push: settings().PAYLOAD_PUSH,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  upload: { limits: { fileSize: GUIDE_MAX_BYTES } },
  plugins: [uploadStoragePlugin(), contentSeoPlugin],
  sharp,
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
}).then(restrictEditLocks)
