import type { TextFieldSingleValidation } from 'payload'
import { HTTP_URL_REQUIRED, httpUrlOrNull } from '@cms/contract/links'

/**
 * A text field's check for a stored link: empty, or the contract's web address (isWebAddress), so every Payload
 * write (the admin, REST, the Local API) refuses what the calls refuse.
 */
export const webAddress: TextFieldSingleValidation = (value) => (!value || httpUrlOrNull(value) !== null ? true : HTTP_URL_REQUIRED)
