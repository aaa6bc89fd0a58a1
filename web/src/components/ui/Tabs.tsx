import { Tabs as RadixTabs } from 'radix-ui'
import { createContext, useContext, type ComponentProps } from 'react'

/**
 * The site's tab bar (Radix Tabs: arrow keys, roles and `aria-selected` come with it). Three looks:
 * `segmented` (a grey track with the active tab raised, for admin panels), `underline` (a bar under the
 * list, for account sections) and `pills` (rounded chips, for content categories).
 */
export type TabsLook = 'segmented' | 'underline' | 'pills'

const LIST: Record<TabsLook, string> = {
  segmented: 'inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1',
  // Equal columns on phones so that every tab fits a 390 px screen; a plain row from `sm` up.
  underline: 'grid auto-cols-fr grid-flow-col border-b border-slate-200 sm:flex sm:gap-1',
  pills: 'flex flex-wrap gap-2',
}

const TAB: Record<TabsLook, string> = {
  segmented:
    'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm',
  underline:
    'border-b-2 border-transparent px-1 py-2 text-xs font-medium text-slate-600 hover:text-slate-900 sm:px-4 sm:text-sm data-[state=active]:border-brand-600 data-[state=active]:text-brand-700',
  pills:
    'rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 data-[state=active]:border-brand-600 data-[state=active]:bg-brand-600 data-[state=active]:text-white',
}

const LookContext = createContext<TabsLook>('pills')

/** The tab set; `look` styles every `TabList` and `Tab` inside it. */
export function Tabs({ look = 'pills', ...props }: ComponentProps<typeof RadixTabs.Root> & { look?: TabsLook }) {
  return (
    <LookContext.Provider value={look}>
      <RadixTabs.Root {...props} />
    </LookContext.Provider>
  )
}

/** The row of tabs; `aria-label` names it for screen readers. `className` adds layout (alignment). */
export function TabList({ className = '', ...props }: ComponentProps<typeof RadixTabs.List> & { 'aria-label': string }) {
  return <RadixTabs.List {...props} className={`${LIST[useContext(LookContext)]} ${className}`} />
}

/** One tab; `className` adds layout (e.g. `flex-1` to share the row equally). */
export function Tab({ className = '', ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger {...props} className={`${TAB[useContext(LookContext)]} ${className}`} />
}

/** The panel shown while its tab is selected. */
export const TabPanel = RadixTabs.Content
