/**
 * Names of languages and platforms made of symbols: cutting every non-alphanumeric character would leave 'C#'
 * as 'c', 'C++' as 'c' and '.NET' as 'net'. Before the cut, both normalisers (the query's normaliseWords and the
 * database's job_search_text(), whose migration builds its SQL from this list) spell each as one word.
 *
 * `pattern` is a regular expression valid in JavaScript and in PostgreSQL (case-insensitive, lookarounds only
 * over alphanumerics): the name must not sit inside another word ('ASP.NET' still counts, 'cnet' does not).
 */
export interface SymbolWord {
  pattern: string
  word: string
}

const STANDALONE_BEFORE = '(?<![a-z0-9])'
const STANDALONE_AFTER = '(?![a-z0-9#+])'

export const SYMBOL_WORDS: readonly SymbolWord[] = [
  { pattern: `${STANDALONE_BEFORE}c\\+\\+${STANDALONE_AFTER}`, word: 'cplusplus' },
  { pattern: `${STANDALONE_BEFORE}c#${STANDALONE_AFTER}`, word: 'csharp' },
  { pattern: `${STANDALONE_BEFORE}f#${STANDALONE_AFTER}`, word: 'fsharp' },
  // 'ASP.NET' and 'VB.NET' are .NET too; a domain such as 'example.net' stays a domain.
  { pattern: `${STANDALONE_BEFORE}asp\\.net${STANDALONE_AFTER}`, word: 'asp dotnet' },
  { pattern: `${STANDALONE_BEFORE}vb\\.net${STANDALONE_AFTER}`, word: 'vb dotnet' },
  { pattern: `${STANDALONE_BEFORE}\\.net${STANDALONE_AFTER}`, word: 'dotnet' },
]

/** The symbol names in lower-case text, each replaced by its word between spaces ('asp.net' -> 'asp dotnet'). */
export function spellSymbolWords(lowerCaseText: string): string {
  return SYMBOL_WORDS.reduce(
    (text, { pattern, word }) => text.replace(new RegExp(pattern, 'g'), ` ${word} `),
    lowerCaseText,
  )
}
