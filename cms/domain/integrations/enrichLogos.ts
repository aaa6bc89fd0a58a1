import type { Payload } from 'payload'
import { brandfetchClient } from './clients/brandfetch'
import { isProviderEnabled } from './config'
import { hasApiKey } from './providers'
import { poolOf } from '@cms/lib/sql'
import { settings } from '@cms/lib/settings'
import { setCompanyLogo } from '@cms/domain/companies/companyStore'
import { logoUrlOrNull } from '@cms/contract/links'

/**
 * Company logos from Brandfetch for the given (newly created) companies that have a website but no
 * logo (at most `limit` per call, so a run stays cheap). Does nothing when Brandfetch is disabled or has no key; a failed lookup
 * is left for the next run.
 */
export async function enrichLogos(payload: Payload, companyIds: number[], limit = settings().BRANDFETCH_PER_RUN): Promise<number> {
  if (!companyIds.length || !hasApiKey('brandfetch') || !(await isProviderEnabled(payload, 'brandfetch'))) return 0
  const pool = poolOf(payload)
  const { rows } = await pool.query<{ id: number; website: string }>(
    `SELECT id, website FROM companies WHERE id = ANY($1::int[]) AND (logo IS NULL OR logo = '') AND website IS NOT NULL AND website <> '' ORDER BY id DESC LIMIT $2`,
    [companyIds, limit],
  )
  const client = brandfetchClient()
  let found = 0
  for (const row of rows) {
    let domain: string
    try {
      domain = new URL(row.website).hostname.replace(/^www\./, '')
    } catch {
      continue
    }
    const brand = await client.brand(domain).catch(() => null)
    const logo = logoUrlOrNull(brand?.logo ?? brand?.icon)
    if (logo?.startsWith('https://')) {
      await setCompanyLogo(pool, row.id, logo)
      found++
    }
  }
  return found
}
