import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { descriptionForPath, titleForPath, truncateDescription } from '@web/lib/pageMeta'

function setMetaDescription(content: string) {
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]')
  if (!tag) {
    tag = document.createElement('meta')
    tag.name = 'description'
    document.head.appendChild(tag)
  }
  tag.content = truncateDescription(content)
}

/** On every route change: scroll to the top and set the default title and description (screens may refine them). */
export function RouteEffects() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0 })
    document.title = titleForPath(pathname)
    setMetaDescription(descriptionForPath(pathname))
  }, [pathname])
  return null
}
