/**
 * The search's synonym and abbreviation dictionary: data, not code. Each group lists spellings that mean the
 * same thing, written as the normaliser writes words (lower case, accents removed, every non-alphanumeric
 * character a space: 'Node.js' is 'node js', 'front-end' is 'front end').
 *
 * A query phrase found in a group matches every spelling of the group, and the spelling the user typed ranks
 * first. Groups are applied when the query is read, not in the stored documents, so a new entry works at once
 * without rebuilding 100,000 search documents, and the index keeps what the posting says. Used by the search
 * box, alerts and feeds alike; keyword pages match their words strictly.
 *
 * `oneWay` groups widen only from their first spelling: 'dev' finds developers and engineers, but
 * 'engineer' does not find every developer.
 */
export interface SynonymGroup {
  spellings: string[]
  oneWay?: boolean
}

export const SYNONYM_GROUPS: SynonymGroup[] = [
  { spellings: ['kubernetes', 'k8s'] },
  { spellings: ['machine learning', 'ml', 'ai', 'artificial intelligence'] },
  { spellings: ['product manager', 'pm', 'product owner'] },
  { spellings: ['site reliability', 'sre'] },
  { spellings: ['qa', 'quality assurance', 'test automation', 'tester'] },
  { spellings: ['javascript', 'js'] },
  { spellings: ['typescript', 'ts'] },
  { spellings: ['go', 'golang'] },
  { spellings: ['node js', 'nodejs', 'node'] },
  { spellings: ['react', 'reactjs', 'react js'] },
  { spellings: ['next js', 'nextjs'] },
  { spellings: ['vue', 'vuejs', 'vue js'] },
  { spellings: ['postgresql', 'postgres', 'psql'] },
  { spellings: ['fullstack', 'full stack'] },
  { spellings: ['frontend', 'front end'] },
  { spellings: ['backend', 'back end'] },
  { spellings: ['devops', 'dev ops'] },
  { spellings: ['email', 'e mail'] },
  { spellings: ['ui ux', 'ux ui', 'ux', 'ui'] },
  { spellings: ['sdr', 'sales development representative'] },
  { spellings: ['hr', 'human resources', 'people operations'] },
  { spellings: ['va', 'virtual assistant'] },
  { spellings: ['gcp', 'google cloud'] },
  { spellings: ['aws', 'amazon web services'] },
  { spellings: ['ci cd', 'cicd'] },
  { spellings: ['smart contract', 'solidity'] },
  { spellings: ['copywriter', 'copywriting'] },
  { spellings: ['customer support', 'customer service', 'customer success'] },
  { spellings: ['bookkeeper', 'accountant', 'accounting'] },
  { spellings: ['recruiter', 'recruiting', 'talent acquisition'] },
  { spellings: ['seo', 'search engine optimization'] },
  { spellings: ['analyst', 'analytics'] },
  { spellings: ['developer', 'engineer'] },
  { spellings: ['dev', 'developer', 'engineer'], oneWay: true },
  { spellings: ['programmer', 'developer', 'engineer'], oneWay: true },
  { spellings: ['coder', 'developer', 'engineer'], oneWay: true },
]
