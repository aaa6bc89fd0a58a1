/** The messages of the errors the API's policy steps answer before any handler runs (docs/api.md). */
export const API_ERRORS = {
  foreignOrigin: 'Cross-site requests are not accepted.',
  jsonOnly: 'Send the request body as application/json.',
  formOnly: 'Send this form as a browser form post (application/x-www-form-urlencoded or multipart/form-data).',
  multipartOnly: 'Send the file as multipart/form-data.',
  tooLarge: 'Request body is too large.',
  tooMany: 'Too many requests. Please wait a moment and try again.',
  tooSlow: 'The server took too long to answer. Please try again.',
  busy: 'The server is busy right now, so nothing was done. Please try again in a moment.',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  storageUnavailable: 'File storage is briefly unavailable, so nothing was saved. Please try again in a moment.',
  badAddress: 'The address contains characters that are not allowed.',
  unknownMethod: 'This HTTP method is not supported.',
  serverTrouble: 'Something went wrong on our side. Please try again later.',
} as const

/** What Payload's REST (/cms/api) answers for input its own checks let through (400, Payload's error shape). */
export const REST_INPUT_ERRORS = {
  misfitFilter: "A filter does not fit its field: check the operator and the value (a number, a date, or one of the field's options).",
  unsupportedOperator: 'The all, near, within and intersects filters are not supported here.',
  notJson: 'The where and data parameters must be valid JSON when sent as text.',
  missingRelation: 'A relationship points to a record that does not exist.',
} as const
