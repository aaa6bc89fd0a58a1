/** The toolkit's marketing copy and partner offers (spec 2 §2 Toolkit). Prices are the partners' list prices. */
export type ToolkitTabId = 'productivity' | 'vpn' | 'esim' | 'insurance' | 'resume' | 'security' | 'learning' | 'finance'

export interface Tool {
  name: string
  description: string
  price: string
  features: string[]
  url: string
  badge?: string
}

export interface ToolkitTab {
  id: ToolkitTabId
  label: string
  intro: string
  tools: Tool[]
}

export const DEFAULT_TAB: ToolkitTabId = 'productivity'

export const TOOLKIT_TABS: ToolkitTab[] = [
  {
    id: 'productivity',
    label: 'Productivity',
    intro: 'Stay organised and in sync with a team spread across time zones.',
    tools: [
      { name: 'Notion', description: 'Notes, docs, wikis and project boards in one workspace.', price: 'Free / $10 per month', features: ['Templates for trip and work planning', 'Offline access', 'Team sharing'], url: 'https://www.notion.so/', badge: 'Editor’s pick' },
      { name: 'Todoist', description: 'A fast task manager that works on every device.', price: 'Free / $4 per month', features: ['Natural-language due dates', 'Recurring tasks', 'Time-zone aware reminders'], url: 'https://todoist.com/' },
      { name: 'World Time Buddy', description: 'Find meeting slots that work across time zones.', price: 'Free / $2.99 per month', features: ['Time-zone converter', 'Calendar integration', 'Shareable meeting links'], url: 'https://www.worldtimebuddy.com/' },
    ],
  },
  {
    id: 'vpn',
    label: 'VPN',
    intro: 'Public Wi-Fi in cafés and airports is not private. A VPN encrypts your connection and lets you reach home services abroad.',
    tools: [
      { name: 'NordVPN', description: 'Fast, audited no-logs VPN with thousands of servers.', price: '$11.99/month', features: ['6,000+ servers', '10 devices', '30-day money-back guarantee'], url: 'https://nordvpn.com/', badge: 'Best overall' },
      { name: 'ExpressVPN', description: 'Reliable speeds and simple apps for every device.', price: '$12.95/month', features: ['3,000+ servers', '8 devices', '30-day money-back guarantee'], url: 'https://www.expressvpn.com/' },
      { name: 'Proton VPN', description: 'Privacy-first VPN from the makers of Proton Mail.', price: '$4.99/month', features: ['4,800+ servers', '10 devices', '30-day money-back guarantee'], url: 'https://protonvpn.com/' },
      { name: 'CyberGhost', description: 'Easy streaming profiles and a long money-back window.', price: '$8.32/month', features: ['9,000+ servers', '7 devices', '30-day money-back guarantee'], url: 'https://www.cyberghostvpn.com/' },
      { name: 'Surfshark', description: 'Budget VPN with unlimited devices.', price: '$2.49/month', features: ['3,200+ servers', 'Unlimited devices', '30-day money-back guarantee'], url: 'https://surfshark.com/', badge: 'Best value' },
    ],
  },
  {
    id: 'esim',
    label: 'eSIM',
    intro: 'Land with data already working: no SIM shop, no roaming bill.',
    tools: [
      { name: 'Airalo', description: 'eSIM data plans for 200+ countries and regions.', price: 'From $4.50', features: ['Install before you fly', 'Regional and global plans', 'Top up in the app'], url: 'https://www.airalo.com/', badge: 'Most popular' },
      { name: 'Holafly', description: 'Unlimited-data eSIMs for long stays.', price: 'From $19', features: ['Unlimited data plans', '24/7 chat support', 'Hotspot on many plans'], url: 'https://esim.holafly.com/' },
      { name: 'Nomad eSIM', description: 'Flexible data plans with a regional focus.', price: 'From $3', features: ['Pay as you go', 'Regional bundles', 'Free top-up reminders'], url: 'https://www.getnomad.app/' },
    ],
  },
  {
    id: 'insurance',
    label: 'Insurance',
    intro: 'Health and travel cover designed for people who live and work abroad.',
    tools: [
      { name: 'SafetyWing Nomad Insurance', description: 'Travel medical insurance by subscription, built for nomads.', price: 'From $56.28 per 4 weeks', features: ['Covers 180+ countries', 'Cancel anytime', 'Some home-country cover'], url: 'https://safetywing.com/nomad-insurance', badge: 'Editor’s pick' },
      { name: 'World Nomads', description: 'Travel insurance with adventure activities included.', price: 'Quote based', features: ['200+ activities covered', 'Buy while already travelling', 'Gear cover'], url: 'https://www.worldnomads.com/' },
      { name: 'Genki', description: 'Long-term health insurance for digital nomads.', price: 'From €49 per month', features: ['Worldwide health cover', 'Monthly billing', 'English-speaking support'], url: 'https://genki.world/' },
    ],
  },
  {
    id: 'resume',
    label: 'Resume',
    intro: 'Get past applicant tracking systems and stand out to remote-first companies.',
    tools: [
      { name: 'Kickresume', description: 'Resume and cover letter builder with remote-friendly templates.', price: 'Free / $8 per month', features: ['ATS-ready templates', 'AI writing help', 'Personal website'], url: 'https://www.kickresume.com/' },
      { name: 'Teal', description: 'Track applications and tailor your resume to each job.', price: 'Free / $9 per week', features: ['Job tracker', 'Keyword matching', 'Resume versions'], url: 'https://www.tealhq.com/' },
      { name: 'Grammarly', description: 'Polished, clear writing for applications and async work.', price: 'Free / $12 per month', features: ['Tone suggestions', 'Works in every browser', 'Plagiarism check'], url: 'https://www.grammarly.com/' },
    ],
  },
  {
    id: 'security',
    label: 'Security',
    intro: 'Protect your accounts and client data on the road.',
    tools: [
      { name: '1Password', description: 'Password manager with travel mode for border crossings.', price: '$2.99/month', features: ['Travel mode', 'Shared vaults', 'Breach alerts'], url: 'https://1password.com/', badge: 'Must-have' },
      { name: 'Bitwarden', description: 'Open-source password manager.', price: 'Free / $10 per year', features: ['Unlimited devices', 'Self-hosting option', 'Two-factor authentication'], url: 'https://bitwarden.com/' },
      { name: 'Backblaze', description: 'Unlimited cloud backup for your laptop.', price: '$9/month', features: ['Unlimited storage', 'Restore by courier drive', 'Locate lost computer'], url: 'https://www.backblaze.com/' },
    ],
  },
  {
    id: 'learning',
    label: 'Learning',
    intro: 'Learn the skills remote employers hire for.',
    tools: [
      { name: 'Coursera', description: 'Courses and certificates from universities and companies.', price: 'From $49 per month', features: ['Professional certificates', 'Flexible deadlines', 'Financial aid'], url: 'https://www.coursera.org/', badge: 'Skill builder' },
      { name: 'Udemy', description: 'Affordable courses on every remote skill.', price: 'From $12.99 per course', features: ['Lifetime access', 'Offline viewing', '30-day refunds'], url: 'https://www.udemy.com/' },
      { name: 'freeCodeCamp', description: 'Learn to code for free with projects and certificates.', price: 'Free', features: ['Hands-on projects', 'Certifications', 'Big community'], url: 'https://www.freecodecamp.org/' },
    ],
  },
  {
    id: 'finance',
    label: 'Finance',
    intro: 'Get paid in one currency and spend in another without losing on fees.',
    tools: [
      { name: 'Wise', description: 'Multi-currency account with the real exchange rate.', price: 'Free account, low fees', features: ['Hold 40+ currencies', 'Local account details', 'Debit card'], url: 'https://wise.com/', badge: 'Must-have' },
      { name: 'Revolut', description: 'App-based banking with travel perks.', price: 'Free / from $9.99 per month', features: ['Fee-free currency exchange', 'Virtual cards', 'Travel insurance on paid plans'], url: 'https://www.revolut.com/' },
      { name: 'Payoneer', description: 'Get paid by international clients and marketplaces.', price: 'Free to join', features: ['Receive USD, EUR, GBP', 'Marketplace payouts', 'Invoices'], url: 'https://www.payoneer.com/' },
    ],
  },
]

export const TAB_IDS = TOOLKIT_TABS.map((tab) => tab.id)

/** The tab named by `?tab=` or the URL anchor, else the default. */
export function initialTab(search: string, hash: string): ToolkitTabId {
  const fromQuery = new URLSearchParams(search).get('tab')
  const fromHash = decodeURIComponent(hash.replace(/^#/, ''))
  for (const candidate of [fromQuery, fromHash]) {
    if (candidate && (TAB_IDS as string[]).includes(candidate)) return candidate as ToolkitTabId
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
