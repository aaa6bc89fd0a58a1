export interface CategoryAbout {
  intro: string
  topSkills: string[]
  benefits: string[]
  outlook: string
  salary: string | null
}

/** The about block of a category page, chosen by slug; salary texts. */
export function categoryAbout(slug: string, name: string): CategoryAbout {
  switch (slug) {
    case 'development':
      return {
        intro: 'Remote software development is the largest field for digital nomads: companies everywhere hire developers who can ship from anywhere.',
        topSkills: ['JavaScript / TypeScript', 'React', 'Node.js', 'Python', 'Cloud & DevOps'],
        benefits: ['Work from anywhere with just a laptop', 'High demand and competitive pay', 'Async-friendly teams'],
        outlook: 'Demand for remote developers keeps growing as more companies build distributed engineering teams.',
        salary: '$70k-150k',
      }
    case 'design':
      return {
        intro: 'Remote design jobs cover product, UI/UX, brand and motion design for teams that collaborate in shared design tools.',
        topSkills: ['Figma', 'UI/UX', 'Prototyping', 'Design systems', 'User research'],
        benefits: ['Portfolio-driven hiring', 'Creative freedom', 'Collaborative online tools'],
        outlook: 'Product-led companies keep investing in design, and remote design teams are now the norm.',
        salary: '$60k-120k',
      }
    case 'marketing':
      return {
        intro: 'Remote marketing roles span content, SEO, growth, social media and performance marketing.',
        topSkills: ['SEO', 'Content strategy', 'Paid acquisition', 'Analytics', 'Email marketing'],
        benefits: ['Measurable impact', 'Flexible schedules', 'Many freelance opportunities'],
        outlook: 'Digital-first companies need marketers who understand online channels and data.',
        salary: '$55k-110k',
      }
    case 'customer-service':
      return {
        intro: 'Remote customer service jobs help customers by chat, e-mail and phone, often with flexible shifts across time zones.',
        topSkills: ['Written communication', 'Empathy', 'Help-desk tools', 'Problem solving', 'Languages'],
        benefits: ['Easy entry into remote work', 'Shift flexibility', 'Clear career paths into success and operations'],
        outlook: 'Companies with global customers staff support around the clock, creating steady remote demand.',
        salary: '$40k-75k',
      }
    default:
      return {
        intro: `Find remote ${name} jobs from companies that hire across borders and let you work from anywhere.`,
        topSkills: ['Remote collaboration', 'Written communication', 'Self-management', 'Domain expertise'],
        benefits: ['Location independence', 'Flexible hours', 'Global teams'],
        outlook: `Remote ${name} roles keep growing as more companies go remote-first.`,
        salary: null,
      }
  }
}
