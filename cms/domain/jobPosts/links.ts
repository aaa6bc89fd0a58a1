import { env } from '@cms/lib/env'

/** The employer's private page for one post (the link mailed at creation and with the renewal notice). */
export const manageLink = (token: string) => `${env.siteUrl}/post-a-job/manage?token=${encodeURIComponent(token)}`
/** Stripe's success URL: the page that says the payment went through and the post is in review. */
export const paidPage = (postId: number) => `${env.siteUrl}/post-a-job/paid?post=${postId}`
/** Stripe's cancel URL: back to the form, which restores the draft kept in the browser. */
export const formPage = (postId: number) => `${env.siteUrl}/post-a-job?post=${postId}`
