import { describe, expect, it } from 'vitest'
import { JOB_POST_MESSAGES } from '@cms/contract/jobPosts'
import { ApiError } from '@web/lib/apiClient'
import { serverRefusal } from './fieldErrors'

describe('serverRefusal', () => {
  it("reads the server's per-field 400", () => {
    const body = { success: false, error: 'Bad Request', message: 'Please correct the marked fields.', fields: { 'company.name': JOB_POST_MESSAGES.companyName, locationText: JOB_POST_MESSAGES.locationUnknown } }
    expect(serverRefusal(new ApiError(400, JSON.stringify(body)))).toEqual({ fields: body.fields, message: body.message })
  })

  it("keeps another answer's message, or says something went wrong", () => {
    expect(serverRefusal(new ApiError(503, JSON.stringify({ success: false, message: JOB_POST_MESSAGES.stripeMissing })))).toEqual({ fields: {}, message: JOB_POST_MESSAGES.stripeMissing })
    expect(serverRefusal(new ApiError(400, 'oops'))).toEqual({ fields: {}, message: 'Something went wrong. Please try again.' })
    expect(serverRefusal(new TypeError('Failed to fetch')).message).toBe('Something went wrong. Please try again.')
  })
})
