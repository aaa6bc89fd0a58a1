import { TOOLKIT_TAB_IDS, type ToolkitTabId } from '@cms/contract/toolkit'

/** The toolkit's static copy (spec 2 §2 Toolkit); tools and their affiliate links live in the CMS. */

export type { ToolkitTabId }

/** A tab's label and intro; its tool cards come from the CMS (GET /api/toolkit/tools). */
export interface ToolkitTab {
  id: ToolkitTabId
  label: string
  intro: string
}

export const DEFAULT_TAB: ToolkitTabId = 'productivity'

export const TOOLKIT_TABS: ToolkitTab[] = [
  { id: 'productivity', label: 'Productivity', intro: 'Stay organised and in sync with a team spread across time zones.' },
  { id: 'vpn', label: 'VPN', intro: 'Public Wi-Fi in cafés and airports is not private. A VPN encrypts your connection and lets you reach home services abroad.' },
  { id: 'esim', label: 'eSIM', intro: 'Land with data already working: no SIM shop, no roaming bill.' },
  { id: 'insurance', label: 'Insurance', intro: 'Health and travel cover designed for people who live and work abroad.' },
  { id: 'resume', label: 'Resume', intro: 'Get past applicant tracking systems and stand out to remote-first companies.' },
  { id: 'security', label: 'Security', intro: 'Protect your accounts and client data on the road.' },
  { id: 'learning', label: 'Learning', intro: 'Learn the skills remote employers hire for.' },
  { id: 'finance', label: 'Finance', intro: 'Get paid in one currency and spend in another without losing on fees.' },
]

export const TAB_IDS: readonly string[] = TOOLKIT_TAB_IDS

/** The tab named by `?tab=` or the URL anchor, else the default. */
export function initialTab(search: string, hash: string): ToolkitTabId {
  const fromQuery = new URLSearchParams(search).get('tab')
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''))
  for (const candidate of [fromQuery, fromHash]) {
    if (candidate && TAB_IDS.includes(candidate)) return candidate as ToolkitTabId
  }
  return DEFAULT_TAB
}

export const TOP_RECOMMENDATIONS = [
  { title: 'Must-Have', items: ['NordVPN for safe public Wi-Fi', 'SafetyWing Nomad Insurance', 'Wise for multi-currency money', '1Password for every account'] },
  { title: 'Productivity Boosters', items: ['Notion for planning work and travel', 'Todoist for daily tasks', 'World Time Buddy for meetings', 'Airalo eSIM for instant data'] },
  { title: 'Skill Builders', items: ['Coursera professional certificates', 'Udemy courses for any remote skill', 'freeCodeCamp for coding', 'Grammarly for clear writing'] },
]

export const TOOLKIT_FAQ = [
  { id: 'why-vpn', question: 'Do I really need a VPN as a digital nomad?', answer: 'Yes. You will use public and shared Wi-Fi every week. A VPN encrypts your traffic, protects client data and lets you reach services from home while abroad.' },
  { id: 'esim-vs-sim', question: 'Is an eSIM better than a local SIM card?', answer: 'An eSIM is faster: you install it before you fly and have data on landing. For long stays, a local SIM can be cheaper; many nomads use both.' },
  { id: 'insurance', question: 'Does normal travel insurance cover long-term travel?', answer: 'Usually not. Standard policies cover short trips from home. Nomad insurance is built for months abroad and renews while you travel.' },
  { id: 'free-tools', question: 'Can I start with free tools only?', answer: 'Yes. Notion, Todoist, Bitwarden and freeCodeCamp have good free plans. Upgrade only when a tool saves you real time or money.' },
  { id: 'affiliate', question: 'Do you earn money from these recommendations?', answer: 'Some links are affiliate links: we may earn a commission at no extra cost to you. We only list tools we would recommend anyway.' },
]

/** The VPN tab's comparison table. */
export const VPN_COMPARISON = [
  { name: 'NordVPN', price: '$11.99', servers: '6,000+', devices: '10', moneyBack: '30 days' },
  { name: 'ExpressVPN', price: '$12.95', servers: '3,000+', devices: '8', moneyBack: '30 days' },
  { name: 'Proton VPN', price: '$4.99', servers: '4,800+', devices: '10', moneyBack: '30 days' },
  { name: 'CyberGhost', price: '$8.32', servers: '9,000+', devices: '7', moneyBack: '30 days' },
  { name: 'Surfshark', price: '$2.49', servers: '3,200+', devices: 'Unlimited', moneyBack: '30 days' },
]
