import type { Pool, PoolClient } from 'pg'
import { SqlParams, unnestRows, type UnnestColumn } from '@cms/lib/sqlBuilder'

/**
 * The companies area's writes in our own SQL (docs/data.md): new companies from ingestion, logos from Brandfetch,
 * and claims confirmed by their mailed link. Staff and employers' profile edits go through the Local API (versions).
 */

/** A stored company as matching reads it. */
export type CompanyRow = { id: number; match_key: string | null; domain: string | null; slug: string }

/** A company to create, as ingestion identified it. */
export interface NewCompany {
  name: string
  slug: string
  website: string | null
  logo: string | null
  /** The name key (`companyKey`), '' when the name has none. */
  key: string
  domain: string | null
}

const NEW_COMPANY_COLUMNS: UnnestColumn<NewCompany>[] = [
  { name: 'name', type: 'text', value: (r) => r.name },
  { name: 'slug', type: 'text', value: (r) => r.slug },
  { name: 'website', type: 'text', value: (r) => r.website },
  { name: 'logo', type: 'text', value: (r) => r.logo },
  { name: 'match_key', type: 'text', value: (r) => r.key || null },
  { name: 'domain', type: 'text', value: (r) => r.domain },
]

/** Creates companies in one statement; one whose slug another writer took meanwhile is skipped (not returned). */
export async function insertCompanies(db: PoolClient, companies: readonly NewCompany[]): Promise<CompanyRow[]> {
  const insert = new SqlParams()
  const names = NEW_COMPANY_COLUMNS.map((column) => column.name).join(', ')
  const inserted = await db.query<CompanyRow>(
    `INSERT INTO companies (${names}) SELECT ${names} FROM ${unnestRows(insert, companies, NEW_COMPANY_COLUMNS)}
     ON CONFLICT (slug) DO NOTHING RETURNING id, match_key, domain, slug`,
    insert.values,
  )
  return inserted.rows
}

export async function setCompanyLogo(pool: Pool, id: number, logo: string): Promise<void> {
  await pool.query('UPDATE companies SET logo = $1, updated_at = now() WHERE id = $2', [logo, id])
}

/**
 * Confirms the claim of a mailed link's token (its hash), once and before it expires: one conditional UPDATE
 * takes the token, so a link followed twice at the same moment confirms once. The claimed company's id, or null.
 */
export async function confirmClaimByToken(pool: Pool, tokenHash: string): Promise<number | null> {
  const { rows } = await pool.query<{ company_id: number }>(
    `UPDATE company_claims SET confirmed_at = now(), token_hash = NULL, token_expires_at = NULL, updated_at = now()
     WHERE token_hash = $1 AND token_expires_at > now() RETURNING company_id`,
    [tokenHash],
  )
  return rows[0]?.company_id ?? null
}
