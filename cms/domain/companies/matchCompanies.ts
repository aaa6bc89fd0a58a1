import { createHash } from 'node:crypto'
import type { PoolClient } from 'pg'
import { slugify } from '@cms/contract/slugify'
import { SqlParams } from '@cms/lib/sqlBuilder'
import { companyKey, websiteDomain } from '@cms/domain/companies/companyIdentity'
import { insertCompanies, type CompanyRow } from './companyStore'

/** A company as a board names it. */
export interface BoardCompany {
  name: string
  website: string | null
  logo: string | null
}

type Identified = BoardCompany & { key: string; domain: string | null; slug: string }

const shortHash = (value: string) => createHash('sha1').update(value).digest('hex').slice(0, 8)
export const companySlug = (name: string) => slugify(name) || `company-${shortHash(name)}`
const boardIdentity = (c: BoardCompany) => `${c.name}\u0000${c.website ?? ''}`

/** What the run knows: companies by website domain, by name key and by slug (the first, lowest id, wins). */
class Known {
  readonly byDomain = new Map<string, number>()
  readonly byKey = new Map<string, number>()
  readonly bySlug = new Map<string, number>()
  add(row: CompanyRow) {
    if (row.domain && !this.byDomain.has(row.domain)) this.byDomain.set(row.domain, row.id)
    if (row.match_key && !this.byKey.has(row.match_key)) this.byKey.set(row.match_key, row.id)
    if (!this.bySlug.has(row.slug)) this.bySlug.set(row.slug, row.id)
  }
  find(c: Identified): number | undefined {
    if (c.domain && this.byDomain.has(c.domain)) return this.byDomain.get(c.domain)
    if (c.key && this.byKey.has(c.key)) return this.byKey.get(c.key)
    return this.bySlug.get(c.slug)
  }
}

/**
 * One company record per employer across boards: each board's company is matched to a stored one with the same
 * website domain, else the same name key ("Acme Inc", "ACME" and "acme.io" are one), else the same slug; the rest
 * are created, one per employer even when a run names it several ways. Returns the id of each board company;
 * `created` receives the new ids (for the logo lookup).
 */
export async function matchCompanies(db: PoolClient, companies: BoardCompany[], created: number[] = []): Promise<(c: BoardCompany) => number> {
  const identified = new Map<string, Identified>()
  for (const c of companies) {
    const id = boardIdentity(c)
    if (!identified.has(id)) identified.set(id, { ...c, key: companyKey(c.name), domain: websiteDomain(c.website), slug: companySlug(c.name) })
  }
  const all = [...identified.values()]
  const known = new Known()
  const params = new SqlParams()
  const stored = await db.query<CompanyRow>(
    `SELECT id, match_key, domain, slug FROM companies
      WHERE domain = ANY(${params.add(all.map((c) => c.domain).filter(Boolean))}::text[])
         OR match_key = ANY(${params.add(all.map((c) => c.key).filter(Boolean))}::text[])
         OR slug = ANY(${params.add(all.map((c) => c.slug))}::text[])
      ORDER BY id`,
    params.values,
  )
  for (const row of stored.rows) known.add(row)

  // One new record per employer: later spellings of a company this run creates resolve to the first.
  const toCreate: Identified[] = []
  const planned = new Known()
  for (const c of all) {
    if (known.find(c) !== undefined || planned.find(c) !== undefined) continue
    planned.add({ id: toCreate.length, match_key: c.key || null, domain: c.domain, slug: c.slug })
    toCreate.push(c)
  }
  if (toCreate.length) {
    for (const row of await insertCompanies(db, toCreate)) {
      known.add(row)
      created.push(row.id)
    }
    // Rows another writer created meanwhile (ON CONFLICT skipped them) are read back by slug.
    const missing = toCreate.filter((c) => known.find(c) === undefined).map((c) => c.slug)
    if (missing.length) {
      const again = await db.query<CompanyRow>('SELECT id, match_key, domain, slug FROM companies WHERE slug = ANY($1::text[])', [missing])
      for (const row of again.rows) known.add(row)
    }
  }
  return (c) => known.find(identified.get(boardIdentity(c))!)!
}
