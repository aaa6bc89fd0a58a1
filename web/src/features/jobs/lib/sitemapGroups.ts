export const SITEMAP_GROUPS = ['Developer & IT', 'Marketing', 'Writing & Content', 'Design & Creative', 'Customer Service', 'Virtual Assistance', 'Entry Level', 'Top Rated', 'Other'] as const
export type SitemapGroup = (typeof SITEMAP_GROUPS)[number]

const RULES: [SitemapGroup, RegExp][] = [
  ['Entry Level', /\b(entry|junior|beginners?|no experience)\b/i],
  ['Top Rated', /\b(best|top)\b/i],
  ['Customer Service', /\b(customer|support|success|happiness)\b/i],
  ['Marketing', /\b(marketing|marketer|seo|growth|social media|ppc|ads|analytics)\b/i],
  ['Writing & Content', /\b(writer|writing|content|copy\w*|editor|editing)\b/i],
  ['Design & Creative', /\b(design\w*|ux|ui|figma|brand|motion|creative|illustrat\w*)\b/i],
  ['Virtual Assistance', /\b(assistant|assistance|admin\w*|operations|bookkeep\w*)\b/i],
  [
    'Developer & IT',
    /\b(develop\w*|engineer\w*|devops|cloud|data|qa|test\w*|react|python|node(\.js)?|javascript|typescript|java|go|ruby|rails|aws|kubernetes|docker|sql|php|wordpress|solidity|blockchain|web3|machine learning|ai|security|sre|mobile|ios|android|git|linux|terraform)\b/i,
  ],
]

/** Which sitemap heading a keyword page goes under. */
export function sitemapGroupOf(keyword: string): SitemapGroup {
  return RULES.find(([, rule]) => rule.test(keyword))?.[0] ?? 'Other'
}

/** Fixed keyword pages for the entry-level and top-rated headings. */
export const STATIC_KEYWORDS = ['entry level remote jobs', 'remote jobs for beginners', 'best remote jobs for digital nomads', 'top remote companies hiring']
