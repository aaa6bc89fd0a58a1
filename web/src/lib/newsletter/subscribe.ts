import { useMutation } from '@tanstack/react-query'
import { apiCall, type ApiAnswer, type ApiBody } from '@web/lib/api/client'
import { ApiError } from '@web/lib/apiClient'

/** An answer with `success: false`: it carries the server's message (or 'Failed to subscribe'). */
export class NewsletterRefusedError extends Error {}

/** The server's message from a failed call: the JSON body's `message`, else nothing (network errors included). */
export function serverMessage(error: unknown): string | null {
  if (error instanceof NewsletterRefusedError) return error.message
  if (!(error instanceof ApiError)) return null
  try {
    const body = JSON.parse(error.message) as { message?: unknown }
    return typeof body.message === 'string' && body.message ? body.message : null
  } catch {
    return null
  }
}

/** POST /api/newsletter/subscribe; success false is an error carrying the server's message. */
export async function subscribe(input: ApiBody<'postNewsletterSubscribe'>): Promise<ApiAnswer<'postNewsletterSubscribe'>> {
  const result = await apiCall('postNewsletterSubscribe', { body: input })
  if (!result?.success) throw new NewsletterRefusedError(result?.message || 'Failed to subscribe')
  return result
}

export const useSubscribe = () => useMutation({ mutationFn: subscribe })
