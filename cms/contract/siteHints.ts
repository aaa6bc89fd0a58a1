/**
 * Plain values the server and the browser's first script share (no zod here).
 */

/**
 * A cookie that says "this browser signed in": set beside the session cookie at sign-in, cleared at sign-out.
 * It carries no secret (the value is only '1'; the session itself stays in Payload's HttpOnly cookie), so the SPA
 * may read it and asks for the session only when it is there: a signed-out visitor never meets the session call's 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'nomad-signed-in'

/**
 * What the server has configured that the SPA would otherwise find out by a failing call. The server renderer
 * hands it to the browser in the page state.
 */
export interface SiteFeatures {
  /** Stripe keys are set: checkout can start and GET /api/stripe/config answers. */
  payments: boolean
  /** BRANDFETCH_API_KEY is set: GET /api/brand/{domain} can find a logo. */
  brandLogos: boolean
}
