/** Keeps search engines off the purchase pages; React places the tag in the head. */
export function NoIndex() {
  return <meta name="robots" content="noindex, nofollow" />
}
