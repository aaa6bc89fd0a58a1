/**
 * The credit a keyless feed's terms ask for: the description ends with a followed link back to the posting on
 * the feed (collections/lib/jobDescription.ts keeps links to these boards followed).
 */
export function creditLine(feedName: string, postingUrl: string): string {
  return `<p>Originally posted on <a href="${postingUrl.replace(/"/g, '&quot;')}">${feedName}</a>.</p>`
}
