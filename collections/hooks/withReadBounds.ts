import type { CollectionConfig } from 'payload'
import { capPageSize } from './capPageSize'
import { notFoundForMalformedId } from './notFoundForMalformedId'

/** Adds the rules every collection's REST reads share (page-size cap, 404 for a malformed id). */
export function withReadBounds(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return { ...collection, hooks: { ...hooks, beforeOperation: [notFoundForMalformedId, capPageSize, ...(hooks.beforeOperation ?? [])] } }
}
