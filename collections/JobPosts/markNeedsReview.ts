import type { CollectionBeforeChangeHook } from 'payload'

/**
 * `needsReview` is derived, so /cms can list the posts staff must decide first (the collection's default sort):
 * a paid post in review, or a live post whose edit waits for approval. The server's SQL writes set it the same way.
 */
export const markNeedsReview: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const state = data.state ?? originalDoc?.state
  const revision = 'revision' in data ? data.revision : originalDoc?.revision
  data.needsReview = state === 'in-review' || (state === 'live' && revision != null)
  return data
}
