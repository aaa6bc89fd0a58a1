import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { AffiliateLinks } from '@collections/AffiliateLinks'
import { Categories } from '@collections/Categories'
import { Companies } from '@collections/Companies'
import { DownloadTokens } from '@collections/DownloadTokens'
import { GuideFiles } from '@collections/GuideFiles'
import { IngestionRuns } from '@collections/IngestionRuns'
import { Integrations } from '@collections/globals/Integrations'
import { Jobs } from '@collections/Jobs'
import { Locations } from '@collections/Locations'
import { Media } from '@collections/Media'
import { Orders } from '@collections/Orders'
import { Posts } from '@collections/Posts'
import { Skills } from '@collections/Skills'
import { StripeEvents } from '@collections/StripeEvents'
import { Subscribers } from '@collections/Subscribers'
import { ToolkitTools } from '@collections/ToolkitTools'
import { Users } from '@collections/Users'
import { type AutorunCronConfig, scheduledPublishAutoRun } from '@cms/domain/blog/scheduledPublishing'
import { withPostPreview } from '@cms/domain/blog/postPreviewUrl'
import { postSeoPlugin } from '@cms/domain/blog/seo'
import { jobsConfig } from './domain/integrations/tasks'
import { env } from './lib/env'
import { GUIDE_MAX_BYTES } from './contract/admin'

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
  // Posts get their Preview button (a signed link to the site) here, where server settings live.
  collections: [Users, Jobs, Companies, Categories, Locations, Skills, withPostPreview(Posts), AffiliateLinks, Media, Subscribers, GuideFiles, Orders, DownloadTokens, StripeEvents, ToolkitTools, IngestionRuns],
  // Ingestion's schedule plus the posts' scheduled publications, both run by the same queue runner.
  jobs: { ...jobsConfig, autoRun: [...(jobsConfig.autoRun as AutorunCronConfig[]), scheduledPublishAutoRun()] },
  globals: [Integrations],
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    // The schema is owned by the committed migrations in cms/migrations; push only on a scratch database.
    push: process.env.PAYLOAD_PUSH === 'true',
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  upload: { limits: { fileSize: GUIDE_MAX_BYTES } },
  sharp,
  plugins: [postSeoPlugin],
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
