import type { SanitizedConfig } from 'payload'
import { staffOnly } from './access/staffOnly'

/**
 * Payload adds its edit-lock collection (`payload-locked-documents`) while building the config, with
 * "any signed-in user" access: a reader could lock a post and make the editor's save fail with 423.
 * Only people who may edit content may read, create or remove locks.
 */
export function restrictEditLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: staffOnly, read: staffOnly, update: staffOnly, delete: staffOnly }
  return config
}
