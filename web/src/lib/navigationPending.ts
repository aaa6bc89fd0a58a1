import { createContext, useContext } from 'react'

/** True while the browser's router prepares the next screen (web/src/app/BrowserRoutes.tsx); the shown one stays meanwhile. */
export const NavigationPending = createContext(false)

/** Whether a navigation is under way: the screen on display is about to be replaced. */
export const useNavigationPending = () => useContext(NavigationPending)
