/**
 * The public origin used in canonical links, Open Graph URLs and JSON-LD. The server renders with SITE_URL
 * and hands it to the browser in the page state, so both sides print the same absolute URLs.
 */
let origin = typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin

export const siteOrigin = (): string => origin

export function setSiteOrigin(value: string): void {
  origin = value.replace(/\/+$/, '')
}

/** '/jobs/x' -> 'https://site/jobs/x'; absolute URLs stay as they are. */
export const absoluteUrl = (pathOrUrl: string): string => new URL(pathOrUrl, `${origin}/`).href
