/**
 * The judged query set of `npm run bench:relevance`: what job seekers type, each with a rule over the job's
 * data (title, skills, category, level) that says which jobs are relevant. Rules describe the jobs a person
 * means, not what any engine returns, and were written before the engine was changed (issue 21), so the
 * engine is graded by them rather than the other way round. Never list job ids here.
 */

export interface JudgedJob {
  title: string
  skills: string[]
  category: string | null
  level: 'entry' | 'mid' | 'senior'
}

export type Rule = (job: JudgedJob) => boolean

export type QueryKind = 'plain' | 'typo' | 'variant' | 'abbreviation' | 'filler' | 'operator' | 'seniority' | 'combination' | 'filtered'

export interface JudgedQuery {
  q: string
  kind: QueryKind
  /** Other list parameters sent with the text (filters), as /api/search takes them. */
  params?: Record<string, string>
  relevant: Rule
}

/** The title matches (case-insensitive). */
const title = (pattern: RegExp): Rule => (job) => new RegExp(pattern.source, 'i').test(job.title)
/** The job asks for one of these skills (exact skill names). */
const skill = (...names: string[]): Rule => (job) => job.skills.some((s) => names.some((n) => n.toLowerCase() === s.toLowerCase()))
const category = (...slugs: string[]): Rule => (job) => job.category !== null && slugs.includes(job.category)
const level = (value: JudgedJob['level']): Rule => (job) => job.level === value
const all = (...rules: Rule[]): Rule => (job) => rules.every((rule) => rule(job))
const any = (...rules: Rule[]): Rule => (job) => rules.some((rule) => rule(job))
const not = (rule: Rule): Rule => (job) => !rule(job)

// The roles people mean, reused by several spellings of the same query.
const react = all(category('development', 'web3'), any(title(/react/), skill('React')))
const python = any(title(/python/), skill('Python'))
const javascript = any(title(/javascript|typescript|react|node|front-?end|full-?stack/), skill('JavaScript', 'TypeScript'))
const developer = any(title(/developer|engineer/), category('development'))
const frontend = any(title(/front-?end|react|ui/), all(category('development'), skill('React', 'Next.js')))
const fullstack = title(/full-?stack/)
const backend = any(title(/back-?end|node|go|golang|python|ruby/), all(category('development'), skill('Node.js', 'Go', 'Python', 'Ruby', 'PHP')))
const golang = any(title(/\bgo(lang)?\b/), skill('Go'))
const node = any(title(/node/), skill('Node.js'))
const kubernetes = any(title(/kubernetes/), skill('Kubernetes'))
const designer = title(/design/)
const productManager = title(/product (manager|owner)/)
const machineLearning = any(title(/machine learning|\bml\b/), skill('Machine Learning'))
const sre = any(title(/site reliability|\bsre\b/), category('devops'))
const qa = any(category('qa'), title(/\bqa\b|test/))
const customerSupport = any(category('customer-service'), skill('Customer Support', 'Zendesk', 'Intercom'))
const dataAnalyst = any(title(/data analyst|analytics/), all(category('data-science'), skill('SQL', 'Tableau')))
const copywriting = any(title(/copywriter|writer/), skill('Copywriting'))
const virtualAssistant = any(category('virtual-assistant'), title(/assistant/))
const marketing = category('marketing')
const devops = any(category('devops'), title(/devops/))
const ux = any(title(/\bux\b|ui\/ux|user experience/), skill('UX Research', 'UI Design'))
const recruiter = any(title(/recruit|talent/), skill('Recruiting', 'Sourcing'))
const accountant = any(title(/accountant|bookkeeper|financial/), skill('Accounting', 'QuickBooks', 'Xero'))
const sales = any(category('sales'), title(/sales|account executive/))
const solidity = any(title(/solidity|smart contract/), skill('Solidity'))
const writer = any(title(/writer|editor|copywriter/), category('writing'))
const seo = any(title(/seo/), skill('SEO'))

