/**
 * Listings for measuring near-duplicate merging, as the providers carry them: the employer's full text on one
 * board, an aggregator's cut-off copy ending in "…", a repost with a reworded title, light edits. `group`
 * names the real job; listings with the same group are one job, different groups must stay apart (including
 * two roles of one company that open with the same "About us" paragraph).
 */
export interface DuplicateFixture {
  id: string
  group: string
  source: string
  company: string
  title: string
  description: string
  applyUrl: string | null
  salaryMin?: number | null
}

const ABOUT_ACME =
  'About Acme Cloud. Acme Cloud builds the deployment platform that 40,000 engineering teams use to ship software every day. We are a remote-first company of 180 people across 30 countries, backed by leading investors and profitable since 2023. Our culture values written communication, ownership and kindness.'
const FRONTEND =
  'The role. As a Senior Frontend Engineer you will own the dashboard our customers live in: a large React and TypeScript application with a design system, real-time logs and complex forms. You will work with designers on new features, improve performance on slow networks, mentor two mid-level engineers and help us move to server components. You have five or more years of frontend experience, deep knowledge of React, accessibility and browser performance, and you enjoy writing clear proposals.'
const BACKEND =
  'The role. As a Backend Engineer you will design the services behind our build pipeline: Go microservices, PostgreSQL, Kafka and Kubernetes running thousands of builds a minute. You will improve reliability, lower build times and take part in a calm on-call rotation. You have three or more years of backend experience with Go or Rust, distributed systems and SQL, and you care about observability.'
const BENEFITS = 'Benefits. Salary $140,000 to $170,000, equity, four weeks of paid leave, a home-office budget and a yearly retreat.'
const SUPPORT =
  'Orbit Health is hiring a Customer Support Specialist to help clinics use our scheduling software. You will answer tickets and chats, write help-centre articles, spot patterns in customer problems and share them with product. You have two years of SaaS support experience, excellent written English and patience with non-technical users. Hours: 9:00 to 17:00 Eastern time, Monday to Friday.'
const DATA =
  'Lumen Analytics is looking for a Data Analyst to turn product usage data into decisions. You will build dashboards in Looker, write SQL against our Snowflake warehouse, run A/B test analyses and present findings to product managers. You bring three years of analytics experience, strong SQL and Python, and a knack for explaining numbers simply.'

const cut = (text: string, chars: number) => `${text.slice(0, chars).replace(/\s+\S*$/, '')}…`

export const duplicateFixtures: DuplicateFixture[] = [
  // One frontend job: the employer's post, Remote OK's copy, Adzuna's cut-off snippet, a reworded JSearch repost.
  { id: 'fe-internal', group: 'fe', source: 'internal', company: 'Acme Cloud', title: 'Senior Frontend Engineer', description: `<p>${ABOUT_ACME}</p><p>${FRONTEND}</p><p>${BENEFITS}</p>`, applyUrl: 'https://acmecloud.com/careers/senior-frontend-engineer', salaryMin: 140000 },
  { id: 'fe-remoteok', group: 'fe', source: 'remoteok', company: 'Acme Cloud', title: 'Senior Front-End Developer', description: `<p>${ABOUT_ACME}</p><p>${FRONTEND}</p><p>${BENEFITS}</p><p>Please mention the word BEACON when applying.</p>`, applyUrl: 'https://remoteok.com/remote-jobs/771234' },
  { id: 'fe-adzuna', group: 'fe', source: 'adzuna', company: 'Acme Cloud Inc.', title: 'Sr. Frontend Engineer (Remote)', description: cut(`${ABOUT_ACME} ${FRONTEND}`, 700), applyUrl: 'https://www.adzuna.com/land/ad/4455667788' },
  { id: 'fe-jsearch', group: 'fe', source: 'jsearch', company: 'Acme Cloud', title: 'Frontend Engineer, Senior', description: `${ABOUT_ACME}\n\n${FRONTEND.replace('five or more years', '5+ years')}\n\n${BENEFITS}`, applyUrl: 'https://acmecloud.com/careers/senior-frontend-engineer?gh_src=jsearch' },
  // Another role of the same company, with the same opening paragraph: not the frontend job.
  { id: 'be-remoteok', group: 'be', source: 'remoteok', company: 'Acme Cloud', title: 'Backend Engineer', description: `<p>${ABOUT_ACME}</p><p>${BACKEND}</p><p>${BENEFITS}</p>`, applyUrl: 'https://remoteok.com/remote-jobs/771300' },
  { id: 'be-adzuna', group: 'be', source: 'adzuna', company: 'Acme Cloud', title: 'Backend Engineer - Go', description: cut(`${ABOUT_ACME} ${BACKEND}`, 700), applyUrl: 'https://www.adzuna.com/land/ad/4455667999' },
  // Cut-off copies of both roles that hold only the shared paragraph: the titles tell which job each one is.
  { id: 'be-adzuna-short', group: 'be', source: 'jsearch', company: 'Acme Cloud', title: 'Backend Engineer', description: cut(ABOUT_ACME, 400), applyUrl: null },
  { id: 'fe-adzuna-short', group: 'fe', source: 'jsearch', company: 'Acme Cloud', title: 'Senior Frontend Engineer', description: cut(ABOUT_ACME, 400), applyUrl: null },
  // A support job listed twice on one board (a repost under a new id), and once elsewhere.
  { id: 'sup-1', group: 'sup', source: 'jsearch', company: 'Orbit Health', title: 'Customer Support Specialist', description: `<p>${SUPPORT}</p>`, applyUrl: 'https://orbithealth.com/jobs/support-specialist', salaryMin: 52000 },
  { id: 'sup-2', group: 'sup', source: 'jsearch', company: 'Orbit Health', title: 'Customer Support Specialist (Remote, US)', description: `<p>${SUPPORT}</p><p>Apply today!</p>`, applyUrl: 'https://orbithealth.com/jobs/support-specialist-2' },
  { id: 'sup-3', group: 'sup', source: 'adzuna', company: 'Orbit Health', title: 'Remote Customer Support Specialist', description: cut(SUPPORT, 500), applyUrl: 'https://www.adzuna.com/land/ad/99887766' },
  // The same words at another company are another job.
  { id: 'data-lumen', group: 'data', source: 'remoteok', company: 'Lumen Analytics', title: 'Data Analyst', description: `<p>${DATA}</p>`, applyUrl: 'https://lumen.io/jobs/data-analyst' },
  { id: 'data-copycat', group: 'data-copycat', source: 'adzuna', company: 'Prism Data', title: 'Data Analyst', description: `<p>${DATA.replace('Lumen Analytics', 'Prism Data')}</p>`, applyUrl: 'https://prismdata.io/jobs/1' },
  // Short, template-like postings of one aggregator say too little to merge.
  { id: 'tiny-1', group: 'tiny-1', source: 'remoteok', company: 'Acme Remote 7', title: 'Senior React Developer 7', description: '<p>We are hiring #7.</p>', applyUrl: 'https://remoteok.com/remote-jobs/900007' },
  { id: 'tiny-2', group: 'tiny-2', source: 'remoteok', company: 'Acme Remote 7', title: 'Senior React Developer 507', description: '<p>We are hiring #507.</p>', applyUrl: 'https://remoteok.com/remote-jobs/900507' },
]
