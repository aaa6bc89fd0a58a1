/** Header avatar initials (spec 1 §2): first letters of the name's words, at most 2, upper-case; 'U' without a name. */
export function avatarInitials(fullName: string | null | undefined): string {
  const initials = (fullName ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join('')
  return initials || 'U'
}
