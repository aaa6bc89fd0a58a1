import type { Access } from 'payload'

/** Posts are created only by POST /api/job-posts (the server writes them with access overridden), never through /cms or its REST. */
export const noOneButTheServer: Access = () => false
