import { describe, expect, it } from 'vitest'
import { ApiError } from '@web/lib/apiClient'
import { apiErrorMessage } from './apiErrorMessage'

describe('apiErrorMessage', () => {
  it('reads the JSON message of an API error', () => {
    expect(apiErrorMessage(new ApiError(404, '{"error":"Off","message":"Test endpoints are disabled."}'))).toBe('Test endpoints are disabled.')
  })
  it('keeps plain text, and gives an empty string for nothing useful', () => {
    expect(apiErrorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch')
    expect(apiErrorMessage(undefined)).toBe('')
  })
})
