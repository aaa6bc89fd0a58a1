/** What a route tells the layout about its page head, and the server renderer about its scripts. */
export interface RouteHandle {
  /** The screen renders its own title, description, canonical and structured data. */
  ownHead?: boolean
  /** Keep the page out of search engines (account, checkout and admin screens). */
  noindex?: boolean
  /**
   * The server's HTML is the whole page for a signed-out reader (links and GET forms work without JavaScript),
   * so its scripts wait for the visitor's first interaction (docs/performance.md).
   */
  scriptsOnIntent?: boolean
  /** Heading of a placeholder screen. */
  title?: string
}
