/** Pure helpers of the keyword landing page. */
import { keywordSearch } from '@cms/contract/keywordSearch'
import { inlineCase, titleCase } from '@web/lib/titleCase'
import { formatCount } from '@web/lib/numbers'

export { titleCase }

/**
 * '/keywords/remote-react-developer-jobs' -> 'Remote React Developer Jobs for Digital Nomads'; a keyword
 * that already says who it is for ('remote jobs for beginners') is not given a second 'for'.
 */
export function keywordHeading(slug: string): string {
  const title = titleCase(slug)
  return /\bfor\b/i.test(title) ? `${title}: Digital Nomad Edition` : `${title} for Digital Nomads`
}

/** The role a keyword names, without the trailing 'Jobs' ('Remote Software Engineer Jobs' -> 'Remote Software Engineer'). */
const rolePhrase = (phrase: string) => phrase.replace(/\s+(jobs?|positions?|roles?)$/i, '')

/**
 * What the keyword page's count means, in words: '22 live jobs mention SEO', '1 live entry-level job',
 * '12 live entry-level jobs mention Developer'.
 */
export function keywordCountText(slug: string, total: number): string {
  const { q, experience } = keywordSearch(slug)
  const jobs = `${formatCount(total)} live ${experience ? 'entry-level ' : ''}${total === 1 ? 'job' : 'jobs'}`
  if (!q) return jobs
  return `${jobs} ${total === 1 ? 'mentions' : 'mention'} ${titleCase(q)}`
}

export type AboutVariant = 'role' | 'beginner' | 'best' | 'generic'

const ROLE_WORDS = ['developer', 'engineer', 'designer', 'writer', 'marketer', 'manager', 'assistant', 'analyst', 'specialist', 'support', 'scientist', 'editor', 'recruiter', 'accountant', 'tester', 'copywriter', 'consultant']

/** Which of the four about texts a keyword gets: role word, beginner/entry, best/top, else generic. */
export function aboutVariant(keyword: string): AboutVariant {
  const words = keyword.toLowerCase().split(/[^a-z]+/)
  if (words.some((w) => ROLE_WORDS.includes(w) || ROLE_WORDS.includes(w.replace(/s$/, '')))) return 'role'
  if (words.some((w) => ['beginner', 'beginners', 'entry', 'junior'].includes(w))) return 'beginner'
  if (words.some((w) => ['best', 'top'].includes(w))) return 'best'
  return 'generic'
}

export function aboutText(variant: AboutVariant, phrase: string): string {
  switch (variant) {
    case 'role':
      return `${rolePhrase(phrase)} roles are among the most sought-after remote positions for digital nomads. Companies hire for these skills across time zones, so you can build a career while you travel. Below you will find current openings, what employers expect, and how to stand out with a strong portfolio and clear written communication.`
    case 'beginner':
      return `Starting out? ${phrase} are a great way into location-independent work. Many companies offer training, mentoring and flexible hours to people new to remote work. Focus on reliable communication, a simple portfolio and a quiet place to work, and apply to several openings each week.`
    case 'best':
      return `We track the ${inlineCase(phrase)} from vetted remote-first companies: clear salaries, real remote policies and teams used to working asynchronously. Filter by time zone and salary to find the roles that fit the way you travel.`
    default:
      return `Looking for ${inlineCase(phrase)}? This page gathers current remote openings that fit a nomadic lifestyle: roles you can do from a laptop, with teams that work across borders. New jobs are added every day from trusted job boards.`
  }
}

export function keywordFaqs(phrase: string): { question: string; answer: string }[] {
  const lower = inlineCase(phrase)
  return [
    {
      question: `Can I do ${lower} while traveling?`,
      answer: `Yes. Every listing here is remote. Check each posting's time-zone requirements and make sure you have reliable internet wherever you go.`,
    },
    {
      question: `What skills do I need for ${lower}?`,
      answer: `Employers look for the core skills named in each posting, plus strong written communication, self-management and experience with remote collaboration tools.`,
    },
    {
      question: `How much do ${lower} pay?`,
      answer: `Pay depends on role, seniority and company. Use the salary filter to compare ranges; many postings state a salary range in USD per year.`,
    },
  ]
}

const words = (text: string) => new Set(text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w && !['remote', 'jobs', 'job', 'for', 'in'].includes(w)))

/** Related searches: the 5 other keywords sharing the most words with this one (ties keep their order). */
export function relatedKeywords<T extends { keyword: string; slug: string }>(keyword: string, candidates: T[], limit = 5): T[] {
  const mine = words(keyword)
  return candidates
    .filter((c) => c.slug !== keyword && c.keyword.toLowerCase() !== keyword.toLowerCase())
    .map((c, index) => ({ c, index, overlap: [...words(c.keyword)].filter((w) => mine.has(w)).length }))
    .sort((a, b) => b.overlap - a.overlap || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.c)
}
