import type { ServerResponse } from 'node:http'

/**
 * A request waiting for a place of limited work (an admission place, a sign-in turn) before its own work runs. Once
 * given, the place is kept until the answer ends or the client leaves; a client that left while waiting hands its
 * place straight back. Resolves 'held', 'gone' (the client left), or the refusal the wait ended with.
 */
export async function keepPlaceOnceGiven<Refusal extends string>(response: ServerResponse, place: Promise<(() => void) | Refusal>): Promise<'held' | 'gone' | Refusal> {
  let left = false
  const leave = () => (left = true)
  response.once('close', leave)
  let given: (() => void) | Refusal
  try {
    given = await place
  } finally {
    response.off('close', leave)
  }
  if (typeof given === 'string') return left ? 'gone' : given
  if (left) {
    given()
    return 'gone'
  }
  response.once('close', given)
  return 'held'
}
