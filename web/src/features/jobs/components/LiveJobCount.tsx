/** The number of live jobs beside a category, location or country name; a screen reader hears "12 jobs". */
export function LiveJobCount({ count, className = 'bg-slate-100 text-slate-600' }: { count: number; className?: string }) {
  return (
    <span className={`ml-auto shrink-0 rounded-full px-2 py-0.5 text-xs font-medium tabular-nums ${className}`}>
      {count}
      <span className="sr-only">{count === 1 ? ' job' : ' jobs'}</span>
    </span>
  )
}
