import { createHash } from 'node:crypto'

/** A parameterised statement for pg: `text` refers to `values` as $1, $2, ... */
export interface SqlStatement {
  text: string
  values: unknown[]
  /**
   * Set on statements whose text never changes and whose plan does not depend on the values (rows by key): pg then
   * prepares it once per connection and PostgreSQL plans it once, instead of planning it on every call, which cost
   * more than running the job page's own read.
   */
  name?: string
}

/**
 * A name for a statement whose text comes from a few shapes (which filters a request has) and whose plan does not
 * depend on the values: the same text always gets the same name, so pg prepares each shape once per connection.
 */
export const preparedName = (text: string): string => `s${createHash('sha1').update(text).digest('base64url')}`

/**
 * Collects a statement's parameter values and hands out their placeholders, so SQL text is built from
 * named pieces and never counts `$n` positions by hand.
 */
export class SqlParams {
  readonly values: unknown[] = []

  /** Adds a value; returns its placeholder ('$3'). */
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

/** One column of rows sent to PostgreSQL as arrays: its name, its SQL element type and how to read it from a row. */
export interface UnnestColumn<Row> {
  name: string
  /** The element type of the array parameter ('text', 'int', 'timestamptz', ...). */
  type: string
  value: (row: Row) => unknown
}

/**
 * `unnest($1::text[], $2::int[], ...) AS v(a, b, ...)`: many rows in one statement, one array parameter
 * per column (a bulk INSERT ... SELECT or UPDATE ... FROM reads them as the relation `alias`).
 */
export function unnestRows<Row>(params: SqlParams, rows: readonly Row[], columns: readonly UnnestColumn<Row>[], alias = 'v'): string {
  const arrays = columns.map((column) => `${params.add(rows.map(column.value))}::${column.type}[]`)
  return `unnest(${arrays.join(', ')}) AS ${alias}(${columns.map((column) => column.name).join(', ')})`
}
