/** Layout rules, as pure functions of the path and the viewport. */
const isHome = (pathname: string) => pathname === '/' || pathname === '/home'

export const showsFooter = (pathname: string) => !isHome(pathname)
export const showsMobileBar = (pathname: string, isMobile: boolean) => isMobile && !isHome(pathname)
export const showsFloatingMenu = (pathname: string) => !pathname.includes('/admin')
