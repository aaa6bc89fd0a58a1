/** The page's main content, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content'

/**
 * "Skip to content": the first link of every page, hidden until a keyboard user tabs to it, so they reach the
 * page's own content without tabbing through the header's links (74 presses to the first job on /search).
 * A plain in-page link: it works before hydration and without JavaScript.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-700 focus:shadow-lg"
    >
      Skip to content
    </a>
  )
}
