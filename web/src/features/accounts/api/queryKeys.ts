export const accountKeys = {
  session: () => ['/api/auth/session'] as const,
}
