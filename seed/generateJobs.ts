import type { ExperienceLevel, JobType } from '@cms/contract/jobs'
import type { JobSource } from '@cms/contract/providers'
import { slugify } from '@cms/contract/slugify'
import { categories, type CategorySlug } from './data/categories'
import { companies } from './data/companies'
import { locations } from './data/locations'
import { roles } from './data/roles'
import { describeJob } from './describeJob'
import { createRandom } from './random'

export interface SeedJob {
  title: string
  slug: string
  description: string
  postedAt: string
  type: JobType
  experienceLevel: ExperienceLevel
  featured: boolean
  salaryMin: number | null
  salaryMax: number | null
  salaryCurrency: string | null
  salaryPeriod: 'year' | null
  timezone: string
  source: JobSource
  externalId: string
  applyUrl: string | null
  company: string
  category: CategorySlug
  location: string
  locationText: string
  skills: string[]
}

const LEVEL_FACTOR = { entry: 0.65, mid: 1, senior: 1.4 } as const
const TYPES = ['full-time', 'full-time', 'full-time', 'full-time', 'full-time', 'contract', 'contract', 'part-time', 'part-time', 'freelance', 'freelance'] as const
const GENERAL_SOURCES = ['remoteok', 'jsearch', 'adzuna', 'internal'] as const
const DAY_MS = 24 * 60 * 60 * 1000

/** Categories repeated by weight, so development has the most postings, as on real boards. */
const weightedCategories = categories.flatMap((c) => Array<CategorySlug>(roles[c.slug].weight).fill(c.slug))

function roundTo(value: number, step: number) {
  return Math.round(value / step) * step
}

/** Some postings put the level in the title, as real boards do ('Senior Go Engineer', 'Junior Data Analyst'). */
function titleFor(base: string, level: ExperienceLevel, random: ReturnType<typeof createRandom>): string {
  const roll = random.next()
  if (level === 'senior' && roll < 0.4) return `${roll < 0.1 ? 'Sr.' : 'Senior'} ${base}`
  if (level === 'entry' && roll < 0.3) return `${roll < 0.05 ? 'Jr.' : 'Junior'} ${base}`
  return base
}

/** The demo job board: deterministic, spread so every filter bucket has results. */
export function generateJobs(count: number, now = new Date(), seed = 20250101): SeedJob[] {
  return [...jobsOneByOne(count, now, seed)]
}

/** The same jobs made one at a time, so a benchmark can load a million without holding them all. */
export function* jobsOneByOne(count: number, now = new Date(), seed = 20250101): Generator<SeedJob> {
  const random = createRandom(seed)
  for (let i = 0; i < count; i++) {
    const category = weightedCategories[i % weightedCategories.length]!
    const role = roles[category]
    const experienceLevel = (['entry', 'mid', 'senior'] as const)[i % 3]!
    const title = titleFor(random.pick(role.titles), experienceLevel, random)
    const company = random.pick(companies).name
    const location = random.pick(locations)
    const type = random.pick(TYPES)
    const skills = random.sample(role.skills, random.int(3, 5))

    const annual = roundTo(role.salary * LEVEL_FACTOR[experienceLevel] * (0.85 + random.next() * 0.3), 1000)
    const salaryShape = i % 10 // 0: not specified, 1: only a minimum, 2: only a maximum, else a range
    const salaryMin = salaryShape === 0 || salaryShape === 2 ? null : roundTo(annual * 0.9, 1000)
    const salaryMax = salaryShape === 0 || salaryShape === 1 ? null : roundTo(annual * 1.15, 1000)

    const source = category === 'web3' && i % 4 !== 0 ? 'web3career' : GENERAL_SOURCES[i % GENERAL_SOURCES.length]!
    const externalId = `${source}-${100000 + i}`
    // Some postings carry no apply URL so the job page's fallbacks (source link, company site, web search) show up.
    const applyUrl = i % 9 === 4 ? null : `https://${slugify(company).replace(/-/g, '')}.example/careers/${slugify(title)}-${i}`

    yield {
      title,
      slug: `${slugify(title)}-${slugify(company)}-${i + 1}`,
      description: describeJob({ title, company, category, skills, type, level: experienceLevel }, random),
      postedAt: new Date(now.getTime() - random.int(0, 45 * 24) * (DAY_MS / 24)).toISOString(),
      type,
      experienceLevel,
      // Featured is a paid-style highlight: a small share (1 in 40) of the demo jobs.
      featured: i % 40 === 0,
      salaryMin,
      salaryMax,
      salaryCurrency: salaryMin || salaryMax ? 'USD' : null,
      salaryPeriod: salaryMin || salaryMax ? 'year' : null,
      timezone: random.pick(location.timezones),
      // Picked by position, not by the random stream, so the rest of the demo data stays as it was.
      locationText: location.lines[i % location.lines.length]!,
      source,
      externalId,
      applyUrl,
      company,
      category,
      location: location.slug,
      skills,
    }
  }
}
