/**
 * Postings for measuring the scam rules, as they reach us after normalisation (description HTML and apply
 * URL), written in the shapes the four providers carry. `scamPostings` are modelled on real recruiting-scam
 * patterns (FTC and FBI IC3 advisories: equipment checks, training fees, chat-app interviews, crypto
 * "tasks"); every one must be held. `ordinaryPostings` are real-looking jobs that use the same words
 * innocently (crypto employers, equipment budgets, "we never charge fees", WhatsApp as a product); at most
 * 1 % of ordinary jobs may be held.
 */
export interface Posting {
  provider: 'remoteok' | 'web3career' | 'jsearch' | 'adzuna' | 'internal'
  title: string
  description: string
  applyUrl: string | null
}

export const scamPostings: Posting[] = [
  { provider: 'jsearch', title: 'Remote Data Entry Clerk', applyUrl: null, description: '<p>Work from home, flexible hours, $35/hr.</p><p>Interested candidates should contact our hiring manager on Telegram @hr_mark_recruit for an interview.</p>' },
  { provider: 'adzuna', title: 'Customer Service Representative (Remote)', applyUrl: 'https://t.me/careers_desk_online', description: '<p>Entry level, training provided. Start this week.</p>' },
  { provider: 'jsearch', title: 'Administrative Assistant', applyUrl: 'https://wa.me/14155550123', description: '<p>Immediate start. Message us to begin.</p>' },
  { provider: 'remoteok', title: 'Virtual Assistant', applyUrl: 'https://bit.ly/3xVa-apply', description: '<p>Help our CEO with email and calendar. Apply through the link.</p>' },
  { provider: 'adzuna', title: 'Remote Product Tester', applyUrl: 'https://tinyurl.com/prodtest-apply', description: '<p>Test products at home and keep them.</p>' },
  { provider: 'jsearch', title: 'Payroll Assistant', applyUrl: 'mailto:hiring.globalfinance@gmail.com', description: '<p>Process payments for our clients from home.</p>' },
  { provider: 'adzuna', title: 'Remote Bookkeeper', applyUrl: null, description: '<p>Part-time bookkeeping role. Send your resume to careers.apexholdings@outlook.com today.</p>' },
  { provider: 'jsearch', title: 'Data Entry Specialist', applyUrl: 'https://apex-staffing-jobs.com/apply', description: '<p>Successful applicants will need to purchase a starter kit for $150, refunded with your first paycheck.</p>' },
  { provider: 'adzuna', title: 'Remote Customer Support', applyUrl: 'https://globalsupport-careers.net/apply', description: '<p>After the interview, we will send you a check to buy your home-office equipment from our approved vendor.</p>' },
  { provider: 'jsearch', title: 'Online Tutor', applyUrl: 'https://tutorhub-online.org/join', description: '<p>A one-time registration fee of $49 is required to activate your tutor profile.</p>' },
  { provider: 'web3career', title: 'Crypto Task Operator', applyUrl: 'https://taskchain-jobs.io/apply', description: '<p>Complete simple app-rating tasks. To unlock higher-paying tasks you must deposit USDT into your work account.</p>' },
  { provider: 'web3career', title: 'Remote Order Booster', applyUrl: 'https://boostorders.io/careers', description: '<p>Earn commission on every order. New workers are required to top up their balance: send 100 USDT to start.</p>' },
  { provider: 'adzuna', title: 'Mystery Shopper', applyUrl: 'https://shopper-evaluations.com/apply', description: '<p>Evaluate money transfer services. You will purchase gift cards and send them to our partner, keeping $300 per assignment.</p>' },
  { provider: 'jsearch', title: 'Remote Claims Processor', applyUrl: 'https://claimsworks-remote.com/apply', description: '<p>Paid training. Trainees must pay a refundable security deposit of $200 before onboarding.</p>' },
  { provider: 'adzuna', title: 'Home Typist', applyUrl: 'https://typingjobs-home.com/register', description: '<p>Typing from home. An application fee of $25 covers processing.</p>' },
  { provider: 'jsearch', title: 'Shipping Coordinator', applyUrl: null, description: '<p>Receive packages at home and reship them. For details contact Mrs. Ellen on WhatsApp +1 415 555 0199.</p>' },
  { provider: 'remoteok', title: 'Social Media Evaluator', applyUrl: 'https://cutt.ly/socialeval', description: '<p>Like and follow pages, get paid daily.</p>' },
  { provider: 'adzuna', title: 'Remote Admin Assistant', applyUrl: 'mailto:recruitment.dept.hr@yahoo.com', description: '<p>Great pay, no experience needed.</p>' },
  { provider: 'jsearch', title: 'Financial Assistant', applyUrl: 'https://finassist-careers.com/apply', description: '<p>You will be required to pay for your background check ($75) through our portal before starting.</p>' },
  { provider: 'web3career', title: 'Blockchain Data Annotator', applyUrl: null, description: '<p>Annotate blockchain data. Candidates must transfer a 0.01 BTC activation deposit to verify their wallet. Add our recruiter on Telegram: @chain_hr_desk.</p>' },
  { provider: 'adzuna', title: 'Remote Chat Moderator', applyUrl: 'https://rb.gy/chatmod', description: '<p>Moderate chats from home.</p>' },
  { provider: 'jsearch', title: 'Customer Care Agent', applyUrl: null, description: '<p>Interviews are held via Telegram chat. Text our HR on Telegram @hr_talentdesk to apply.</p>' },
  { provider: 'internal', title: 'Remote Sales Agent', applyUrl: 'https://salesagents-now.com/apply', description: '<p>Commission-only. New hires need to buy the sales training course ($199) from our partner store before their first call.</p>' },
  { provider: 'adzuna', title: 'Warehouse Inventory Clerk (Remote)', applyUrl: 'mailto:inventory.jobs2026@hotmail.com', description: '<p>Count stock remotely using our app.</p>' },
  { provider: 'jsearch', title: 'Personal Assistant to CEO', applyUrl: null, description: '<p>Duties include errands and payments. Send your CV to ceo.assistant.hiring@gmail.com.</p>' },
]

