import { useEffect, useState } from 'react'

/** True while the page's footer is on screen (floating controls step aside so they never cover it). */
export function useFooterInView(): boolean {
  const [inView, setInView] = useState(false)
  useEffect(() => {
    const footer = document.querySelector('footer')
    if (!footer || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)))
    observer.observe(footer)
    return () => observer.disconnect()
  }, [])
  return inView
}
