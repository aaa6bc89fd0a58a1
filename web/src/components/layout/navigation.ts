/** The header's entries, in order: the spec's, with the companies list after the categories (issue 44). */
export interface NavEntry {
  to: string
  label: string
}

export const HEADER_NAV: NavEntry[] = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Browse Jobs' },
  { to: '/locations', label: 'Locations' },
  { to: '/categories', label: 'Categories' },
  { to: '/companies', label: 'Companies' },
  { to: '/digital-nomad-toolkit', label: 'Toolkit' },
  { to: '/career-paths', label: 'Career Paths' },
  { to: '/faq', label: 'FAQ' },
  { to: '/blog', label: 'Blog' },
]

/** Employers' way in (issue 24): beside the header's guide button and in the phone menu, and first in the footer's Company column. */
export const POST_A_JOB_LINK: NavEntry = { to: '/post-a-job', label: 'Post a Job' }

/** Remote Work Tips, Visa Information, Cost of Living and Coworking Spaces are pages editors write in /cms → Pages. */
export const FOOTER_RESOURCES: NavEntry[] = [
  { to: '/digital-nomad-guide', label: 'Digital Nomad Guide' },
  { to: '/remote-work-tips', label: 'Remote Work Tips' },
  { to: '/visa-information', label: 'Visa Information' },
  { to: '/cost-of-living', label: 'Cost of Living' },
  { to: '/coworking-spaces', label: 'Coworking Spaces' },
  { to: '/blog', label: 'Blog' },
  { to: '/faq', label: 'FAQ' },
]

/** Terms, Privacy, Cookies and Contact are pages editors write in /cms → Pages. */
export const FOOTER_LEGAL: NavEntry[] = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/contact', label: 'Contact' },
  { to: '/sitemap', label: 'Sitemap' },
]

export const FOOTER_CATEGORY_COUNT = 5
export const FOOTER_LOCATION_COUNT = 6
