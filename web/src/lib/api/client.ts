import type { ApiCallTypes } from '@cms/api/calls'
import type { PathParams } from '@cms/api/declaration'
import { apiFormRequest, apiRequest, getOrNullOn401 } from '../apiClient'
import { API_PATHS, type ApiCallName } from './apiPaths'

type KeyOf<N extends ApiCallName> = (typeof API_PATHS)[N]
type PathOf<N extends ApiCallName> = KeyOf<N> extends `${string} ${infer Path}` ? Path : never
type TypesOf<N extends ApiCallName> = KeyOf<N> extends keyof ApiCallTypes ? ApiCallTypes[KeyOf<N>] : never

/** What a call answers, as its declaration's schema says: a changed schema breaks the screens that read the old shape. */
export type ApiAnswer<N extends ApiCallName> = TypesOf<N>['answer']
/** What a call's JSON body must be. */
export type ApiBody<N extends ApiCallName> = TypesOf<N>['body']
/** A call's query: its declared fields, or the query string a list screen built. */
export type ApiQuery<N extends ApiCallName> = TypesOf<N>['query'] | string | URLSearchParams

type Segments<N extends ApiCallName> = PathParams<PathOf<N>>
/** The path segments a call needs (none for a fixed path), its query and its JSON body. */
export type ApiInput<N extends ApiCallName> = ([Segments<N>] extends [never] ? { params?: undefined } : { params: Record<Segments<N>, string | number> }) & {
  query?: ApiQuery<N>
  body?: ApiBody<N>
}
/** The input is optional exactly when the call has no path segment. */
type Args<N extends ApiCallName> = [Segments<N>] extends [never] ? [input?: ApiInput<N>] : [input: ApiInput<N>]

function queryString(query: unknown): string {
  if (query === undefined || query === null) return ''
  if (typeof query === 'string') return query.replace(/^\?/, '')
  if (query instanceof URLSearchParams) return query.toString()
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
  return params.toString()
}

/** The URL of a declared call: its path with the `:name` segments filled in (encoded), and its query. */
export function apiUrl<N extends ApiCallName>(name: N, ...[input]: Args<N>): string {
  const path = API_PATHS[name].slice(API_PATHS[name].indexOf(' ') + 1)
  const params = (input?.params ?? {}) as Record<string, string | number>
  const filled = path.replace(/:(\w+)/g, (_, segment: string) => encodeURIComponent(String(params[segment])))
  const qs = queryString(input?.query)
  return qs ? `${filled}?${qs}` : filled
}

const methodOf = (name: ApiCallName) => API_PATHS[name].slice(0, API_PATHS[name].indexOf(' '))

/** The query key of a declared read: its URL, then anything else the cache should tell apart (mutations name it to update the cache). */
export function apiQueryKey<N extends ApiCallName>(name: N, ...args: Args<N>) {
  return [apiUrl(name, ...args)] as const
}

/** Calls a declared call with its JSON body; the answer is typed by the declaration. */
export function apiCall<N extends ApiCallName>(name: N, ...args: Args<N>): Promise<ApiAnswer<N>> {
  return apiRequest<ApiAnswer<N>>(methodOf(name), apiUrl(name, ...args), args[0]?.body)
}

/**
 * A declared read as react-query's options: its key and its call from one name and one input, so the cached URL
 * and the fetched one cannot drift apart (spread it into `queryOptions`, adding `placeholderData` and the like).
 */
export function apiQueryOptions<N extends ApiCallName>(name: N, ...args: Args<N>) {
  return { queryKey: apiQueryKey(name, ...args), queryFn: () => apiCall(name, ...args) }
}

/** The same options caching a part of the answer (a list's items), mapped in the fetch so the cache holds only that part. */
export function mapAnswer<K, A, T>(options: { queryKey: K; queryFn: () => Promise<A> }, part: (answer: A) => T) {
  return { queryKey: options.queryKey, queryFn: async () => part(await options.queryFn()) }
}

/** A declared multipart call (an upload), typed by its declaration. */
export function apiUpload<N extends ApiCallName>(name: N, form: FormData, ...args: Args<N>): Promise<ApiAnswer<N>> {
  return apiFormRequest<ApiAnswer<N>>(methodOf(name), apiUrl(name, ...args), form)
}

/** A declared read that answers null to a signed-out visitor instead of failing (the session check). */
export function apiCallOrNullOn401<N extends ApiCallName>(name: N, ...args: Args<N>): Promise<ApiAnswer<N> | null> {
  return getOrNullOn401<ApiAnswer<N>>(apiUrl(name, ...args))
}
