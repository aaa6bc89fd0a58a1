import { APIError, type CollectionBeforeOperationHook, type Where } from 'payload'
import { REST_INPUT_ERRORS } from '@cms/contract/apiErrors'

/**
 * Payload operators its PostgreSQL adapter does not implement for our fields: `all` (not at all) and the map
 * point operators (no collection here has a point field).
 */
const UNSUPPORTED_OPERATORS = new Set(['all', 'near', 'within', 'intersects'])

function usesUnsupportedOperator(where: unknown): boolean {
  if (!where || typeof where !== 'object') return false
  return Object.entries(where as Where).some(([key, value]) => UNSUPPORTED_OPERATORS.has(key) || usesUnsupportedOperator(value))
}

/** Such a filter failed in the adapter with a TypeError (500); it is a 400 before any query is built. */
export const refuseUnsupportedFilters: CollectionBeforeOperationHook = ({ args }) => {
  if (usesUnsupportedOperator((args as { where?: unknown }).where)) throw new APIError(REST_INPUT_ERRORS.unsupportedOperator, 400, null, true)
  return args
}
