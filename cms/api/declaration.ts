import type { z } from 'zod'
import type { Payload } from 'payload'
import type { User } from '@cms/payload-types'
import type { FilePartRules, MultipartUpload } from '@cms/lib/multipart'
import { cookieHeaders, type HttpError } from '@cms/lib/http'
import type { Failure } from '@cms/domain/failure'
import { DEFAULT_POLICY, type RoutePolicy } from './policy'

/** The document's sections, in the reference's order: the jobs first, what most readers come for. */
export const API_TAGS = ['Jobs', 'Companies', 'Blog', 'Accounts', 'Alerts', 'Newsletter', 'Commerce', 'Contact', 'Admin', 'Reference', 'Operations'] as const
export type ApiTag = (typeof API_TAGS)[number]

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call: anyone, a signed-in account (`user`), staff (`editor`: admins and editors), an admin, or the
 * holder of a secret the call carries itself (a mailed link's token, Stripe's signature). The entry enforces the
 * three session kinds before the handler runs (401 signed out, 403 for the wrong role); a token call's handler
 * checks its token, which the declaration names for the document.
 */
export type Access = 'public' | 'user' | 'editor' | 'admin' | { token: TokenKind }
export type TokenKind = 'alert-link' | 'newsletter-link' | 'job-post' | 'company-claim-link' | 'download-link' | 'stripe-signature' | 'order'

/** The `:name` segments of a path, as a union of names. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}` ? Name | PathParams<`/${Rest}`> : Path extends `${string}:${infer Name}` ? Name : never

/**
 * The body a call reads: `json` and `form` are read and checked by the entry (a form's refusal is its `formRefusal`
 * redirect); `multipart` and `any` are handed over as readers (the schema documents them).
 */
export type BodyDeclaration<S extends z.ZodType = z.ZodType> = {
  format: 'json' | 'form' | 'multipart' | 'any'
  schema: S
  /** Largest JSON body the entry reads (413 past it, counted while reading). */
  maxBytes?: number
  /** An empty body reads as `{}` (calls whose every field is optional). */
  optional?: boolean
}

/** The successful answer: its status and JSON shape; `null` for an answer that is not JSON (a file, a page, a redirect). */
export interface AnswerDeclaration {
  status: number
  schema: z.ZodType | null
  contentType?: string
  description?: string
}

type SessionAccess = 'user' | 'editor' | 'admin'

/** The request headers a call declares it reads (lower case), and nothing else. */
export interface DeclaredHeaders<H extends string> {
  get(name: H): string | null
}

/** The raw body of a call that reads its own format (`any`: Stripe's signed bytes, a one-click unsubscribe). */
export interface RawBody {
  /** The body's media type, without parameters, lower case ('' when none). */
  contentType: string
  /** The body as text, at most `maxBytes` (413 past it). */
  text(maxBytes?: number): Promise<string>
  /** The body as a JSON object (400 when it is not one). */
  json(maxBytes?: number): Promise<unknown>
}

/** A multipart upload's reader: the file field and the form's other fields, within the call's limits. */
export interface MultipartBody {
  upload(rules: FilePartRules): Promise<MultipartUpload>
}

/**
 * What a handler receives, and nothing else (never the raw request): the checked path segments, query and body,
 * the session as its access declares it, Payload, the client and the headers it declares.
 */
