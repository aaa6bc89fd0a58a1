import { initials } from '@web/lib/initials'

/** Header avatar initials: first letters of the name's words, at most 2, upper-case; 'U' without a name. */
export const avatarInitials = (fullName: string | null | undefined): string => initials(fullName, 'U')
