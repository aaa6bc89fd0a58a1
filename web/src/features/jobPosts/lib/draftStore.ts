import { z } from 'zod'
import type { JobPostFormValues } from './formValues'
import type { WhoMayApplyPick } from '@web/lib/jobs/whoMayApplyText'

/**
 * The post this tab created, kept for Stripe's cancel URL (/post-a-job?post={id}): coming back shows the filled form
 * and sends it to the same post. sessionStorage: the token stays in this tab and goes when it closes.
 */
export interface StoredDraft {
  id: number
  token: string
  values: JobPostFormValues
  pick: WhoMayApplyPick
}

const STORAGE_KEY = 'nomad.jobPostDraft'

const storedSchema = z.object({ id: z.number(), token: z.string().min(1), values: z.record(z.string(), z.unknown()), pick: z.record(z.string(), z.unknown()) })

/** The stored draft of post `id`, or null (another post, nothing stored, storage blocked). */
export function readDraft(id: number, storage: Pick<Storage, 'getItem'> | undefined = globalThis.sessionStorage): StoredDraft | null {
  try {
    const parsed = storedSchema.safeParse(JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null'))
    return parsed.success && parsed.data.id === id ? (parsed.data as unknown as StoredDraft) : null
  } catch {
    return null
  }
}

export function storeDraft(draft: StoredDraft, storage: Pick<Storage, 'setItem'> | undefined = globalThis.sessionStorage): void {
  try {
    // NaN (an empty salary box) does not survive JSON: it comes back as null, which the form shows empty too.
    storage?.setItem(STORAGE_KEY, JSON.stringify(draft))
  } catch {
    // Blocked storage: the cancel URL then shows an empty form; the manage link in the mail still works.
  }
}

/** The id of `?post=` on the form's address, or null. */
export function draftIdFrom(params: URLSearchParams): number | null {
  const id = Number(params.get('post'))
  return Number.isInteger(id) && id > 0 ? id : null
}
