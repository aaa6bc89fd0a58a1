import { describe, expect, it } from 'vitest'
import { ApiError } from './apiClient'
import { apiErrorBody } from './apiErrorBody'

describe('apiErrorBody', () => {
  it('reads the message and success flag of a JSON error answer', () => {
    expect(apiErrorBody(new ApiError(400, '{"message":"Current password is incorrect.","success":false}'))).toEqual({
      status: 400,
      message: 'Current password is incorrect.',
      success: false,
    })
  })

  it('keeps the status when the body is not JSON, and gives nulls for other errors', () => {
    expect(apiErrorBody(new ApiError(502, 'Bad Gateway'))).toEqual({ status: 502, message: null })
    expect(apiErrorBody(new TypeError('Failed to fetch'))).toEqual({ status: null, message: null })
  })
})
