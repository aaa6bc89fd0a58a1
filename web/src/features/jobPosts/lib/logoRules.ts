import { JOB_POST_MESSAGES, LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@cms/contract/jobPosts'

const TYPE_NAMES: Record<(typeof LOGO_MIME_TYPES)[number], string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' }
const typeNames = LOGO_MIME_TYPES.map((type) => TYPE_NAMES[type])

/** '512 KB', '2 MB'. */
export const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`)

/** The contract's limits in words, shown beside the upload: 'PNG, JPEG or WebP, at most 512 KB'. */
export const LOGO_RULES = `${typeNames.slice(0, -1).join(', ')} or ${typeNames.at(-1)}, at most ${sizeLabel(LOGO_MAX_BYTES)}`

/** Why a chosen file cannot be the logo, in the server's words, before it is sent (the server checks the bytes again), or null. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return JOB_POST_MESSAGES.logoType
  if (file.size > LOGO_MAX_BYTES) return JOB_POST_MESSAGES.logoTooLarge
  if (file.size === 0) return JOB_POST_MESSAGES.logoMissing
  return null
}
