import { useEffect, useState } from 'react'

/**
 * True while the page's footer is on screen (floating controls step aside so they never cover it).
 * `pathname`: some routes have no footer, so the footer is looked up again on every route.
 */
export function useFooterInView(pathname: string): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    setInView(false)
    const footer = document.querySelector('footer')
    if (!footer || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)))
    observer.observe(footer)
    return () => observer.disconnect()
  }, [pathname])
  return inView
}
