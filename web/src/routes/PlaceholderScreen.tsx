import { useMatches } from 'react-router-dom'

/** Stands in for a screen whose issue has not landed yet; its heading names the screen. */
export default function PlaceholderScreen() {
  const matches = useMatches()
  const title = (matches.at(-1)?.handle as { title?: string } | undefined)?.title ?? 'Coming soon'
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">This screen is being built. Browse the latest remote jobs in the meantime.</p>
    </section>
  )
}
