import type { z } from 'zod'
import type { User } from '@cms/payload-types'
import type { HttpError } from '@cms/lib/http'
import type { Failure } from '@cms/domain/failure'
import { DEFAULT_POLICY, type RoutePolicy } from './policy'

export type ApiTag = 'Operations' | 'Jobs' | 'Companies' | 'Blog' | 'Accounts' | 'Newsletter' | 'Alerts' | 'Commerce' | 'Admin' | 'Contact' | 'Reference'

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

/** The body a call reads: `json` is read and checked by the entry; the other formats are read by the handler. */
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

/** What a handler receives: checked values, and the signed-in user when its access asks for one. */
export interface CallInput<Path extends string, Q, B, A extends Access> {
  request: Request
  params: Record<PathParams<Path>, string>
  query: Q
  body: B
  user: A extends SessionAccess ? User : null
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined
type BodyOut<B> = B extends BodyDeclaration<infer S> ? (B['format'] extends 'json' ? z.output<S> : undefined) : undefined

/** One /api call, declared once: everything the entry, the document, the SPA's client and the MCP tools need. */
export interface CallSpec<Path extends string, A extends Access, Q extends z.ZodObject | undefined, B extends BodyDeclaration | undefined, R extends AnswerDeclaration> {
  method: Method
  path: Path
  tag: ApiTag
  summary: string
  /** Path segments (`:name`), described. */
  params?: Record<PathParams<Path>, string>
  query?: Q
  body?: B
  access: A
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
  beforeInput?: (request: Request) => Promise<void>
  /** An example of a request's query, for the document and the reference's "try it". */
  example?: Record<string, string>
  /** Exists only with ENABLE_TEST_ENDPOINTS=true; documented only outside production. */
  testOnly?: boolean
  handler: (input: CallInput<Path, Out<Q>, BodyOut<B>, A>) => Response | Promise<Response>
}

/** A declaration as the entry and the document read it: policy resolved, handler untyped. */
export interface Declaration extends Omit<CallSpec<string, Access, z.ZodObject | undefined, BodyDeclaration | undefined, AnswerDeclaration>, 'handler' | 'policy' | 'params'> {
  params?: Record<string, string>
  policy: RoutePolicy
  handler: (input: CallInput<string, unknown, unknown, Access>) => Response | Promise<Response>
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
>(spec: CallSpec<Path, A, Q, B, R> & { method: M }): Declared<M, Path, Q, B, R> {
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
