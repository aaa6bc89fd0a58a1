/**
 * Type test (run by `npm run typecheck`, never executed): a handler returns its declared answer's data and nothing
 * more. Each `@ts-expect-error` below is a result tsc must refuse; if the declaration's typing stopped refusing it,
 * the directive itself becomes the error.
 */
import { z } from 'zod'
import { categoryPageResponseSchema, type CategoryPageResponse } from '@cms/contract/jobs'
import { answerWith, declare, ok, withCookies } from '@cms/api/declaration'

const answer = ok(z.object({ id: z.number(), tags: z.array(z.object({ name: z.string() })), owner: z.object({ name: z.string() }).nullable(), note: z.string().optional() }))
const base = { method: 'GET' as const, tag: 'Jobs' as const, summary: 'A type test.', access: 'public' as const, answer, errors: [] as number[] }
const exact = { id: 1, tags: [{ name: 'a' }], owner: null }
const withExtra = { ...exact, extra: true }

// What the declaration promises: accepted, as data, as a promise, with a status or cookies.
declare({ ...base, path: '/api/t/plain', handler: () => exact })
declare({ ...base, path: '/api/t/async', handler: async () => ({ ...exact, note: 'optional fields may be there' }) })
declare({ ...base, path: '/api/t/status', handler: () => answerWith({ id: 2, tags: [], owner: { name: 'Ana' } }, { status: 201 }) })
declare({ ...base, path: '/api/t/cookies', handler: async () => withCookies(exact, 'a=b') })

// @ts-expect-error a field the answer does not have, in an object literal
declare({ ...base, path: '/api/t/literal', handler: () => ({ ...exact, extra: 1 }) })
// @ts-expect-error the same, built elsewhere and returned as a variable (no literal for TypeScript's own check)
declare({ ...base, path: '/api/t/variable', handler: () => withExtra })
// @ts-expect-error the same, from an async handler
declare({ ...base, path: '/api/t/promise', handler: async () => withExtra })
// @ts-expect-error the same, inside answerWith
declare({ ...base, path: '/api/t/answer-with', handler: () => answerWith(withExtra, { status: 201 }) })
// @ts-expect-error a field the answer does not have, inside an array's items
declare({ ...base, path: '/api/t/item', handler: () => ({ ...exact, tags: [{ name: 'a', secret: 'x' }] }) })
// @ts-expect-error a field the answer does not have, inside a nullable object
declare({ ...base, path: '/api/t/nested', handler: () => ({ ...exact, owner: { name: 'Ana', email: 'ana@example.com' } }) })
// @ts-expect-error a field of the wrong type
declare({ ...base, path: '/api/t/type', handler: () => ({ ...exact, id: '1' }) })

// A job page's answer: the list's facets are declared; a field beside them is not.
const page = {} as CategoryPageResponse
declare({ ...base, path: '/api/t/page', answer: ok(categoryPageResponseSchema), handler: () => ({ ...page, facets: undefined }) })
// @ts-expect-error a job page with a field its declared answer does not have
declare({ ...base, path: '/api/t/page-extra', answer: ok(categoryPageResponseSchema), handler: () => ({ ...page, debug: { sql: 'SELECT 1' } }) })
