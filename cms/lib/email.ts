/** The form an e-mail address is stored and compared in. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Whether a visitor's typed address names the stored one (stored addresses are already trimmed). */
export const isSameEmail = (stored: string, typed: string) => stored.toLowerCase() === normaliseEmail(typed)