export interface CallContext<Path extends string, Q, B, U, H extends string> {
  params: Record<PathParams<Path>, string>
  query: Q
  body: B
  /** The signed-in user: always one for `user`/`editor`/`admin` access, `User | null` for a public call with `session: 'optional'`, else null. */
  user: U
  /** The id of the session the cookie carries (ending it, or keeping it while ending the others), when the user was read. */
  sessionId: string | null
  payload: Payload
  /** The caller as per-client limits count it: the address our own server resolved (IPv6 by its /64). */
  client: { address: string }
  /** Only the headers the declaration names in `headers`. */
  headers: DeclaredHeaders<H>
  /** The origin the request was addressed to (a return address must stay on it). */
  origin: string
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined
type BodyOut<B> =
  B extends BodyDeclaration<infer S> ? (B['format'] extends 'json' | 'form' ? z.output<S> : B['format'] extends 'multipart' ? MultipartBody : RawBody) : undefined
type UserOf<A extends Access, S> = A extends SessionAccess ? User : S extends 'optional' ? User | null : null

declare const JSON_ANSWER: unique symbol
/** A JSON answer with a status or headers of its own (cookies, a private cache); `answerWith` makes one. */
export interface JsonAnswer<T> {
  readonly [JSON_ANSWER]: true
  data: T
  status?: number
  headers?: HeadersInit
}
declare const RAW_ANSWER: unique symbol
/** An answer that is not the declared JSON: a protocol's own (MCP's transport) or a check that answers in its own shape. */
export interface RawAnswer {
  readonly [RAW_ANSWER]: true
  response: Response
}

/**
 * What a handler may return: the declared answer's data (the entry writes it as JSON with the declared status), or
 * that data with headers; a `Response` only where the declared answer is not JSON (a file, a redirect, no content).
 */
export type HandlerResult<R extends AnswerDeclaration> = R['schema'] extends z.ZodType ? z.input<R['schema']> | JsonAnswer<z.input<R['schema']>> | RawAnswer : Response

/** The data a handler's result carries: a JsonAnswer's data; nothing for a Response or a raw answer. */
type DataOf<T> = T extends JsonAnswer<infer D> ? D : T extends RawAnswer | Response ? never : T
type IsOpen<S> = 0 extends 1 & S ? true : unknown extends S ? true : false
type MemberKeys<S> = S extends object ? keyof S : never
type MemberField<S, K extends PropertyKey> = S extends object ? (K extends keyof S ? S[K] : never) : never
type ItemOf<S> = S extends readonly (infer E)[] ? E : never

/**
 * The fields of T (as paths, `.facets`, `.jobs[].extra`) that no member of the declared shape S has; `never` when T
 * fits S exactly. TypeScript checks extra fields only on an object literal written where its type is known, and
 * a handler's result is usually a domain function's, built by spreading: this check reaches every field, however
 * the result was made. zod's inferred shapes are plain object types, unions (optional, nullable, a union of
 * answers) and records, all read here: a field is extra when no member of the union names it.
 */
export type ExcessFields<T, S, At extends string = ''> =
  IsOpen<T> extends true
    ? never
    : IsOpen<S> extends true
      ? never
      : T extends readonly (infer E)[]
        ? ExcessFields<E, ItemOf<S>, `${At}[]`>
        : T extends object
          ? { [K in keyof T & string]-?: K extends MemberKeys<S> ? ExcessFields<T[K], MemberField<S, K>, `${At}.${K}`> : `${At}.${K}` }[keyof T & string]
          : never

type AnswerData<R extends AnswerDeclaration> = R['schema'] extends z.ZodType ? z.input<R['schema']> : never
/** Refuses, at the handler, a result with a field the declared answer does not have, naming the field. */
type ExactAnswer<Result, R extends AnswerDeclaration> = [ExcessFields<DataOf<Awaited<Result>>, AnswerData<R>>] extends [never]
  ? unknown
  : { handler: { 'a field the declared answer does not have': ExcessFields<DataOf<Awaited<Result>>, AnswerData<R>> } }

const JSON_ANSWER_KEY = Symbol('json answer')
const RAW_ANSWER_KEY = Symbol('raw answer')
/** The declared data with a status or headers of its own. */
export const answerWith = <T>(data: T, init: { status?: number; headers?: HeadersInit }): JsonAnswer<T> => ({ data, ...init, [JSON_ANSWER_KEY]: true }) as unknown as JsonAnswer<T>
/** The declared data with the cookies it sets (or clears): never stored by a cache. */
export const withCookies = <T>(data: T, cookies: string | readonly string[], status?: number): JsonAnswer<T> => answerWith(data, { status, headers: cookieHeaders(cookies) })
/** A Response passed on as it is, for a JSON call whose answer is made by others (MCP's transport). */
export const rawAnswer = (response: Response): RawAnswer => ({ response, [RAW_ANSWER_KEY]: true }) as unknown as RawAnswer
export const isJsonAnswer = (value: unknown): value is JsonAnswer<unknown> => typeof value === 'object' && value !== null && JSON_ANSWER_KEY in value
export const isRawAnswer = (value: unknown): value is RawAnswer => typeof value === 'object' && value !== null && RAW_ANSWER_KEY in value

/** A form post's refusal of its declared fields: the redirect back to its page, with the first message. */
export type FormRefusal<Q> = (refused: { message: string; fields: Record<string, string>; query: Q }) => Response

/** One /api call, declared once: everything the entry, the document, the SPA's client and the MCP tools need. */
export interface CallSpec<
  Path extends string,
  A extends Access,
  Q extends z.ZodObject | undefined,
  B extends BodyDeclaration | undefined,
  R extends AnswerDeclaration,
  S extends 'optional' | undefined = undefined,
  H extends string = never,
  Result = HandlerResult<R> | Promise<HandlerResult<R>>,
> {
  method: Method
  path: Path
  tag: ApiTag
  summary: string
  /** Path segments (`:name`), described. */
  params?: Record<PathParams<Path>, string>
  query?: Q
  body?: B
  access: A
  /** `optional`: a public call that reads the session when there is one (the handler's `user` is `User | null`). */
  session?: S
  /** The request headers the handler reads (lower case); the context holds only these. */
  headers?: readonly H[]
  /** `false` for a call that never touches Payload or the database (liveness): it answers before Payload has started. */
  usesPayload?: false
  /** A form body's refusal: the redirect back to its page (a form post never answers JSON). */
  formRefusal?: FormRefusal<Out<Q>>
  policy?: Partial<RoutePolicy>
  answer: R
  /** Other successful answers besides `answer` (the MCP endpoint's 202 for a notification). */
  more?: AnswerDeclaration[]
  /** Offered to AI assistants as an MCP tool of this name (public GET calls only; docs/api.md). */
  mcpTool?: string
  /** Error statuses the handler itself may answer; those the entry adds (400, 401, 403, 413, 415, 429) follow from the rest. */
  errors: number[]
  /** A bad input's 400 in the call's own shape (the job-post form names each field); default: the first message and every issue. */
  invalidInput?: (error: z.ZodError) => HttpError | Failure
  /** Runs before the input is checked: work every attempt must do, valid or not (counting a form's attempts). */
  beforeInput?: (context: { payload: Payload; client: { address: string } }) => Promise<void>
  /** An example of a request's query, for the document and the reference's "try it". */
  example?: Record<string, string>
  /** Exists only with ENABLE_TEST_ENDPOINTS=true; documented only outside production. */
  testOnly?: boolean
  handler: (context: CallContext<Path, Out<Q>, BodyOut<B>, UserOf<A, S>, H>) => Result
}

/** A declaration as the entry and the document read it: policy resolved, handler untyped. */
export interface Declaration
  extends Omit<CallSpec<string, Access, z.ZodObject | undefined, BodyDeclaration | undefined, AnswerDeclaration, 'optional' | undefined, string>, 'handler' | 'policy' | 'params' | 'formRefusal'> {
  params?: Record<string, string>
  policy: RoutePolicy
  formRefusal?: FormRefusal<unknown>
  handler: (context: CallContext<string, unknown, unknown, User | null, string>) => unknown
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined
type BodyIn<B> = B extends BodyDeclaration<infer S> ? (B['format'] extends 'json' | 'any' ? z.input<S> : undefined) : undefined

/**
 * A declaration that keeps, for the type checker only, what a client sends and gets: the SPA's client derives its
 * types from these (web/src/lib/api), never retyping them.
 */
export interface Declared<M extends Method, Path extends string, Q, B, R extends AnswerDeclaration> extends Declaration {
  method: M
  path: Path
  readonly io?: { query: In<Q>; body: BodyIn<B>; answer: R['schema'] extends z.ZodType ? z.output<R['schema']> : null }
}

/**
 * Declares a call. The policy follows from the declaration where it can: a call for a session is never cached
 * by a browser or a proxy, a call with a body of another format accepts that format.
 */
export function declare<
  const M extends Method,
  const Path extends string,
  const A extends Access,
  Q extends z.ZodObject | undefined = undefined,
  B extends BodyDeclaration | undefined = undefined,
  R extends AnswerDeclaration = AnswerDeclaration,
  const S extends 'optional' | undefined = undefined,
  const H extends string = never,
  Result extends HandlerResult<NoInfer<R>> | Promise<HandlerResult<NoInfer<R>>> = HandlerResult<R>,
>(spec: CallSpec<Path, A, Q, B, R, S, H, Result> & { method: M } & ExactAnswer<Result, NoInfer<R>>): Declared<M, Path, Q, B, R> {
  const session = typeof spec.access === 'string' && spec.access !== 'public'
  const format = spec.body?.format
  const policy: RoutePolicy = {
    ...DEFAULT_POLICY,
    ...(session ? { cache: 'private' } : {}),
    ...(format && format !== 'json' ? { body: format } : {}),
    ...spec.policy,
  }
  return { ...spec, policy } as unknown as Declared<M, Path, Q, B, R>
}

export const isSessionAccess = (access: Access): access is SessionAccess => typeof access === 'string' && access !== 'public'

/** A 200 answer of this shape (`null`: not JSON, e.g. a file). */
export const ok = <S extends z.ZodType | null>(schema: S, extra: Pick<AnswerDeclaration, 'contentType' | 'description'> = {}) => ({ status: 200, schema, ...extra })
/** A JSON body of this shape, read and checked by the entry. */
export const jsonBody = <S extends z.ZodType>(schema: S, extra: Omit<BodyDeclaration, 'format' | 'schema'> = {}) => ({ format: 'json' as const, schema, ...extra })
