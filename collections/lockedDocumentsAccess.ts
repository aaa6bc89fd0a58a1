import type { SanitizedConfig } from 'payload'
import { contentEditors } from './access/contentEditors'

/**
 * Payload adds its edit-lock collection (`payload-locked-documents`) while building the config, with
 * "any signed-in user" access: a reader could lock a post and make the editor's save fail with 423.
 * Only people who may edit content may read, create or remove locks.
 */
export function restrictEditLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === 'payload-locked-documents')
  if (locks) locks.access = { ...locks.access, create: contentEditors, read: contentEditors, update: contentEditors, delete: contentEditors }
  return config
}
