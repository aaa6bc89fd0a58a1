/** The site the e2e tests run against: `scripts/e2e.ts` sets BASE_URL to the server it started. */
export const BASE_URL = process.env.BASE_URL || 'http://localhost:3000'
