import type { AfterErrorHook } from 'payload'
import { REST_INPUT_ERRORS } from '@cms/contract/apiErrors'
import { databaseFailureOf, type DatabaseFailure } from './databaseFailure'

/**
 * PostgreSQL's answers to a value or operator that does not fit its column: data exceptions (class 22: 'abc' for
 * a number or an id, an unknown option of a select, a date that is none), no such operator (42883: `like` on a
 * number), and the statement Payload builds around a value it could not read (42601: `like` on a date).
 */
const misfitFilter = (sqlState: string | undefined) => sqlState !== undefined && (sqlState.startsWith('22') || sqlState === '42883' || sqlState === '42601')
/** A relationship written with the id of a record that does not exist (not a delete a reference blocks). */
const missingRelation = (failure: DatabaseFailure | undefined) => failure?.code === '23503' && /is not present in table/.test(failure.detail ?? '')

const clientError = (message: string) => ({ status: 400, response: { errors: [{ message }] } })

/**
 * Payload's REST builds its queries from the caller's `where` without checking values against field types, so a
 * filter such as `?where[status][equals]=bogus` failed in PostgreSQL and was answered 500; it reads a `where` or
 * `data` sent as text with JSON.parse, so `?where=abc` threw a SyntaxError (500); and it writes a relationship's
 * id without looking it up, so `{"company": 999999}` failed on the foreign key (500). Such failures are the
 * caller's: a 400 in Payload's error shape. Everything else keeps Payload's own answer.
 */
export const payloadRestClientErrors: AfterErrorHook = ({ error }) => {
  if (error instanceof SyntaxError) return clientError(REST_INPUT_ERRORS.notJson)
  const failure = databaseFailureOf(error)
  if (missingRelation(failure)) return clientError(REST_INPUT_ERRORS.missingRelation)
  if (misfitFilter(failure?.code)) return clientError(REST_INPUT_ERRORS.misfitFilter)
}
