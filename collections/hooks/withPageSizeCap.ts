import type { CollectionConfig } from 'payload'
import { capPageSize } from './capPageSize'

/** Adds the page-size cap to a collection, so no collection can be left out of it. */
export function withPageSizeCap(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [capPageSize, ...(hooks.beforeOperation ?? [])] } }
}
