import * as apiConfig from './handlers/admin/api-config'
import * as apiStatus from './handlers/admin/api-status'
import * as guideFile from './handlers/admin/guide-file'
import * as guideInfo from './handlers/admin/guide-info'
import * as ingest from './handlers/admin/ingest'
import * as linkCheck from './handlers/admin/link-check'
import * as uploadGuide from './handlers/admin/upload-guide'
import * as alerts from './handlers/alerts'
import * as alertById from './handlers/alerts/byId'
import * as alertConfirm from './handlers/alerts/confirm'
import * as alertForm from './handlers/alerts/form'
import * as alertManage from './handlers/alerts/manage'
import * as alertUnsubscribe from './handlers/alerts/unsubscribe'
import * as changePassword from './handlers/auth/change-password'
import * as checkEmail from './handlers/auth/check-email'
import * as login from './handlers/auth/login'
import * as loginForm from './handlers/auth/login-form'
import * as logout from './handlers/auth/logout'
import * as profile from './handlers/auth/profile'
import * as register from './handlers/auth/register'
import * as registerForm from './handlers/auth/register-form'
import * as resetPasswordRequest from './handlers/auth/reset-password-request'
import * as resetPassword from './handlers/auth/reset-password'
import * as saveJob from './handlers/auth/save-job'
import * as session from './handlers/auth/session'
import * as unsaveJob from './handlers/auth/unsave-job'
import * as blogFeatured from './handlers/blog/featured'
import * as blogPost from './handlers/blog/post/bySlug'
import * as blogPosts from './handlers/blog/posts'
import * as brand from './handlers/brand/byDomain'
import * as categories from './handlers/categories'
import * as categoryPage from './handlers/categories/bySlug'
import * as confirmSuccess from './handlers/checkout/confirm-success'
import * as createCheckoutSession from './handlers/checkout/create-checkout-session'
import * as guideDownload from './handlers/guide/download/byFile'
import * as health from './handlers/health'
import * as jobPostById from './handlers/job-posts/byId'
import * as jobPostCheckout from './handlers/job-posts/checkout'
import * as jobPostClose from './handlers/job-posts/close'
import * as jobPosts from './handlers/job-posts'
import * as jobPostLogo from './handlers/job-posts/logo'
import * as jobPostManage from './handlers/job-posts/manage'
import * as jobPostTiers from './handlers/job-posts/tiers'
import * as jobs from './handlers/jobs'
import * as jobBeacon from './handlers/jobs/beacon'
import * as jobBySlug from './handlers/jobs/bySlug'
import * as jobReports from './handlers/jobs/reports'
import * as keywordBlogs from './handlers/keywords/blogs'
import * as keywordJobs from './handlers/keywords/jobs'
import * as keywordLocations from './handlers/keywords/locations'
import * as live from './handlers/live'
import * as locations from './handlers/locations'
import * as locationPage from './handlers/locations/bySlug'
import * as newsletterConfirm from './handlers/newsletter/confirm'
import * as subscribe from './handlers/newsletter/subscribe'
import * as subscriberCount from './handlers/newsletter/test-count'
import * as newsletterUnsubscribe from './handlers/newsletter/unsubscribe'
import * as sendInvites from './handlers/notion-templates/send-invites'
import { referenceHandlers } from './handlers/reference'
import * as sitePage from './handlers/pages/bySlug'
import * as publicCheckout from './handlers/public-checkout/create-session'
import * as remoteJobsFrom from './handlers/remote-jobs-from'
import * as remoteJobsFromCountry from './handlers/remote-jobs-from/bySlug'
import * as savedJobs from './handlers/saved-jobs'
import * as search from './handlers/search'
import * as stripeConfig from './handlers/stripe/config'
import * as stripeWebhook from './handlers/stripe/webhook'
import * as simulatePurchase from './handlers/test/simulate-purchase'
import * as toolkitTools from './handlers/toolkit/tools'
import { API_CALLS } from '@cms/contract/apiCalls'
import { LOGO_MAX_BYTES } from '@cms/contract/jobPosts'
import { MULTIPART_OVERHEAD } from '@cms/lib/multipart'
import { handler } from '@cms/lib/http'
import { BEACON, DEFAULT_POLICY, MAX_UPLOAD_BYTES, OPEN_READ, PERSONAL, PUBLIC_READ, type RoutePolicy } from './policy'
import type { Method, Route, RouteHandler } from './route'

