import type { TextFieldSingleValidation } from 'payload'
import { HTTP_URL_REQUIRED, httpUrlOrNull, logoUrlOrNull } from '@cms/contract/links'

/**
 * A text field's check for a link a person types: empty, or the contract's web address (isWebAddress), so every
 * Payload write (the admin, REST, the Local API) refuses what the calls refuse.
 */
export const webAddress: TextFieldSingleValidation = (value) => (!value || httpUrlOrNull(value) !== null ? true : HTTP_URL_REQUIRED)

/** A text field's check for a logo address the server writes (isHttpAddress: any host, so SITE_URL's localhost too). */
export const logoAddress: TextFieldSingleValidation = (value) => (!value || logoUrlOrNull(value) !== null ? true : HTTP_URL_REQUIRED)
