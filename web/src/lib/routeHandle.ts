/** What a route tells the layout about its page head. */
export interface RouteHandle {
  /** The screen renders its own title, description, canonical and structured data. */
  ownHead?: boolean
  /** Keep the page out of search engines (account, checkout and admin screens). */
  noindex?: boolean
  /** Heading of a placeholder screen. */
  title?: string
}
