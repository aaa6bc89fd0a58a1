import { useLocation } from 'react-router-dom'
import { PageHead } from '@web/lib/PageHead'
import { descriptionForPath, titleForPath } from '@web/lib/pageMeta'

/** The head of screens that do not render their own: title and description from the path. */
export function DefaultHead({ noindex = false }: { noindex?: boolean }) {
  const { pathname } = useLocation()
  return <PageHead title={titleForPath(pathname)} description={descriptionForPath(pathname)} robots={noindex ? 'noindex' : undefined} />
}
