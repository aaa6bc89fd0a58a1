import type { SubscribeRequest, SubscribeResponse } from '@contract/newsletter'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/apiClient'

/** The server's message from a failed call: the JSON body's `message`, else nothing. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof Error)) return null
  if (error instanceof ApiError) {
    try {
      const body = JSON.parse(error.message) as { message?: unknown }
      return typeof body.message === 'string' && body.message ? body.message : null
    } catch {
      return null
    }
  }
  return error.message || null
}

/** POST /api/newsletter/subscribe; success false is an error carrying the server's message (spec 1 §7). */
export async function subscribe(input: SubscribeRequest): Promise<SubscribeResponse> {
  const result = await apiRequest<SubscribeResponse>('POST', '/api/newsletter/subscribe', input)
  if (!result?.success) throw new Error(result?.message || 'Failed to subscribe')
  return result
}

export const useSubscribe = () => useMutation({ mutationFn: subscribe })
