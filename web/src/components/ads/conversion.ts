/** Guide purchase conversion for the ad tracker. */
export const CONVERSION_VALUE_USD = 12.99

/** A success page: the path or query includes 'success', or the title includes 'Success'. */
export function isSuccessPage(pathname: string, search: string, title: string): boolean {
  return pathname.includes('success') || search.includes('success') || title.includes('Success')
}

/** The transaction id: session_id, else the e-mail, else a timestamp. */
export function conversionTransactionId(search: string, now = Date.now()): string {
  const params = new URLSearchParams(search)
  return params.get('session_id') || params.get('email') || String(now)
}

export interface ConversionEvent {
  send_to: string
  value: number
  currency: 'USD'
  transaction_id: string
}

export function conversionEvent(sendTo: string, search: string, now = Date.now()): ConversionEvent {
  return { send_to: sendTo, value: CONVERSION_VALUE_USD, currency: 'USD', transaction_id: conversionTransactionId(search, now) }
}
