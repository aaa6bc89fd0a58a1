export const alertKeys = {
  mine: () => ['/api/alerts'] as const,
  managed: (token: string) => ['/api/alerts/manage', token] as const,
}
