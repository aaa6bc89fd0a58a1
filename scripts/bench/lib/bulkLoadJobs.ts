import type pg from 'pg'
import { storedEligibility, type StoredEligibility } from '@cms/domain/jobs/normaliseJob'
import { parseUtcOffset } from '@cms/domain/jobs/parseUtcOffset'
import { slugify } from '@cms/contract/slugify'
import { jobsOneByOne, type SeedJob } from '../../../seed/generateJobs'

/**
 * Adds `count` synthetic jobs (the seed's generator: varied titles, skills, descriptions, salaries and time
 * zones, seeded randomness) to a migrated and seeded database in batches, about 5% of them expired. Each keeps
 * its posted location line and the eligibility the Jobs collection derives from it, so `country`/`tz` lists
 * filter as on real data.
 */
export async function bulkLoadJobs(client: pg.Client, count: number, seed = 4242): Promise<void> {
  const ids = async (table: string, key: string) =>
    new Map((await client.query<{ id: number; k: string }>(`SELECT id, ${key} AS k FROM ${table}`)).rows.map((r) => [r.k, r.id]))
  const companies = await ids('companies', 'name')
  const categories = await ids('categories', 'slug')
  const locations = await ids('locations', 'slug')
  const skills = await ids('skills', 'name')
  const categoryNames = new Map((await client.query<{ slug: string; name: string }>('SELECT slug, name FROM categories')).rows.map((r) => [r.slug, r.name]))
  // Triggers off during the load: each row's search document is computed in the INSERT itself.
  await client.query(`SET session_replication_role = replica`)
  // Made a batch at a time: a million jobs with their descriptions would not fit in the heap at once.
  const jobs = jobsOneByOne(count, new Date(), seed)
  const nextBatch = (size: number): SeedJob[] => {
    const batch: SeedJob[] = []
    while (batch.length < size) {
      const next = jobs.next()
      if (next.done) break
      batch.push(next.value)
    }
    return batch
  }
  // The generator draws from a few dozen location lines: each is parsed once.
  const eligibilityByLine = new Map<string, StoredEligibility>()
  const eligibilityOf = (line: string) => eligibilityByLine.get(line) ?? eligibilityByLine.set(line, storedEligibility(line)).get(line)!
  const json = (values: string[]) => JSON.stringify(values)
  const BATCH = 5000
  for (let start = 0, batch = nextBatch(BATCH); batch.length; start += BATCH, batch = nextBatch(BATCH)) {
    const col = <T>(fn: (j: (typeof batch)[number], i: number) => T) => batch.map(fn)
    const { rows } = await client.query<{ id: number; external_id: string }>(
      `INSERT INTO jobs (title, slug, description, posted_at, type, experience_level, featured, salary_min, salary_max, salary_currency,
         salary_period, timezone, utc_offset, company_id, category_id, location_id, apply_url, source, external_id, status, search_vector,
         location_text, eligibility_scope, eligibility_countries, eligibility_regions, eligibility_excluded_countries, eligibility_tz_min,
         eligibility_tz_max, eligibility_reach)
       SELECT t.title, t.slug, t.description, t.posted_at, t.type::enum_jobs_type, t.exp::enum_jobs_experience_level, t.featured,
         t.smin, t.smax, t.cur, t.period::enum_jobs_salary_period, t.tz, t.off, t.company, t.category, t.location, t.apply,
         t.source::enum_jobs_source, t.ext, t.status::enum_jobs_status,
         job_search_document(t.title, t.company_name, t.skill_names, t.category_name, t.description),
         t.location_text, t.scope::enum_jobs_eligibility_scope, t.countries::jsonb, t.regions::jsonb, t.excluded::jsonb, t.tz_min, t.tz_max, t.reach::jsonb
       FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[], $5::text[], $6::text[], $7::boolean[], $8::numeric[], $9::numeric[],
         $10::text[], $11::text[], $12::text[], $13::numeric[], $14::int[], $15::int[], $16::int[], $17::text[], $18::text[], $19::text[], $20::text[],
         $21::text[], $22::text[], $23::text[], $24::text[], $25::text[], $26::text[], $27::text[], $28::text[], $29::numeric[], $30::numeric[], $31::text[])
         AS t(title, slug, description, posted_at, type, exp, featured, smin, smax, cur, period, tz, off, company, category, location, apply, source, ext, status,
           company_name, skill_names, category_name, location_text, scope, countries, regions, excluded, tz_min, tz_max, reach)
       RETURNING id, external_id`,
      [
        col((j) => j.title),
        col((j, i) => `b-${j.slug}-${start + i}`),
        col((j) => j.description),
        col((j) => j.postedAt),
        col((j) => j.type),
        col((j) => j.experienceLevel),
        col((j) => j.featured),
        col((j) => j.salaryMin),
        col((j) => j.salaryMax),
        col((j) => j.salaryCurrency),
        col((j) => j.salaryPeriod),
        col((j) => j.timezone || null),
        col((j) => parseUtcOffset(j.timezone)),
        col((j) => companies.get(j.company)!),
        col((j) => categories.get(j.category)!),
        col((j) => locations.get(j.location)!),
        col((j) => j.applyUrl),
        col((j) => j.source),
        col((j, i) => `bench-${start + i}`),
        // About 5% expired, as after a few sweeps: they must stay out of every public answer.
        col((_, i) => ((start + i) % 20 === 7 ? 'expired' : 'active')),
        // The same document the triggers build (job_search_document), computed in the insert instead of row by row.
        col((j) => j.company),
        col((j) => j.skills.join(' ')),
        col((j) => categoryNames.get(j.category)!),
        col((j) => j.locationText),
        col((j) => eligibilityOf(j.locationText).scope),
        col((j) => json(eligibilityOf(j.locationText).countries)),
        col((j) => json(eligibilityOf(j.locationText).regions)),
        col((j) => json(eligibilityOf(j.locationText).excludedCountries)),
        col((j) => eligibilityOf(j.locationText).tzMin),
        col((j) => eligibilityOf(j.locationText).tzMax),
        col((j) => json(eligibilityOf(j.locationText).reach)),
      ],
    )
    const idByExt = new Map(rows.map((r) => [r.external_id, r.id]))
    const rel = { order: [] as number[], parent: [] as number[], skill: [] as number[] }
    batch.forEach((job, i) => {
      job.skills.forEach((name, order) => {
        const skill = skills.get(name) ?? skills.get(slugify(name))
        if (!skill) return
        rel.order.push(order + 1)
        rel.parent.push(idByExt.get(`bench-${start + i}`)!)
        rel.skill.push(skill)
      })
    })
    await client.query(
      `INSERT INTO jobs_rels ("order", parent_id, path, skills_id) SELECT o, p, 'skills', s FROM unnest($1::int[], $2::int[], $3::int[]) AS t(o, p, s)`,
      [rel.order, rel.parent, rel.skill],
    )
    // The postings the jobs' trigger would have written (triggers are off here), from the same function.
    await client.query(`INSERT INTO job_postings SELECT p.* FROM jobs j CROSS JOIN LATERAL job_postings_of(j) p WHERE j.id = ANY($1::int[])`, [rows.map((r) => r.id)])
    process.stdout.write(`\r[bench] loaded ${start + batch.length} / ${count} jobs`)
  }
  console.log('')
  await client.query(`SET session_replication_role = origin`)
  await client.query('VACUUM ANALYZE jobs')
  await client.query('VACUUM ANALYZE jobs_rels')
  await client.query('VACUUM ANALYZE job_postings')
  // The typo-correction vocabulary (titles, skills, companies, categories) now includes the new titles.
  await client.query('REFRESH MATERIALIZED VIEW job_search_vocabulary')
}
