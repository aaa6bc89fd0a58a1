/** Words that read as acronyms in titles ('seo' -> 'SEO'), and small words that stay lower-case inside one. */
const ACRONYMS = new Set(['seo', 'aws', 'php', 'ux', 'ui', 'crm', 'api', 'qa', 'hr', 'it', 'sql', 'css', 'html', 'ios', 'gcp', 'ai', 'ml', 'erp', 'sap', 'b2b', 'saas', 'usa', 'uk', 'eu', 'ppc', 'cto', 'ceo', 'vp'])
const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with'])

/**
 * Page-title capitalisation: hyphens and underscores read as spaces, each word capitalised, acronyms
 * upper-case, small words lower-case unless they start the title.
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
      if (ACRONYMS.has(lower)) return lower.toUpperCase()
      if (i > 0 && SMALL_WORDS.has(lower)) return lower
      return lower[0]!.toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

/** Running-text case: every word lower-case except acronyms ('Remote SEO Jobs' -> 'remote SEO jobs'). */
export function inlineCase(text: string): string {
  return text
    .split(' ')
    .map((word) => (ACRONYMS.has(word.toLowerCase()) ? word.toUpperCase() : word.toLowerCase()))
    .join(' ')
}
