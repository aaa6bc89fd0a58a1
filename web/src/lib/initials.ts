/**
 * Up to two initials, upper-case, from the words of a name that start with a letter or digit, so
 * symbols are skipped ('Quill & Co' gives 'QC', not 'Q&'); `fallback` when the name has none.
 */
export function initials(name: string | null | undefined, fallback: string): string {
  const letters = (name ?? '')
    .split(/\s+/)
    .map((word) => word.match(/[\p{L}\p{N}]/u)?.[0])
    .filter((letter): letter is string => Boolean(letter))
    .slice(0, 2)
    .map((letter) => letter.toUpperCase())
    .join('')
  return letters || fallback
}
