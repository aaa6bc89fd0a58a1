import type { ToolkitTabId } from '@cms/contract/toolkit'

/** The toolkit's tool cards (partner list prices); editors change them at /cms under Toolkit tools. */
export interface SeedToolkitTool {
  tab: ToolkitTabId
  order: number
  name: string
  description: string
  price: string
  features: string[]
  url: string
  badge?: string
}

export const toolkitTools: SeedToolkitTool[] = [
  {tab: 'productivity', order: 1, name: 'Notion', description: 'Notes, docs, wikis and project boards in one workspace.', price: 'Free / $10 per month', features: ['Templates for trip and work planning','Offline access','Team sharing'], url: 'https://www.notion.so/', badge: 'Editor’s pick'},
  {tab: 'productivity', order: 2, name: 'Todoist', description: 'A fast task manager that works on every device.', price: 'Free / $4 per month', features: ['Natural-language due dates','Recurring tasks','Time-zone aware reminders'], url: 'https://todoist.com/'},
  {tab: 'productivity', order: 3, name: 'World Time Buddy', description: 'Find meeting slots that work across time zones.', price: 'Free / $2.99 per month', features: ['Time-zone converter','Calendar integration','Shareable meeting links'], url: 'https://www.worldtimebuddy.com/'},
  {tab: 'vpn', order: 1, name: 'NordVPN', description: 'Fast, audited no-logs VPN with thousands of servers.', price: '$11.99/month', features: ['6,000+ servers','10 devices','30-day money-back guarantee'], url: 'https://nordvpn.com/', badge: 'Best overall'},
  {tab: 'vpn', order: 2, name: 'ExpressVPN', description: 'Reliable speeds and simple apps for every device.', price: '$12.95/month', features: ['3,000+ servers','8 devices','30-day money-back guarantee'], url: 'https://www.expressvpn.com/'},
  {tab: 'vpn', order: 3, name: 'Proton VPN', description: 'Privacy-first VPN from the makers of Proton Mail.', price: '$4.99/month', features: ['4,800+ servers','10 devices','30-day money-back guarantee'], url: 'https://protonvpn.com/'},
  {tab: 'vpn', order: 4, name: 'CyberGhost', description: 'Easy streaming profiles and a long money-back window.', price: '$8.32/month', features: ['9,000+ servers','7 devices','30-day money-back guarantee'], url: 'https://www.cyberghostvpn.com/'},
  {tab: 'vpn', order: 5, name: 'Surfshark', description: 'Budget VPN with unlimited devices.', price: '$2.49/month', features: ['3,200+ servers','Unlimited devices','30-day money-back guarantee'], url: 'https://surfshark.com/', badge: 'Best value'},
  {tab: 'esim', order: 1, name: 'Airalo', description: 'eSIM data plans for 200+ countries and regions.', price: 'From $4.50', features: ['Install before you fly','Regional and global plans','Top up in the app'], url: 'https://www.airalo.com/', badge: 'Most popular'},
  {tab: 'esim', order: 2, name: 'Holafly', description: 'Unlimited-data eSIMs for long stays.', price: 'From $19', features: ['Unlimited data plans','24/7 chat support','Hotspot on many plans'], url: 'https://esim.holafly.com/'},
  {tab: 'esim', order: 3, name: 'Nomad eSIM', description: 'Flexible data plans with a regional focus.', price: 'From $3', features: ['Pay as you go','Regional bundles','Free top-up reminders'], url: 'https://www.getnomad.app/'},
  {tab: 'insurance', order: 1, name: 'SafetyWing Nomad Insurance', description: 'Travel medical insurance by subscription, built for nomads.', price: 'From $56.28 per 4 weeks', features: ['Covers 180+ countries','Cancel anytime','Some home-country cover'], url: 'https://safetywing.com/nomad-insurance', badge: 'Editor’s pick'},
  {tab: 'insurance', order: 2, name: 'World Nomads', description: 'Travel insurance with adventure activities included.', price: 'Quote based', features: ['200+ activities covered','Buy while already travelling','Gear cover'], url: 'https://www.worldnomads.com/'},
  {tab: 'insurance', order: 3, name: 'Genki', description: 'Long-term health insurance for digital nomads.', price: 'From €49 per month', features: ['Worldwide health cover','Monthly billing','English-speaking support'], url: 'https://genki.world/'},
  {tab: 'resume', order: 1, name: 'Kickresume', description: 'Resume and cover letter builder with remote-friendly templates.', price: 'Free / $8 per month', features: ['ATS-ready templates','AI writing help','Personal website'], url: 'https://www.kickresume.com/'},
  {tab: 'resume', order: 2, name: 'Teal', description: 'Track applications and tailor your resume to each job.', price: 'Free / $9 per week', features: ['Job tracker','Keyword matching','Resume versions'], url: 'https://www.tealhq.com/'},
  {tab: 'resume', order: 3, name: 'Grammarly', description: 'Polished, clear writing for applications and async work.', price: 'Free / $12 per month', features: ['Tone suggestions','Works in every browser','Plagiarism check'], url: 'https://www.grammarly.com/'},
  {tab: 'security', order: 1, name: '1Password', description: 'Password manager with travel mode for border crossings.', price: '$2.99/month', features: ['Travel mode','Shared vaults','Breach alerts'], url: 'https://1password.com/', badge: 'Must-have'},
  {tab: 'security', order: 2, name: 'Bitwarden', description: 'Open-source password manager.', price: 'Free / $10 per year', features: ['Unlimited devices','Self-hosting option','Two-factor authentication'], url: 'https://bitwarden.com/'},
  {tab: 'security', order: 3, name: 'Backblaze', description: 'Unlimited cloud backup for your laptop.', price: '$9/month', features: ['Unlimited storage','Restore by courier drive','Locate lost computer'], url: 'https://www.backblaze.com/'},
  {tab: 'learning', order: 1, name: 'Coursera', description: 'Courses and certificates from universities and companies.', price: 'From $49 per month', features: ['Professional certificates','Flexible deadlines','Financial aid'], url: 'https://www.coursera.org/', badge: 'Skill builder'},
  {tab: 'learning', order: 2, name: 'Udemy', description: 'Affordable courses on every remote skill.', price: 'From $12.99 per course', features: ['Lifetime access','Offline viewing','30-day refunds'], url: 'https://www.udemy.com/'},
  {tab: 'learning', order: 3, name: 'freeCodeCamp', description: 'Learn to code for free with projects and certificates.', price: 'Free', features: ['Hands-on projects','Certifications','Big community'], url: 'https://www.freecodecamp.org/'},
  {tab: 'finance', order: 1, name: 'Wise', description: 'Multi-currency account with the real exchange rate.', price: 'Free account, low fees', features: ['Hold 40+ currencies','Local account details','Debit card'], url: 'https://wise.com/', badge: 'Must-have'},
  {tab: 'finance', order: 2, name: 'Revolut', description: 'App-based banking with travel perks.', price: 'Free / from $9.99 per month', features: ['Fee-free currency exchange','Virtual cards','Travel insurance on paid plans'], url: 'https://www.revolut.com/'},
  {tab: 'finance', order: 3, name: 'Payoneer', description: 'Get paid by international clients and marketplaces.', price: 'Free to join', features: ['Receive USD, EUR, GBP','Marketplace payouts','Invoices'], url: 'https://www.payoneer.com/'},
]
