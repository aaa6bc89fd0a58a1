import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { STATE_VALUES } from './names'

/**
 * Names come from `cms/lib/db/names.ts` only: no SQL string in `cms/` or `collections/` types a state or status value
 * as a literal (`status = 'active'`, `STATE_VALUES`) or an enum type's name (`::enum_jobs_status`). A rename in the contract or a
 * collection then changes every statement through `names.ts`, which `tests/integration/dbNames.test.ts` checks
 * against the migrated database.
 */

const ROOT = path.resolve(__dirname, '../../..')
const SCANNED = ['cms', 'collections']
/** The module that defines the names, the migrations (Payload's snapshots of the schema at their time), and tests. */
const EXEMPT = [/^cms\/lib\/db\/names\.ts$/, /^cms\/migrations\//, /\.test\.tsx?$/, /^cms\/payload-types\.ts$/, /^cms\/\.next\//, /^cms\/app\/\(payload\)\//]

const SQL = /\b(SELECT|INSERT\s+INTO|UPDATE|DELETE\s+FROM|WHERE|SET|VALUES|RETURNING|CASE|WHEN)\b/
const STATE_LITERALS = new Set(STATE_VALUES.map((value) => `'${value}'`))
const QUOTED = /'[^'\s]*'/g
const ENUM_TYPE = /\benum_[a-z0-9_]+/

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return []
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !EXEMPT.some((pattern) => pattern.test(relative)) ? [relative] : []
  })
}

/** Each string and template literal of a file as its text (a template's parts joined by `${}`), with its line. */
function stringsOf(file: string): { text: string; line: number }[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const found: { text: string; line: number }[] = []
  const visit = (node: ts.Node) => {
    let text: string | null = null
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateExpression(node)) text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('${}')
    if (text !== null) found.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** What a SQL string types by hand: state and status values as literals, and enum type names. */
export function handTypedNames(text: string): string[] {
  const literals = SQL.test(text) ? (text.match(QUOTED) ?? []).filter((quoted) => STATE_LITERALS.has(quoted)) : []
  return [...literals, ...(text.match(new RegExp(ENUM_TYPE, 'g')) ?? [])]
}

describe('SQL names come from cms/lib/db/names.ts', () => {
  it('finds hand-typed enum values and enum type names in SQL', () => {
    expect(handTypedNames("UPDATE jobs SET status = 'expired' WHERE id = $1")).toEqual(["'expired'"])
    expect(handTypedNames('SELECT $1::enum_jobs_status')).toEqual(['enum_jobs_status'])
    expect(handTypedNames(`SELECT id FROM jobs WHERE status = \${JOB_STATUS.active}`)).toEqual([])
    expect(handTypedNames("UPDATE job_posts SET state = 'live' WHERE state IN ('draft', 'awaiting-payment')")).toEqual(["'live'", "'draft'", "'awaiting-payment'"])
    // A quoted word that is no state, and a message that is no SQL, pass.
    expect(handTypedNames("SELECT 1 FROM users_rels WHERE path = 'savedJobs'")).toEqual([])
    expect(handTypedNames("This job is 'expired'.")).toEqual([])
  })

  it('no SQL string in cms/ or collections/ types a state value or an enum type name by hand', () => {
    const found = SCANNED.flatMap(sourceFiles).flatMap((file) =>
      stringsOf(file).flatMap(({ text, line }) => handTypedNames(text).map((name) => `${file}:${line} ${name}`)),
    )
    expect(found).toEqual([])
  })
})
