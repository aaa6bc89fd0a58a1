import { SITE_NAME } from './site'

export const HOME_TITLE = `${SITE_NAME} - Remote Jobs for Digital Nomads`
export const META_DESCRIPTION_MAX = 160

const DEFAULT_DESCRIPTION =
  'Find vetted remote jobs for digital nomads: development, design, marketing, customer service and more, from companies hiring worldwide.'

function capitalise(segment: string): string {
  return decodeURIComponent(segment)
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ')
}

/** Title from the path's segments: "/blog/post/my-trip" -> "Blog - Post - My Trip | Nomad Jobs". */
export function titleForPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length === 0 || (segments.length === 1 && segments[0] === 'home')) return HOME_TITLE
  return `${segments.map(capitalise).join(' - ')} | ${SITE_NAME}`
}

/** Cut at 160 characters, as search engines show them. */
export function truncateDescription(text: string, max = META_DESCRIPTION_MAX): string {
  return text.length <= max ? text : text.slice(0, max)
}

/** Section-specific descriptions for jobs, blog, categories and locations; a general one elsewhere. */
export function descriptionForPath(pathname: string): string {
  const [section] = pathname.split('/').filter(Boolean)
  switch (section) {
    case 'jobs':
    case 'search':
      return 'Browse remote jobs you can do from anywhere: full-time, part-time, contract and freelance roles for digital nomads.'
    case 'blog':
      return 'Guides, gear reviews and stories for digital nomads: remote work tips, travel, visas and productivity.'
    case 'categories':
      return 'Remote jobs by category: development, design, marketing, customer service, writing and more.'
    case 'locations':
      return 'Remote jobs by location: work from anywhere, or find roles open to the Americas, Europe, Asia and beyond.'
    default:
      return DEFAULT_DESCRIPTION
  }
}
