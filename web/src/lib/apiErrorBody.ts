import { ApiError } from './apiClient'

export interface ApiErrorBody {
  status: number | null
  message: string | null
  success?: boolean
}

/** Reads the JSON answer an ApiError carries as its message ({ message, success? }); status null for network errors. */
export function apiErrorBody(error: unknown): ApiErrorBody {
  if (!(error instanceof ApiError)) return { status: null, message: null }
  try {
    const body = JSON.parse(error.message) as { message?: unknown; success?: unknown }
    return {
      status: error.status,
      message: typeof body.message === 'string' ? body.message : null,
      ...(typeof body.success === 'boolean' ? { success: body.success } : {}),
    }
  } catch {
    return { status: error.status, message: null }
  }
}

/** What to tell someone whose request failed: the server's message, else a plain "try again". */
export function failureMessage(error: unknown): string {
  return apiErrorBody(error).message || 'Something went wrong. Please try again.'
}
