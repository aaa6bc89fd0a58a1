import { ChevronLeft, ChevronRight } from 'lucide-react'
import { pageWindow } from '../lib/pagination'

/** Page buttons with a window and ellipses; Previous disabled on page 1, Next on the last page. */
export function Pagination({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  if (totalPages <= 1) return null
  const button = 'inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm font-medium'
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button type="button" className={`${button} border-slate-300 bg-white disabled:opacity-40`} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden /> Previous
      </button>
      {pageWindow(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onPageChange(item)}
            className={`${button} ${item === page ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'}`}
          >
            {item}
          </button>
        ) : (
          <span key={item} data-testid="pagination-ellipsis" className="px-1 text-slate-500">
            …
          </span>
        ),
      )}
      <button type="button" className={`${button} border-slate-300 bg-white disabled:opacity-40`} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  )
}
