/** Words that read as acronyms ('seo' -> 'SEO'). */
const ACRONYMS = ['seo', 'aws', 'php', 'ux', 'ui', 'crm', 'api', 'qa', 'hr', 'it', 'sql', 'css', 'html', 'gcp', 'ai', 'ml', 'erp', 'sap', 'b2b', 'saas', 'usa', 'uk', 'eu', 'ppc', 'cto', 'ceo', 'vp']
/** Names with a capital inside, written as their owners write them ('typescript' -> 'TypeScript'). */
const NAMES = ['TypeScript', 'JavaScript', 'DevOps', 'GitHub', 'GitLab', 'WordPress', 'GraphQL', 'PostgreSQL', 'MySQL', 'MongoDB', 'iOS', 'macOS', 'LinkedIn', 'YouTube', 'HubSpot']
/** How a word is always spelled, whatever case it arrives in; other words follow the case rules. */
const SPELLINGS = new Map([...ACRONYMS.map((word) => [word, word.toUpperCase()] as const), ...NAMES.map((name) => [name.toLowerCase(), name] as const)])
/** Small words that stay lower-case inside a title. */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])

/**
 * Page-title capitalisation: hyphens and underscores read as spaces, each word capitalised, acronyms and
 * names spelled their own way, small words lower-case unless they start the title.
 */
export function titleCase(text: string): string {
  return text
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word, i) => {
      const lower = word.toLowerCase()
      const spelled = SPELLINGS.get(lower)
      if (spelled) return spelled
      if (i > 0 && SMALL_WORDS.has(lower)) return lower
      return lower[0]!.toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

/** Running-text case: every word lower-case except acronyms and names ('Remote SEO Jobs' -> 'remote SEO jobs'). */
export function inlineCase(text: string): string {
  return text
    .split(' ')
    .map((word) => SPELLINGS.get(word.toLowerCase()) ?? word.toLowerCase())
    .join(' ')
}
