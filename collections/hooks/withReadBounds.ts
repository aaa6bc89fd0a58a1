import type { CollectionConfig } from 'payload'
import { noVersionRoutes } from '../endpoints/noVersionRoutes'
import { capPageSize } from './capPageSize'
import { notFoundForMalformedId } from './notFoundForMalformedId'
import { refuseUnsupportedFilters } from './refuseUnsupportedFilters'

/** Adds the rules every collection's REST reads share (page-size cap, 404 for a malformed id or absent versions, no filter the database cannot run). */
export function withReadBounds(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  const endpoints = collection.endpoints === false ? false : [...(collection.endpoints ?? []), ...(collection.versions ? [] : noVersionRoutes)]
  return { ...collection, endpoints, hooks: { ...hooks, beforeOperation: [notFoundForMalformedId, refuseUnsupportedFilters, capPageSize, ...(hooks.beforeOperation ?? [])] } }
}
