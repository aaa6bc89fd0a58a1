import type { CategorySlug } from './data/categories'
import type { createRandom } from './random'

type Random = ReturnType<typeof createRandom>

/**
 * Job descriptions written from parts, so the demo data reads like many employers rather than one template:
 * the opening, the duties (by category), the requirements and the offer each come from their own pool, and
 * parts are shuffled or left out. Search relevance is measured on this data (`npm run bench:relevance`),
 * so it must not reward an engine for matching one template's words.
 */
export interface DescribedJob {
  title: string
  company: string
  category: CategorySlug
  skills: string[]
  type: string
  level: 'entry' | 'mid' | 'senior'
}

const OPENINGS: ((job: DescribedJob, role: string) => string)[] = [
  (j, role) => `${j.company} is hiring ${role} to join our fully remote team.`,
  (j, role) => `We are ${j.company}, a distributed company, and we are looking for ${role}.`,
  (j, role) => `Join ${j.company} as ${role} and work from wherever you do your best work.`,
  (j) => `${j.company} builds tools used by teams in more than forty countries. We need a ${j.title} who enjoys ownership.`,
  (j, role) => `Our team at ${j.company} is growing and we would love to meet ${role}.`,
  (j) => `About the role: as our ${j.title} you will shape how ${j.company} grows over the next few years.`,
  (j) => `${j.company} has been remote-first since day one. This ${j.title} opening is new.`,
]

const TEAM_LINES = [
  'You will work with colleagues across several time zones and own projects end to end.',
  'We write things down, keep meetings short and trust people with their own calendars.',
  'The team is small, senior and kind; we review each other\u2019s work carefully.',
  'Most collaboration is asynchronous, with a weekly video call to stay in touch.',
  'You will report to the head of the department and work closely with two peers.',
  '',
]

/** Category-specific duties: the words a real posting in that field uses. */
const DUTIES: Record<CategorySlug, string[]> = {
  development: ['Build and ship features across our web application', 'Review pull requests and improve our test coverage', 'Design APIs together with the mobile and frontend teams', 'Profile slow pages and fix performance problems', 'Keep our dependencies and build tooling healthy'],
  design: ['Turn rough ideas into wireframes and polished screens', 'Run usability sessions and share what you learn', 'Maintain and extend our component library', 'Work with engineers until the details ship as designed', 'Create illustrations and assets for campaigns'],
  marketing: ['Plan campaigns and measure what they bring', 'Grow organic traffic with search and content', 'Run experiments on landing pages and onboarding emails', 'Report on funnel metrics every month', 'Work with sales on messaging and positioning'],
  'customer-service': ['Answer customer questions by chat and email', 'Turn recurring tickets into help-centre articles', 'Escalate bugs to engineering with clear reproduction steps', 'Keep response times low during your shift', 'Onboard new accounts and check in with key customers'],
  writing: ['Write articles, guides and documentation', 'Edit drafts from other contributors for clarity and tone', 'Interview experts and turn notes into stories', 'Keep our style guide current', 'Plan the editorial calendar with the marketing team'],
  'data-science': ['Build models that predict churn and demand', 'Answer business questions with clean, reproducible analyses', 'Own dashboards that leadership reads every week', 'Design and analyse experiments', 'Improve our data pipelines and their tests'],
  devops: ['Run and improve our cloud infrastructure', 'Automate deployments and keep pipelines fast', 'Be part of a fair on-call rotation', 'Improve monitoring, alerting and incident reviews', 'Reduce our cloud bill without hurting reliability'],
  product: ['Decide what we build next and why', 'Talk to customers every week', 'Write clear specifications with design and engineering', 'Own the roadmap for one product area', 'Define success metrics and follow them after launch'],
  sales: ['Run discovery calls and product demos', 'Build pipeline through outbound and partnerships', 'Negotiate contracts and close deals', 'Keep the CRM accurate and forecasts honest', 'Share customer feedback with the product team'],
  'virtual-assistant': ['Manage calendars, travel and inbox for two executives', 'Prepare documents, agendas and meeting notes', 'Keep files and shared drives in order', 'Handle research tasks and small projects', 'Coordinate with vendors and service providers'],
  finance: ['Keep the books accurate and close each month on time', 'Prepare reports, forecasts and budgets', 'Handle invoices, payroll inputs and reconciliations', 'Work with our external auditors', 'Improve our finance processes and controls'],
  hr: ['Find and engage candidates for open roles', 'Run interviews and keep hiring fair and fast', 'Improve onboarding for new colleagues', 'Look after people processes and policies', 'Build our employer brand'],
  web3: ['Write and test smart contracts', 'Review protocol changes for security issues', 'Build interfaces that talk to the chain', 'Work with auditors and the community', 'Research new protocol designs'],
  qa: ['Write and maintain automated end-to-end tests', 'Test new features before each release', 'Report bugs with clear reproduction steps', 'Improve our test strategy and tooling', 'Work with developers to prevent regressions'],
}

const SKILL_LINES: ((skill: string) => string)[] = [
  (s) => `Hands-on experience with ${s}`,
  (s) => `You have used ${s} in real projects`,
  (s) => `Good working knowledge of ${s}`,
  (s) => `${s}`,
]

const LEVEL_LINES = { entry: ['This role suits someone early in their career; we will mentor you.', 'Junior applicants and career changers are welcome.'], mid: ['A few years of relevant experience.', 'You can work independently on most tasks.'], senior: ['Several years of experience and a record of leading work.', 'You have mentored others and made decisions that lasted.'] }

const OFFERS = [
  'Flexible hours and a yearly learning budget.',
  'A coworking stipend for digital nomads.',
  'Paid time off that people actually take.',
  'A home-office budget and the laptop of your choice.',
  'Health insurance wherever you live.',
  'A yearly company retreat.',
]

function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`
}

export function describeJob(job: DescribedJob, random: Random): string {
  const levelInTitle = /^(senior|sr\.|junior|jr\.)\s/i.test(job.title)
  const level = levelInTitle ? '' : job.level === 'entry' ? 'junior ' : job.level === 'senior' ? 'senior ' : ''
  const role = withArticle(`${level}${job.title}`)
  const opening = `${random.pick(OPENINGS)(job, role)} ${random.pick(TEAM_LINES)}`.trim()
  const duties = random.sample(DUTIES[job.category], random.int(2, 4))
  const skillLine = random.pick(SKILL_LINES)
  const requirements = [...job.skills.map(skillLine), random.pick(LEVEL_LINES[job.level]), ...(random.next() < 0.5 ? ['Clear written English'] : [])]
  const offers = random.sample(OFFERS, random.int(1, 3))
  const headings = random.pick([
    ['What you will do', 'What we are looking for', 'What we offer'],
    ['Responsibilities', 'Requirements', 'Benefits'],
    ['The work', 'About you', 'Why us'],
  ] as const)
  const parts = [
    `<p>${opening}</p>`,
    `<h3>${headings[0]}</h3>`,
    `<ul>${duties.map((d) => `<li>${d}</li>`).join('')}</ul>`,
    `<h3>${headings[1]}</h3>`,
    `<ul>${requirements.map((r) => `<li>${r}</li>`).join('')}</ul>`,
    `<h3>${headings[2]}</h3>`,
    `<p>This is a ${job.type} position. ${offers.join(' ')}</p>`,
  ]
  return parts.join('\n')
}
