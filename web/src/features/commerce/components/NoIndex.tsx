import { useEffect } from 'react'

/** Keeps search engines off the purchase pages: robots noindex while the screen is shown. */
export function NoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta')
    tag.name = 'robots'
    tag.content = 'noindex, nofollow'
    document.head.appendChild(tag)
    return () => tag.remove()
  }, [])
  return null
}
