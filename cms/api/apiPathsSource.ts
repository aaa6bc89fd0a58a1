import { API_CALLS } from './calls'
import { operationName } from './openapi'

/** The source of web/src/lib/api/apiPaths.ts: every declared call, by name. */
export function apiPathsSource(): string {
  const rows = API_CALLS.map((call) => `  ${operationName(call)}: '${call.method} ${call.path}',`)
  return `// Generated from the declarations (cms/api/calls) by \`npm run generate:api\`: do not edit.
/** Each declared /api call's name, method and path: the SPA's only table of addresses. */
export const API_PATHS = {
${rows.join('\n')}
} as const

export type ApiCallName = keyof typeof API_PATHS
`
}
