/** The site FAQ (eight items). Answers are plain text; `links` are rendered after the answer. */
export interface FaqItem {
  id: string
  question: string
  answer: string
  links?: { to: string; label: string }[]
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'beginner-jobs',
    question: 'What are the best remote jobs for beginners?',
    answer:
      'Customer support, virtual assistance, data entry, content writing, social media management and QA testing are the most common first remote roles. They value reliability and communication over years of experience, and many companies train new hires.',
  },
  {
    id: 'pay',
    question: 'How much do remote jobs pay?',
    answer:
      'It depends on the role and the company: entry-level support roles often pay $35,000-$50,000 a year, mid-level marketers and designers $60,000-$110,000, and senior developers $120,000 or more. Some companies pay the same everywhere; others adjust pay to where you live.',
  },
  {
    id: 'legitimate-jobs',
    question: 'How can I find legitimate remote jobs and avoid scams?',
    answer:
      'Apply through the original posting on the company site, research the company before sharing personal data, and never pay to get a job. Be wary of offers without an interview, vague job descriptions, or requests to buy equipment up front. Every job here links to its original posting.',
  },
  {
    id: 'in-demand-skills',
    question: 'Which remote work skills are most in demand in 2025?',
    answer:
      'Software development (especially TypeScript, Python and cloud), data analysis, AI and automation tooling, product design, SEO and content marketing, and customer success. Strong written communication and self-management matter in every remote role.',
  },
  {
    id: 'no-experience',
    question: 'Can I work remotely with no experience?',
    answer:
      'Yes. Start with entry-level roles, build a small portfolio of real work (even volunteer or freelance projects), learn the common remote tools, and write a short, specific cover note for each application. Our guide has a step-by-step plan for your first remote job.',
    links: [{ to: '/digital-nomad-guide', label: 'Read the Digital Nomad Guide' }],
  },
  {
    id: 'affordable-places',
    question: 'What are the most affordable places to live as a digital nomad?',
    answer:
      'Popular, affordable bases with good internet and coworking include Chiang Mai (Thailand), Da Nang (Vietnam), Bali (Indonesia), Medellín (Colombia), Mexico City, Lisbon outside the centre, Tbilisi (Georgia) and Bansko (Bulgaria). Many offer digital nomad visas or long tourist stays.',
  },
  {
    id: 'taxes-insurance',
    question: 'How do taxes and health insurance work for digital nomads?',
    answer:
      'Taxes depend on your citizenship, tax residency and where you spend your time; many countries tax residents after 183 days. Keep records of where you work and talk to a tax adviser who knows remote workers. For health, travel medical insurance built for nomads covers you across countries.',
    links: [{ to: '/digital-nomad-toolkit?tab=insurance', label: 'Compare nomad insurance in the toolkit' }],
  },
  {
    id: 'equipment',
    question: 'What equipment do I need to work remotely while traveling?',
    answer:
      'A reliable, light laptop, noise-cancelling headphones, a portable monitor or laptop stand, a universal travel adapter, a power bank, a VPN for public Wi-Fi and an eSIM or local SIM for backup internet. Our toolkit lists the tools and gear we recommend.',
    links: [{ to: '/digital-nomad-toolkit', label: 'Explore the Digital Nomad Toolkit' }],
  },
]
