/** Card brand marks as text badges (lucide-react has no brand icons). */
export function CardBrands() {
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label="Accepted cards: Visa, Mastercard, American Express, Discover">
      {['VISA', 'Mastercard', 'AMEX', 'Discover'].map((brand) => (
        <span key={brand} className="rounded border border-slate-300 bg-white px-2 py-0.5 text-[11px] font-bold tracking-wide text-slate-600">
          {brand}
        </span>
      ))}
    </div>
  )
}
