import { useParams } from 'react-router-dom'
import { NotFoundState } from './NotFoundState'

/** A keyword page no live job matches (status 404, noindex): the visitor's words as text, and a way on. */
export function KeywordNotFound() {
  const words = (useParams().keyword ?? '').replace(/-/g, ' ').trim()
  return <NotFoundState title="No Matching Jobs" message={`No live jobs match “${words}” right now. New remote jobs arrive every day.`} action={{ to: '/search', label: 'Browse All Jobs' }} />
}
