/**
 * Layout rules, as pure functions of the path. What depends on the viewport is left to CSS breakpoints, so the
 * server's HTML is right for phones too and nothing re-renders after hydration.
 */
const isHome = (pathname: string) => pathname === '/' || pathname === '/home'

export const showsFooter = (pathname: string) => !isHome(pathname)
export const showsMobileBar = (pathname: string) => !isHome(pathname)
export const showsFloatingMenu = (pathname: string) => !pathname.includes('/admin')
