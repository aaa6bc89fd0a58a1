import type { CollectionConfig } from 'payload'
import { noVersionRoutes } from '../endpoints/noVersionRoutes'
import { capPageSize } from './capPageSize'
import { notFoundForMalformedId } from './notFoundForMalformedId'

/** Adds the rules every collection's REST reads share (page-size cap, 404 for a malformed id or absent versions). */
export function withReadBounds(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const endpoints = collection.endpoints === false ? false : [...(collection.endpoints ?? []), ...(collection.versions ? [] : noVersionRoutes)]
  return { ...collection, endpoints, hooks: { ...hooks, beforeOperation: [notFoundForMalformedId, capPageSize, ...(hooks.beforeOperation ?? [])] } }
}
