/** A parameterised statement for pg: `text` refers to `values` as $1, $2, ... */
export interface SqlStatement {
  text: string
  values: unknown[]
}

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
