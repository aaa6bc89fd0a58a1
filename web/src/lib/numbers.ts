/**
 * '1,234': a count with thousands separators, as the site writes it in English. Written out rather than with
 * toLocaleString, which builds an Intl formatter (and loads locale data) on a phone's main thread on every call.
 */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}
