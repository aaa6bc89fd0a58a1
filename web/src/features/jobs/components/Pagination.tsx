import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { pageWindow } from '../lib/pagination'

const base = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm font-medium'

/**
 * Page links with a window and ellipses; Previous is disabled on page 1, Next on the last page.
 * Real links (`?page=N` with the rest of the query), so crawlers reach every page; in the browser a click
 * navigates in place and scrolls smoothly to the top.
 */
export function Pagination({ page, totalPages, hrefFor, onNavigate }: { page: number; totalPages: number; hrefFor: (page: number) => string; onNavigate: () => void }) {
  if (totalPages <= 1) return null
  const pageLink = (target: number, label: string, children: ReactNode, className: string, current = false) =>
    target < 1 || target > totalPages ? (
      <a role="link" aria-disabled="true" aria-label={label} className={`${base} ${className} pointer-events-none opacity-40`}>
        {children}
      </a>
    ) : (
      <Link to={hrefFor(target)} preventScrollReset onClick={onNavigate} aria-label={label} aria-current={current ? 'page' : undefined} className={`${base} ${className}`}>
        {children}
      </Link>
    )
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {pageLink(page - 1, 'Previous', <><ChevronLeft size={16} aria-hidden /> Previous</>, 'border-slate-300 bg-white')}
      {pageWindow(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <span key={item}>{pageLink(item, `Page ${item}`, item, item === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50', item === page)}</span>
        ) : (
          <span key={item} data-testid="pagination-ellipsis" className="px-1 text-slate-500">
            …
          </span>
        ),
      )}
      {pageLink(page + 1, 'Next', <>Next <ChevronRight size={16} aria-hidden /></>, 'border-slate-300 bg-white')}
    </nav>
  )
}
