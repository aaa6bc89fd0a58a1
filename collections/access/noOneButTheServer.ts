/**
 * Records only the server writes (with access overridden), never /cms or its REST: job posts, reports, contact
 * messages, company claims; and fields nobody may read back, such as a link's token hash. Untyped so that it serves
 * as a collection's and as a field's access alike.
 */
export const noOneButTheServer = () => false
