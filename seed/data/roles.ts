import type { CategorySlug } from './categories'

/** Job titles per category with the skills such postings ask for and a mid-level salary anchor (USD/year). */
export const roles: Record<CategorySlug, { titles: string[]; skills: string[]; salary: number; weight: number }> = {
  development: {
    titles: ['React Developer', 'Full-Stack Engineer', 'Backend Engineer (Node.js)', 'Python Developer', 'Frontend Engineer', 'Mobile Developer (React Native)', 'Go Engineer', 'Ruby on Rails Developer', 'TypeScript Engineer', 'WordPress Developer', 'Front-End Developer', 'Fullstack Developer', 'Node.js Developer', 'Golang Developer', 'JavaScript Developer'],
    skills: ['React', 'TypeScript', 'JavaScript', 'Node.js', 'Python', 'Go', 'Ruby', 'PostgreSQL', 'GraphQL', 'AWS', 'Docker', 'Next.js', 'React Native', 'PHP'],
    salary: 105000,
    weight: 5,
  },
  design: {
    titles: ['Product Designer', 'UI/UX Designer', 'Graphic Designer', 'Brand Designer', 'Motion Designer', 'UX Researcher', 'UX Designer'],
    skills: ['Figma', 'UI Design', 'UX Research', 'Prototyping', 'Adobe Illustrator', 'Design Systems', 'After Effects'],
    salary: 85000,
    weight: 3,
  },
  marketing: {
    titles: ['Content Marketing Manager', 'SEO Specialist', 'Growth Marketer', 'Social Media Manager', 'Email Marketing Specialist', 'Performance Marketing Manager'],
    skills: ['SEO', 'Google Analytics', 'Content Strategy', 'Copywriting', 'Email Marketing', 'Paid Social', 'HubSpot'],
    salary: 75000,
    weight: 3,
  },
  'customer-service': {
    titles: ['Customer Support Specialist', 'Customer Success Manager', 'Technical Support Engineer', 'Support Team Lead', 'Customer Happiness Hero'],
    skills: ['Zendesk', 'Customer Support', 'Intercom', 'Communication', 'Troubleshooting', 'CRM'],
    salary: 48000,
    weight: 3,
  },
  writing: {
    titles: ['Technical Writer', 'Content Writer', 'Copywriter', 'Editor', 'Travel Writer'],
    skills: ['Copywriting', 'Technical Writing', 'Editing', 'SEO', 'Content Strategy', 'Research'],
    salary: 62000,
    weight: 2,
  },
  'data-science': {
    titles: ['Data Scientist', 'Data Analyst', 'Machine Learning Engineer', 'Analytics Engineer', 'ML Engineer'],
    skills: ['Python', 'SQL', 'Machine Learning', 'dbt', 'Tableau', 'Pandas', 'Statistics'],
    salary: 115000,
    weight: 2,
  },
  devops: {
    titles: ['DevOps Engineer', 'Site Reliability Engineer', 'Cloud Engineer', 'Platform Engineer', 'SRE (Kubernetes)'],
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Docker', 'Linux', 'CI/CD', 'Google Cloud'],
    salary: 125000,
    weight: 2,
  },
  product: {
    titles: ['Product Manager', 'Product Owner', 'Technical Product Manager'],
    skills: ['Product Strategy', 'Roadmapping', 'Agile', 'User Research', 'Jira', 'Analytics'],
    salary: 120000,
    weight: 1,
  },
  sales: {
    titles: ['Account Executive', 'Sales Development Representative', 'Partnerships Manager'],
    skills: ['B2B Sales', 'Salesforce', 'Negotiation', 'Lead Generation', 'CRM'],
    salary: 70000,
    weight: 1,
  },
  'virtual-assistant': {
    titles: ['Virtual Assistant', 'Executive Assistant', 'Operations Assistant'],
    skills: ['Calendar Management', 'Google Workspace', 'Communication', 'Notion', 'Data Entry'],
    salary: 32000,
    weight: 2,
  },
  finance: {
    titles: ['Bookkeeper', 'Financial Analyst', 'Remote Accountant'],
    skills: ['Accounting', 'QuickBooks', 'Excel', 'Financial Modeling', 'Xero'],
    salary: 72000,
    weight: 1,
  },
  hr: {
    titles: ['Technical Recruiter', 'People Operations Manager', 'Talent Acquisition Specialist'],
    skills: ['Recruiting', 'Sourcing', 'HRIS', 'Communication', 'Employer Branding'],
    salary: 68000,
    weight: 1,
  },
  web3: {
    titles: ['Solidity Developer', 'Smart Contract Auditor', 'Web3 Frontend Engineer', 'Blockchain Engineer', 'DeFi Protocol Engineer'],
    skills: ['Solidity', 'Ethereum', 'EVM', 'Rust', 'Web3.js', 'DeFi', 'TypeScript'],
    salary: 140000,
    weight: 2,
  },
  qa: {
    titles: ['QA Engineer', 'Test Automation Engineer', 'Manual QA Tester'],
    skills: ['Playwright', 'Cypress', 'Test Automation', 'Selenium', 'JavaScript'],
    salary: 78000,
    weight: 1,
  },
}
