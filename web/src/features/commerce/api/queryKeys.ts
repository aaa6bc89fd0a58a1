export const commerceKeys = {
  stripeConfig: () => ['/api/stripe/config'] as const,
}