/** Jobs that use the scam rules' words innocently. */
const trickyOrdinary: Posting[] = [
  { provider: 'web3career', title: 'Senior Solidity Engineer', applyUrl: 'https://jobs.lever.co/chainlabs/4f1c2a7e', description: '<p>Build smart contracts for our Bitcoin and USDT payment rails. You will review transfers and deposit flows in our custody product.</p>' },
  { provider: 'web3career', title: 'Crypto Exchange Support Specialist', applyUrl: 'https://boards.greenhouse.io/exchangeco/jobs/5521', description: '<p>Help customers who deposit and withdraw crypto. Salary paid in USDC or fiat, your choice.</p>' },
  { provider: 'remoteok', title: 'Frontend Engineer', applyUrl: 'https://acme.com/careers/frontend-engineer', description: '<p>We provide a $2,000 equipment budget: buy the laptop and monitor you like and we reimburse it.</p>' },
  { provider: 'remoteok', title: 'Product Designer', applyUrl: 'https://jobs.ashbyhq.com/designly/7c1e', description: '<p>We will never ask you to pay any fee during our hiring process.</p>' },
  { provider: 'jsearch', title: 'Mobile Engineer (WhatsApp integrations)', applyUrl: 'https://careers.messagebird.com/jobs/3321', description: '<p>Build our WhatsApp and Telegram channel integrations for enterprise customers.</p>' },
  { provider: 'adzuna', title: 'Payroll Specialist', applyUrl: 'https://careers.payfit.com/jobs/payroll-specialist-981', description: '<p>Process payroll and make sure employees are paid on time. Experience with deposit files is a plus.</p>' },
  { provider: 'remoteok', title: 'Community Manager', applyUrl: 'https://apply.workable.com/communityco/j/8A7B6C/', description: '<p>Run our Discord and Telegram communities (40k members) and host weekly AMAs.</p>' },
  { provider: 'jsearch', title: 'Customer Success Manager', applyUrl: 'mailto:careers@helpfulsoftware.io', description: '<p>Own onboarding for our largest customers. Apply by email with your CV.</p>' },
  { provider: 'adzuna', title: 'Accounts Receivable Clerk', applyUrl: 'https://www.adzuna.com/land/ad/4512339871', description: '<p>Chase invoices and record customer payments, application of cash and deposits.</p>' },
  { provider: 'remoteok', title: 'Senior Backend Engineer', applyUrl: 'https://remoteok.com/remote-jobs/912345', description: '<p>No fees, no recruiters. We pay for your home office, coworking membership and training courses.</p>' },
  { provider: 'web3career', title: 'DeFi Researcher', applyUrl: 'https://web3.career/defi-researcher-yieldlabs/88213', description: '<p>Research staking, deposit and lending protocols; write reports on Ethereum and Bitcoin L2s.</p>' },
  { provider: 'jsearch', title: 'Technical Support Engineer', applyUrl: 'https://careers.zendesk.com/jobs/6612', description: '<p>Support customers on chat, email and WhatsApp Business. Training is paid and provided by us.</p>' },
  { provider: 'adzuna', title: 'Freelance Copywriter', applyUrl: 'https://copyhouse.agency/jobs/freelance-copywriter', description: '<p>Write landing pages for fintech clients (gift cards, money transfer apps, crypto wallets).</p>' },
  { provider: 'remoteok', title: 'Developer Advocate', applyUrl: 'https://lnkd-careers.example.org/jobs/devrel-22', description: '<p>Speak at meetups; travel is paid for by the company. Join our Telegram developer group after you start.</p>' },
  { provider: 'internal', title: 'Operations Manager', applyUrl: 'https://northwind.io/careers/operations-manager', description: '<p>You will manage vendors and purchase equipment for our offices from approved suppliers.</p>' },
  { provider: 'jsearch', title: 'Insurance Claims Adjuster', applyUrl: 'https://jobs.smartrecruiters.com/Insurer/743999', description: '<p>Candidates must pass a background check, paid for by the company.</p>' },
  { provider: 'adzuna', title: 'Tutor (Mathematics)', applyUrl: 'https://tutors.co.uk/jobs/maths-tutor-2231', description: '<p>Set your own hours. There is no registration fee and no cost to join.</p>' },
  { provider: 'web3career', title: 'Wallet Engineer', applyUrl: 'https://jobs.lever.co/walletco/9a8b', description: '<p>Ship features that let users send BTC, ETH and USDT to friends in two taps.</p>' },
  { provider: 'remoteok', title: 'Growth Marketer', applyUrl: 'https://growthly.com/jobs/growth-marketer', description: '<p>Our stack: HubSpot, Segment, WhatsApp campaigns and Telegram bots. Apply at https://growthly.com/jobs.</p>' },
  { provider: 'jsearch', title: 'Small Business Bookkeeper', applyUrl: 'mailto:jobs@brightledger.co', description: '<p>Reconcile deposits and prepare month-end reports for 20 clients.</p>' },
]