export const judgedQueries: JudgedQuery[] = [
  // Plain words, spelled as the postings spell them.
  { kind: 'plain', q: 'react developer', relevant: react },
  { kind: 'plain', q: 'python', relevant: python },
  { kind: 'plain', q: 'designer', relevant: designer },
  { kind: 'plain', q: 'product manager', relevant: productManager },
  { kind: 'plain', q: 'data scientist', relevant: any(title(/data scien/), all(category('data-science'), skill('Machine Learning', 'Statistics'))) },
  { kind: 'plain', q: 'devops', relevant: devops },
  { kind: 'plain', q: 'kubernetes', relevant: kubernetes },
  { kind: 'plain', q: 'seo', relevant: seo },
  { kind: 'plain', q: 'copywriter', relevant: copywriting },
  { kind: 'plain', q: 'customer support', relevant: customerSupport },
  { kind: 'plain', q: 'figma', relevant: skill('Figma') },
  { kind: 'plain', q: 'solidity', relevant: solidity },
  { kind: 'plain', q: 'bookkeeper', relevant: accountant },
  { kind: 'plain', q: 'recruiter', relevant: recruiter },
  { kind: 'plain', q: 'virtual assistant', relevant: virtualAssistant },
  { kind: 'plain', q: 'technical writer', relevant: any(title(/technical writer/), skill('Technical Writing')) },
  { kind: 'plain', q: 'qa engineer', relevant: qa },
  { kind: 'plain', q: 'sales', relevant: sales },
  { kind: 'plain', q: 'machine learning', relevant: machineLearning },
  { kind: 'plain', q: 'typescript', relevant: any(title(/typescript/), skill('TypeScript')) },
  { kind: 'plain', q: 'go developer', relevant: golang },
  { kind: 'plain', q: 'node.js', relevant: node },
  { kind: 'plain', q: 'graphql', relevant: skill('GraphQL') },
  { kind: 'plain', q: 'terraform', relevant: skill('Terraform') },
  { kind: 'plain', q: 'zendesk', relevant: skill('Zendesk') },
  { kind: 'plain', q: 'salesforce', relevant: skill('Salesforce') },
  { kind: 'plain', q: 'excel', relevant: skill('Excel') },
  { kind: 'plain', q: 'tableau', relevant: skill('Tableau') },
  { kind: 'plain', q: 'ethereum', relevant: skill('Ethereum') },
  { kind: 'plain', q: 'playwright', relevant: skill('Playwright') },
  { kind: 'plain', q: 'rust', relevant: skill('Rust') },
  { kind: 'plain', q: 'docker', relevant: skill('Docker') },
  { kind: 'plain', q: 'data analyst', relevant: dataAnalyst },
  { kind: 'plain', q: 'accountant', relevant: accountant },
  { kind: 'plain', q: 'email marketing', relevant: any(title(/email marketing/), skill('Email Marketing')) },
  { kind: 'plain', q: 'product', relevant: any(category('product'), title(/product/)) },
  { kind: 'plain', q: 'manager', relevant: title(/manager/) },
  { kind: 'plain', q: 'communication', relevant: skill('Communication') },
  { kind: 'plain', q: 'wordpress', relevant: any(title(/wordpress/), skill('PHP')) },
  { kind: 'plain', q: 'engineer', relevant: title(/engineer/) },

  // Typos: one or two letters wrong, missing, doubled or swapped.
  { kind: 'typo', q: 'javscript', relevant: javascript },
  { kind: 'typo', q: 'pyhton', relevant: python },
  { kind: 'typo', q: 'develoepr', relevant: developer },
  { kind: 'typo', q: 'reactt developer', relevant: react },
  { kind: 'typo', q: 'kubernets', relevant: kubernetes },
  { kind: 'typo', q: 'desinger', relevant: designer },
  { kind: 'typo', q: 'tyepscript', relevant: any(title(/typescript/), skill('TypeScript')) },
  { kind: 'typo', q: 'figam', relevant: skill('Figma') },
  { kind: 'typo', q: 'solidty', relevant: solidity },
  { kind: 'typo', q: 'copywritter', relevant: copywriting },
  { kind: 'typo', q: 'recuiter', relevant: recruiter },
  { kind: 'typo', q: 'data analsyt', relevant: dataAnalyst },
  { kind: 'typo', q: 'enginer', relevant: title(/engineer/) },
  { kind: 'typo', q: 'product mangaer', relevant: productManager },
  { kind: 'typo', q: 'salesforse', relevant: skill('Salesforce') },
  { kind: 'typo', q: 'zendsk', relevant: skill('Zendesk') },
  { kind: 'typo', q: 'terrafrom', relevant: skill('Terraform') },
  { kind: 'typo', q: 'postgressql', relevant: skill('PostgreSQL') },
  { kind: 'typo', q: 'grapql', relevant: skill('GraphQL') },
  { kind: 'typo', q: 'machin learning', relevant: machineLearning },
  { kind: 'typo', q: 'bookeeper', relevant: accountant },
  { kind: 'typo', q: 'virtual asistant', relevant: virtualAssistant },
  { kind: 'typo', q: 'tabelau', relevant: skill('Tableau') },
  { kind: 'typo', q: 'wordpres', relevant: any(title(/wordpress/), skill('PHP')) },
  { kind: 'typo', q: 'custmer support', relevant: customerSupport },

  // Variants: spacing, hyphens, suffixes and other spellings of the same thing.
  { kind: 'variant', q: 'front-end', relevant: frontend },
  { kind: 'variant', q: 'front end', relevant: frontend },
  { kind: 'variant', q: 'frontend developer', relevant: frontend },
  { kind: 'variant', q: 'fullstack', relevant: fullstack },
  { kind: 'variant', q: 'full stack', relevant: fullstack },
  { kind: 'variant', q: 'full-stack developer', relevant: fullstack },
  { kind: 'variant', q: 'react dev', relevant: react },
  { kind: 'variant', q: 'nodejs', relevant: node },
  { kind: 'variant', q: 'node js', relevant: node },
  { kind: 'variant', q: 'golang', relevant: golang },
  { kind: 'variant', q: 'reactjs', relevant: react },
  { kind: 'variant', q: 'ui ux designer', relevant: any(title(/ui\/ux|ux designer|product designer/), skill('UI Design', 'UX Research')) },
  { kind: 'variant', q: 'e-mail marketing', relevant: any(title(/email marketing/), skill('Email Marketing')) },
  { kind: 'variant', q: 'site reliability', relevant: sre },
  { kind: 'variant', q: 'back-end', relevant: backend },
  { kind: 'variant', q: 'backend developer', relevant: backend },
  { kind: 'variant', q: 'smart contracts', relevant: solidity },
  { kind: 'variant', q: 'postgres', relevant: skill('PostgreSQL') },
  { kind: 'variant', q: 'copywriting', relevant: copywriting },
  { kind: 'variant', q: 'designers', relevant: designer },

  // Abbreviations.
  { kind: 'abbreviation', q: 'k8s', relevant: kubernetes },
  { kind: 'abbreviation', q: 'ML engineer', relevant: machineLearning },
  { kind: 'abbreviation', q: 'PM', relevant: productManager },
  { kind: 'abbreviation', q: 'SRE', relevant: sre },
  { kind: 'abbreviation', q: 'QA', relevant: qa },
  { kind: 'abbreviation', q: 'JS developer', relevant: javascript },
  { kind: 'abbreviation', q: 'TS', relevant: any(title(/typescript/), skill('TypeScript')) },
  { kind: 'abbreviation', q: 'SDR', relevant: title(/sales development/) },
  { kind: 'abbreviation', q: 'HR', relevant: category('hr') },
  { kind: 'abbreviation', q: 'VA', relevant: virtualAssistant },
  { kind: 'abbreviation', q: 'gcp', relevant: skill('Google Cloud') },
  { kind: 'abbreviation', q: 'ai engineer', relevant: machineLearning },
  { kind: 'abbreviation', q: 'ux', relevant: ux },
  // Job-title abbreviations (issue 32): tried as a new user would, they found nothing before.
  { kind: 'abbreviation', q: 'CSM', relevant: title(/customer success manager/) },
  { kind: 'abbreviation', q: 'AE', relevant: title(/account executive/) },
  { kind: 'abbreviation', q: 'EA', relevant: title(/executive assistant/) },
  { kind: 'abbreviation', q: 'remote SWE', relevant: title(/software engineer/) },

  // Filler words around the role.
  { kind: 'filler', q: 'python jobs', relevant: python },
  { kind: 'filler', q: 'remote react jobs', relevant: react },
  { kind: 'filler', q: 'work from home customer support', relevant: customerSupport },
  { kind: 'filler', q: 'remote designer position', relevant: designer },
  { kind: 'filler', q: 'data analyst jobs remote', relevant: dataAnalyst },
  { kind: 'filler', q: 'remote marketing jobs', relevant: marketing },
  { kind: 'filler', q: 'devops remote work', relevant: devops },
  { kind: 'filler', q: 'virtual assistant work from home', relevant: virtualAssistant },
  { kind: 'filler', q: 'remote jobs in sales', relevant: sales },
  { kind: 'filler', q: 'online copywriting jobs', relevant: copywriting },
  { kind: 'filler', q: 'writer jobs for digital nomads', relevant: writer },
  { kind: 'filler', q: 'remote seo positions', relevant: seo },

  // Operators: quotes, OR and minus.
  { kind: 'operator', q: 'react -native', relevant: all(react, not(any(title(/react native/), skill('React Native')))) },
  { kind: 'operator', q: 'python OR go', relevant: any(python, golang) },
  { kind: 'operator', q: '"product designer"', relevant: title(/product designer/) },
  { kind: 'operator', q: '"data analyst"', relevant: title(/data analyst/) },
  { kind: 'operator', q: 'designer -ux', relevant: all(designer, not(title(/\bux\b/))) },
  { kind: 'operator', q: 'sql OR tableau', relevant: skill('SQL', 'Tableau') },
  { kind: 'operator', q: 'marketing -seo', relevant: all(marketing, not(seo)) },
  { kind: 'operator', q: '"customer success"', relevant: title(/customer success/) },
  { kind: 'operator', q: 'typescript OR javascript', relevant: any(title(/typescript|javascript/), skill('TypeScript', 'JavaScript')) },
  { kind: 'operator', q: 'engineer -senior -sr', relevant: all(title(/engineer/), not(title(/senior|sr\./))) },

  // Seniority.
  { kind: 'seniority', q: 'senior react developer', relevant: all(react, level('senior')) },
  { kind: 'seniority', q: 'junior designer', relevant: all(designer, level('entry')) },
  { kind: 'seniority', q: 'senior python', relevant: all(python, level('senior')) },
  { kind: 'seniority', q: 'junior data analyst', relevant: all(dataAnalyst, level('entry')) },
  { kind: 'seniority', q: 'senior devops engineer', relevant: all(devops, level('senior')) },
  { kind: 'seniority', q: 'entry level marketing', relevant: all(marketing, level('entry')) },
  { kind: 'seniority', q: 'junior developer', relevant: all(developer, level('entry')) },
  { kind: 'seniority', q: 'senior product manager', relevant: all(productManager, level('senior')) },
  { kind: 'seniority', q: 'sr backend engineer', relevant: all(backend, level('senior')) },
  { kind: 'seniority', q: 'jr copywriter', relevant: all(copywriting, level('entry')) },
  { kind: 'seniority', q: 'senior frontend', relevant: all(frontend, level('senior')) },
  { kind: 'seniority', q: 'junior customer support', relevant: all(customerSupport, level('entry')) },

  // Several things at once.
  { kind: 'combination', q: 'react typescript', relevant: all(react, skill('TypeScript')) },
  { kind: 'combination', q: 'python sql', relevant: all(python, skill('SQL')) },
  { kind: 'combination', q: 'aws terraform', relevant: skill('Terraform') },
  { kind: 'combination', q: 'figma prototyping', relevant: skill('Figma', 'Prototyping') },
  { kind: 'combination', q: 'seo content writer', relevant: any(all(seo, writer), all(seo, skill('Content Strategy'))) },
  { kind: 'combination', q: 'kubernetes aws', relevant: all(kubernetes, skill('AWS')) },
  { kind: 'combination', q: 'react native mobile', relevant: any(title(/react native/), skill('React Native')) },
  { kind: 'combination', q: 'node graphql', relevant: all(node, skill('GraphQL')) },
  { kind: 'combination', q: 'python pandas', relevant: skill('Pandas') },
  { kind: 'combination', q: 'solidity ethereum', relevant: all(solidity, skill('Ethereum')) },
  { kind: 'combination', q: 'docker kubernetes engineer', relevant: all(kubernetes, skill('Docker')) },
  { kind: 'combination', q: 'zendesk intercom', relevant: skill('Zendesk', 'Intercom') },

  // Text with filters.
  { kind: 'filtered', q: 'developer', params: { type: 'contract' }, relevant: developer },
  { kind: 'filtered', q: 'designer', params: { experience: 'senior' }, relevant: designer },
  { kind: 'filtered', q: 'python', params: { salary: '100000-150000' }, relevant: python },
  { kind: 'filtered', q: 'react', params: { timezone: 'europe' }, relevant: react },
  { kind: 'filtered', q: 'support', params: { type: 'part-time' }, relevant: customerSupport },
  { kind: 'filtered', q: 'manager', params: { category: 'marketing' }, relevant: title(/manager/) },
  { kind: 'filtered', q: 'engineer', params: { category: 'devops', experience: 'mid' }, relevant: title(/engineer/) },
  { kind: 'filtered', q: 'writer', params: { type: 'freelance' }, relevant: writer },
]
