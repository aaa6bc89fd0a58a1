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
  // 'C++', 'C#' and '.NET' are read as these words (symbolWords.ts).
  { spellings: ['cplusplus', 'cpp'] },
  { spellings: ['csharp', 'c sharp'] },
  { spellings: ['dotnet', 'dot net'] },
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
  // Job-title abbreviations, one way (the abbreviation finds the title; the title does not widen to every
  // abbreviation), per category of the board. Left out: ones that are English stop words ('am', 'it') or mean
  // something else as often ('pa', 'ar', 'cv', 'se').
  // Customer service
  { spellings: ['csm', 'customer success manager'], oneWay: true },
  { spellings: ['csr', 'customer service representative'], oneWay: true },
  { spellings: ['tse', 'technical support engineer'], oneWay: true },
  // Sales
  { spellings: ['ae', 'account executive'], oneWay: true },
  { spellings: ['bdr', 'business development representative'], oneWay: true },
  { spellings: ['bd', 'business development'], oneWay: true },
  // Virtual assistant and operations
  { spellings: ['ea', 'executive assistant'], oneWay: true },
  { spellings: ['coo', 'chief operating officer'], oneWay: true },
  // Development, QA and DevOps
  { spellings: ['swe', 'software engineer'], oneWay: true },
  { spellings: ['em', 'engineering manager'], oneWay: true },
  { spellings: ['cto', 'chief technology officer'], oneWay: true },
  { spellings: ['sdet', 'software development engineer in test', 'test automation'], oneWay: true },
  { spellings: ['qe', 'quality engineer', 'quality assurance'], oneWay: true },
  { spellings: ['dba', 'database administrator'], oneWay: true },
  { spellings: ['sysadmin', 'system administrator', 'systems administrator'], oneWay: true },
  { spellings: ['devrel', 'developer relations', 'developer advocate'], oneWay: true },
  { spellings: ['ciso', 'chief information security officer'], oneWay: true },
  // Data science
  { spellings: ['ds', 'data scientist', 'data science'], oneWay: true },
  { spellings: ['mle', 'machine learning engineer'], oneWay: true },
  { spellings: ['bi', 'business intelligence'], oneWay: true },
  { spellings: ['nlp', 'natural language processing'], oneWay: true },
  // Product and design
  { spellings: ['tpm', 'technical program manager', 'technical product manager'], oneWay: true },
  { spellings: ['apm', 'associate product manager'], oneWay: true },
  { spellings: ['pmm', 'product marketing manager'], oneWay: true },
  { spellings: ['ixd', 'interaction designer', 'interaction design'], oneWay: true },
  // Marketing and writing
  { spellings: ['smm', 'social media manager', 'social media marketing'], oneWay: true },
  { spellings: ['sem', 'search engine marketing'], oneWay: true },
  { spellings: ['ppc', 'pay per click', 'paid search'], oneWay: true },
  { spellings: ['cro', 'conversion rate optimization'], oneWay: true },
  { spellings: ['cmo', 'chief marketing officer'], oneWay: true },
  // Finance and HR
  { spellings: ['cpa', 'certified public accountant', 'accountant'], oneWay: true },
  { spellings: ['cfo', 'chief financial officer'], oneWay: true },
  { spellings: ['fp a', 'financial planning and analysis', 'financial analyst'], oneWay: true },
  { spellings: ['hrbp', 'hr business partner', 'human resources business partner'], oneWay: true },
  // Executives
  { spellings: ['vp', 'vice president'], oneWay: true },
]