const STACKS = ['React and TypeScript', 'Python and Django', 'Go and Kubernetes', 'Rust', 'Node.js and PostgreSQL', 'Swift and SwiftUI', 'Kotlin', 'Figma and user research', 'Salesforce and HubSpot', 'SQL and dbt']
const ROLES = ['Software Engineer', 'Product Manager', 'Data Analyst', 'Designer', 'Support Specialist', 'DevOps Engineer', 'Marketing Manager', 'QA Engineer', 'Account Executive', 'Technical Writer']
const PERKS = [
  'We offer a home-office stipend, four weeks of paid leave and a yearly team retreat.',
  'Benefits include health insurance, a learning budget and a new laptop of your choice.',
  'You will join a team of twelve across Europe and the Americas, working async first.',
  'We pay in USD, EUR or crypto, whichever you prefer, and cover coworking memberships.',
  'Our hiring process: a 30-minute call, a take-home exercise (paid), and a team interview.',
  'We never charge candidates anything and will never contact you on Telegram or WhatsApp.',
]
const APPLY_HOSTS = ['https://boards.greenhouse.io/{c}/jobs/{n}', 'https://jobs.lever.co/{c}/{n}', 'https://{c}.com/careers/{n}', 'https://apply.workable.com/{c}/j/{n}/', 'https://www.adzuna.com/land/ad/{n}', 'https://remoteok.com/remote-jobs/{n}', 'mailto:jobs@{c}.com']
const PROVIDERS: Posting['provider'][] = ['remoteok', 'web3career', 'jsearch', 'adzuna', 'internal']

/** Several hundred everyday postings, varied so no one template decides the measure. */
function everydayPostings(count: number): Posting[] {
  return Array.from({ length: count }, (_, i) => {
    const role = ROLES[i % ROLES.length]!
    const stack = STACKS[(i * 7) % STACKS.length]!
    const company = `company${i % 97}`
    return {
      provider: PROVIDERS[i % PROVIDERS.length]!,
      title: `${i % 3 === 0 ? 'Senior ' : ''}${role}`,
      applyUrl: i % 13 === 5 ? null : APPLY_HOSTS[i % APPLY_HOSTS.length]!.replace('{c}', company).replace('{n}', String(40_000 + i * 31)),
      description:
        `<p>${company} is looking for a ${role.toLowerCase()} with ${stack} experience.</p>` +
        `<ul><li>${PERKS[i % PERKS.length]}</li><li>${PERKS[(i + 2) % PERKS.length]}</li></ul>` +
        (i % 13 === 5 ? `<p>Apply with your CV at https://${company}.com/careers or email careers@${company}.com.</p>` : ''),
    }
  })
}

export const ordinaryPostings: Posting[] = [...trickyOrdinary, ...everydayPostings(480)]
