/**
 * How ingestion tells that two boards' companies are one employer: the same website domain, or the same name once
 * case, accents, punctuation, legal forms and a trailing domain ending are set aside ("Acme Inc", "ACME" and
 * "acme.io" are all `acme`). Pure functions: the collection's hook and ingestion's matching (cms/domain/companies/matchCompanies.ts) share them.
 */

/** Legal forms and filler that do not tell employers apart, as whole words at the end of a name. */
const LEGAL_FORMS = new Set([
  'inc', 'incorporated', 'llc', 'llp', 'ltd', 'limited', 'plc', 'corp', 'corporation', 'co', 'company', 'gmbh', 'ag',
  'sa', 'sas', 'sarl', 'srl', 'spa', 'bv', 'nv', 'oy', 'ab', 'as', 'aps', 'pty', 'pte', 'kk', 'sl', 'ug', 'kg', 'se',
])

/** Endings that make a name a domain ("acme.io"); the name is then its first label. */
const DOMAIN_NAME = /^([a-z0-9-]+)\.(com|io|co|ai|dev|app|net|org|tech|xyz|so|sh|gg|me|us|uk|de|fr|eu)$/

/** The name's matching key: lower case, no accents or punctuation, no trailing legal form; '' when nothing is left. */
export function companyKey(name: string): string {
  const plain = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()
  const domain = DOMAIN_NAME.exec(plain.replace(/^https?:\/\/(www\.)?/, '').replace(/\/.*$/, ''))
  // Dots join what they separate ("S.A." is "sa", "Node.js" is "nodejs"); other punctuation separates words.
  const words = (domain ? domain[1]! : plain).replace(/\./g, '').replace(/&/g, ' and ').split(/[^a-z0-9]+/).filter(Boolean)
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1]!)) words.pop()
  return words.join('')
}

/** Hosts that many employers share (job boards, code hosts, link pages): never a company's identity. */
const SHARED_HOSTS = /(^|\.)(github\.com|gitlab\.com|linkedin\.com|notion\.site|medium\.com|wixsite\.com|lever\.co|greenhouse\.io|workable\.com|ashbyhq\.com|bit\.ly|linktr\.ee)$/

/** A website's registrable host without "www." ("https://www.Acme.io/jobs" -> "acme.io"); null for none or a shared host. */
export function websiteDomain(website: string | null | undefined): string | null {
  if (!website) return null
  let host: string
  try {
    host = new URL(/^[a-z]+:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase()
  } catch {
    return null
  }
  host = host.replace(/^www\./, '').replace(/\.$/, '')
  if (!host.includes('.') || SHARED_HOSTS.test(host)) return null
  return host
}
