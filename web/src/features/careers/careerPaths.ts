/** Career ladders for remote work (each path: category, roles, skills). */
export type SkillLevel = 'beginner' | 'intermediate' | 'advanced'

export interface Skill {
  id: string
  name: string
  level: SkillLevel
}

export interface Role {
  id: string
  title: string
  description: string
  /** Yearly USD, as shown. */
  salaryRange: string
  /** 1-5 */
  remoteScore: number
  skills: Skill[]
}

export interface CareerCategory {
  id: 'tech' | 'design' | 'marketing'
  name: string
  description: string
  roles: Role[]
}

const skill = (id: string, name: string, level: SkillLevel): Skill => ({ id, name, level })

export const CAREER_CATEGORIES: CareerCategory[] = [
  {
    id: 'tech',
    name: 'Tech',
    description: 'Build the software remote companies run on. Development roles are the most remote-friendly of all.',
    roles: [
      {
        id: 'junior-developer',
        title: 'Junior Developer',
        description: 'Fix bugs and build small features under the guidance of senior engineers while learning the codebase and the team’s practices.',
        salaryRange: '$60,000-85,000',
        remoteScore: 4,
        skills: [skill('html-css', 'HTML & CSS', 'intermediate'), skill('javascript', 'JavaScript', 'intermediate'), skill('git', 'Git', 'beginner'), skill('testing', 'Testing', 'beginner')],
      },
      {
        id: 'software-engineer',
        title: 'Software Engineer',
        description: 'Own features end to end, from design to deployment, and review other engineers’ code.',
        salaryRange: '$85,000-120,000',
        remoteScore: 5,
        skills: [skill('typescript', 'TypeScript', 'advanced'), skill('react', 'React', 'intermediate'), skill('databases', 'Databases', 'intermediate'), skill('apis', 'API design', 'intermediate')],
      },
      {
        id: 'senior-engineer',
        title: 'Senior Engineer',
        description: 'Lead technical decisions, design systems that scale and mentor other engineers across time zones.',
        salaryRange: '$120,000-160,000',
        remoteScore: 5,
        skills: [skill('architecture', 'System architecture', 'advanced'), skill('cloud', 'Cloud infrastructure', 'advanced'), skill('mentoring', 'Mentoring', 'intermediate'), skill('async-communication', 'Written communication', 'advanced')],
      },
      {
        id: 'engineering-manager',
        title: 'Engineering Manager',
        description: 'Build and lead a distributed engineering team: hiring, delivery, career growth and team health.',
        salaryRange: '$140,000-190,000',
        remoteScore: 4,
        skills: [skill('leadership', 'People leadership', 'advanced'), skill('planning', 'Delivery planning', 'advanced'), skill('hiring', 'Hiring', 'intermediate'), skill('tech-strategy', 'Technical strategy', 'intermediate')],
      },
    ],
  },
  {
    id: 'design',
    name: 'Design',
    description: 'Shape how products look and work. Designers collaborate remotely through shared design files and async reviews.',
    roles: [
      {
        id: 'junior-designer',
        title: 'Junior Designer',
        description: 'Produce screens, assets and prototypes within an existing design system.',
        salaryRange: '$50,000-70,000',
        remoteScore: 4,
        skills: [skill('figma', 'Figma', 'intermediate'), skill('visual-design', 'Visual design', 'intermediate'), skill('typography', 'Typography', 'beginner'), skill('prototyping', 'Prototyping', 'beginner')],
      },
      {
        id: 'product-designer',
        title: 'Product Designer',
        description: 'Turn research and product goals into flows and interfaces, and test them with users.',
        salaryRange: '$80,000-115,000',
        remoteScore: 5,
        skills: [skill('ux-research', 'UX research', 'intermediate'), skill('interaction-design', 'Interaction design', 'advanced'), skill('figma-advanced', 'Figma', 'advanced'), skill('usability-testing', 'Usability testing', 'intermediate')],
      },
      {
        id: 'senior-product-designer',
        title: 'Senior Product Designer',
        description: 'Lead design for a product area, build design systems and align stakeholders.',
        salaryRange: '$110,000-145,000',
        remoteScore: 5,
        skills: [skill('design-systems', 'Design systems', 'advanced'), skill('facilitation', 'Workshop facilitation', 'intermediate'), skill('product-strategy', 'Product strategy', 'intermediate'), skill('mentoring-design', 'Mentoring', 'intermediate')],
      },
      {
        id: 'design-director',
        title: 'Design Director',
        description: 'Set the design vision and lead a distributed team of designers and researchers.',
        salaryRange: '$130,000-180,000',
        remoteScore: 4,
        skills: [skill('design-leadership', 'Design leadership', 'advanced'), skill('brand', 'Brand strategy', 'advanced'), skill('hiring-design', 'Hiring', 'intermediate'), skill('stakeholders', 'Executive communication', 'advanced')],
      },
    ],
  },
  {
    id: 'marketing',
    name: 'Marketing',
    description: 'Grow audiences and revenue online. Digital marketing work is measurable and easy to do from anywhere.',
    roles: [
      {
        id: 'marketing-coordinator',
        title: 'Marketing Coordinator',
        description: 'Run campaigns, schedule content and report on results for a marketing team.',
        salaryRange: '$45,000-60,000',
        remoteScore: 4,
        skills: [skill('social-media', 'Social media', 'intermediate'), skill('copywriting', 'Copywriting', 'beginner'), skill('analytics', 'Google Analytics', 'beginner'), skill('email', 'Email marketing', 'beginner')],
      },
      {
        id: 'content-marketer',
        title: 'Content Marketer',
        description: 'Plan and write content that ranks in search and turns readers into customers.',
        salaryRange: '$60,000-85,000',
        remoteScore: 5,
        skills: [skill('seo', 'SEO', 'intermediate'), skill('content-strategy', 'Content strategy', 'intermediate'), skill('writing', 'Long-form writing', 'advanced'), skill('cms', 'CMS tools', 'intermediate')],
      },
      {
        id: 'growth-marketer',
        title: 'Growth Marketer',
        description: 'Run experiments across channels to grow sign-ups and revenue.',
        salaryRange: '$80,000-115,000',
        remoteScore: 5,
        skills: [skill('experimentation', 'A/B testing', 'advanced'), skill('paid-acquisition', 'Paid acquisition', 'intermediate'), skill('data-analysis', 'Data analysis', 'intermediate'), skill('funnels', 'Funnel optimisation', 'advanced')],
      },
      {
        id: 'marketing-director',
        title: 'Marketing Director',
        description: 'Own the marketing strategy, budget and a remote team of specialists.',
        salaryRange: '$120,000-165,000',
        remoteScore: 4,
        skills: [skill('strategy', 'Marketing strategy', 'advanced'), skill('budgeting', 'Budgeting', 'advanced'), skill('team-leadership', 'Team leadership', 'advanced'), skill('positioning', 'Brand positioning', 'intermediate')],
      },
    ],
  },
]

export const findRole = (roleId: string | null): Role | null =>
  CAREER_CATEGORIES.flatMap((category) => category.roles).find((role) => role.id === roleId) ?? null

export const roleSearchPath = (role: Pick<Role, 'title'>) => `/search?q=${encodeURIComponent(role.title)}`
