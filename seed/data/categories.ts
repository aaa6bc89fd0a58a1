/** Job categories; the first four slugs have dedicated about texts on their pages. */
export const categories = [
  { name: 'Development', slug: 'development' },
  { name: 'Design', slug: 'design' },
  { name: 'Marketing', slug: 'marketing' },
  { name: 'Customer Service', slug: 'customer-service' },
  { name: 'Writing & Content', slug: 'writing' },
  { name: 'Data Science', slug: 'data-science' },
  { name: 'DevOps & Cloud', slug: 'devops' },
  { name: 'Product Management', slug: 'product' },
  { name: 'Sales', slug: 'sales' },
  { name: 'Virtual Assistance', slug: 'virtual-assistant' },
  { name: 'Finance & Accounting', slug: 'finance' },
  { name: 'Human Resources', slug: 'hr' },
  { name: 'Web3 & Blockchain', slug: 'web3' },
  { name: 'QA & Testing', slug: 'qa' },
] as const

export type CategorySlug = (typeof categories)[number]['slug']