/**
 * A table entry; whatever its handler throws becomes a JSON answer (4xx with a message, or a bare 500). A call
 * without its contract (cms/contract/apiCalls.ts, the source of /api/openapi.json) stops the server at start.
 */
function route<P extends string>(method: Method, path: string, fn: RouteHandler<P>, policy: Partial<RoutePolicy> = {}): Route {
  if (!API_CALLS[`${method} ${path}`]) throw new Error(`${method} ${path} has no contract entry in cms/contract/apiCalls.ts`)
  return { method, path, handler: handler((request, context) => fn(request, context as never)), policy: { ...DEFAULT_POLICY, ...policy } }
}

/** Mail clients' one-click unsubscribe (RFC 8058): a form post from whatever sends the mail, or our page's JSON. */
const ONE_CLICK: Partial<RoutePolicy> = { body: 'any', crossSite: true }

const reference = referenceHandlers(() => ROUTES)

/**
 * Every /api call the server answers (docs/api.md). `/api/ready` is not here: the readiness
 * step answers it before any policy step, so a load balancer's probe costs nothing.
 */
export const ROUTES: Route[] = [
  // Operations and reference
  route('GET', '/api/live', live.GET, OPEN_READ),
  route('GET', '/api/health', health.GET),
  route('GET', '/api/openapi.json', () => reference.openApi(), OPEN_READ),
  route('GET', '/api/docs', () => reference.docs(), OPEN_READ),

  // Jobs, search and taxonomy
  route('GET', '/api/search', search.GET, PUBLIC_READ),
  route('GET', '/api/jobs', jobs.GET, PUBLIC_READ),
  route('GET', '/api/jobs/:slug', jobBySlug.GET, PUBLIC_READ),
  route('POST', '/api/jobs/:slug/reports', jobReports.POST),
  route('POST', '/api/jobs/:slug/beacon', jobBeacon.POST, BEACON),
  route('GET', '/api/categories', categories.GET, PUBLIC_READ),
  route('GET', '/api/categories/:slug', categoryPage.GET, PUBLIC_READ),
  route('GET', '/api/locations', locations.GET, PUBLIC_READ),
  route('GET', '/api/locations/:slug', locationPage.GET, PUBLIC_READ),
  route('GET', '/api/remote-jobs-from', remoteJobsFrom.GET, PUBLIC_READ),
  route('GET', '/api/remote-jobs-from/:slug', remoteJobsFromCountry.GET, PUBLIC_READ),
  route('GET', '/api/keywords/jobs', keywordJobs.GET, OPEN_READ),
  route('GET', '/api/keywords/locations', keywordLocations.GET, OPEN_READ),
  route('GET', '/api/keywords/blogs', keywordBlogs.GET, OPEN_READ),
  route('GET', '/api/brand/:domain', brand.GET, OPEN_READ),

  // Blog and toolkit
  route('GET', '/api/blog/posts', blogPosts.GET, OPEN_READ),
  route('GET', '/api/blog/featured', blogFeatured.GET, OPEN_READ),
  route('GET', '/api/blog/post/:slug', blogPost.GET, OPEN_READ),
  route('GET', '/api/toolkit/tools', toolkitTools.GET, OPEN_READ),
  route('GET', '/api/pages/:slug', sitePage.GET, OPEN_READ),

  // Accounts
  route('POST', '/api/auth/check-email', checkEmail.POST, PERSONAL),
  route('POST', '/api/auth/register', register.POST, PERSONAL),
  route('POST', '/api/auth/login', login.POST, PERSONAL),
  route('POST', '/api/auth/register/form', registerForm.POST, { ...PERSONAL, body: 'form' }),
  route('POST', '/api/auth/login/form', loginForm.POST, { ...PERSONAL, body: 'form' }),
  route('POST', '/api/auth/logout', logout.POST, PERSONAL),
  route('GET', '/api/auth/session', session.GET, PERSONAL),
  route('PATCH', '/api/auth/profile', profile.PATCH, PERSONAL),
  route('POST', '/api/auth/change-password', changePassword.POST, PERSONAL),
  route('POST', '/api/auth/reset-password-request', resetPasswordRequest.POST, PERSONAL),
  route('POST', '/api/auth/reset-password', resetPassword.POST, PERSONAL),
  route('POST', '/api/auth/save-job', saveJob.POST, PERSONAL),
  route('POST', '/api/auth/unsave-job', unsaveJob.POST, PERSONAL),
  route('GET', '/api/saved-jobs', savedJobs.GET),

  // Newsletter
  route('POST', '/api/newsletter/subscribe', subscribe.POST),
  route('POST', '/api/newsletter/unsubscribe', newsletterUnsubscribe.POST, ONE_CLICK),
  route('GET', '/api/newsletter/unsubscribe', newsletterUnsubscribe.GET),
  route('POST', '/api/newsletter/confirm', newsletterConfirm.POST),
  route('GET', '/api/newsletter/test-count', subscriberCount.GET),

  // Job alerts
  route('POST', '/api/alerts', alerts.POST),
  route('GET', '/api/alerts', alerts.GET),
  route('POST', '/api/alerts/form', alertForm.POST, { body: 'form' }),
  route('PATCH', '/api/alerts/:id', alertById.PATCH),
  route('DELETE', '/api/alerts/:id', alertById.DELETE),
  route('POST', '/api/alerts/confirm', alertConfirm.POST),
  route('GET', '/api/alerts/manage', alertManage.GET),
  route('PATCH', '/api/alerts/manage', alertManage.PATCH),
  route('DELETE', '/api/alerts/manage', alertManage.DELETE),
  route('POST', '/api/alerts/unsubscribe', alertUnsubscribe.POST, ONE_CLICK),
  route('GET', '/api/alerts/unsubscribe', alertUnsubscribe.GET),

  // Commerce
  route('GET', '/api/stripe/config', stripeConfig.GET),
  route('POST', '/api/stripe/webhook', stripeWebhook.POST, { body: 'any', crossSite: true }),
  route('POST', '/api/checkout/create-checkout-session', createCheckoutSession.POST),
  route('POST', '/api/checkout/confirm-success', confirmSuccess.POST),
  route('POST', '/api/public-checkout/create-session', publicCheckout.POST, { body: 'form' }),
  route('GET', '/api/guide/download/:file', guideDownload.GET),
  route('HEAD', '/api/guide/download/:file', guideDownload.HEAD),
  route('POST', '/api/notion-templates/send-invites', sendInvites.POST),

  // Employers' job posts (docs/job-posts.md): every call but the tiers carries the post's manage token.
  route('GET', '/api/job-posts/tiers', jobPostTiers.GET, OPEN_READ),
  route('POST', '/api/job-posts', jobPosts.POST, PERSONAL),
  route('GET', '/api/job-posts/manage', jobPostManage.GET, PERSONAL),
  route('PATCH', '/api/job-posts/:id', jobPostById.PATCH, PERSONAL),
  route('POST', '/api/job-posts/:id/checkout', jobPostCheckout.POST, PERSONAL),
  route('POST', '/api/job-posts/:id/close', jobPostClose.POST, PERSONAL),
  route('POST', '/api/job-posts/:id/logo', jobPostLogo.POST, { ...PERSONAL, body: 'multipart', maxBodyBytes: LOGO_MAX_BYTES + MULTIPART_OVERHEAD }),
  // Development and test only: 404 unless ENABLE_TEST_ENDPOINTS=true.
  route('POST', '/api/test/simulate-purchase', simulatePurchase.POST),

  // Admin
  route('GET', '/api/admin/api-config', apiConfig.GET),
  route('POST', '/api/admin/api-config', apiConfig.POST),
  route('GET', '/api/admin/api-status', apiStatus.GET),
  route('GET', '/api/admin/ingest', ingest.GET),
  route('POST', '/api/admin/ingest', ingest.POST),
  route('GET', '/api/admin/link-check', linkCheck.GET),
  route('POST', '/api/admin/link-check', linkCheck.POST),
  route('GET', '/api/admin/guide-info', guideInfo.GET),
  route('GET', '/api/admin/guide-file', guideFile.GET),
  route('POST', '/api/admin/upload-guide', uploadGuide.POST, { body: 'multipart', maxBodyBytes: MAX_UPLOAD_BYTES }),
]
