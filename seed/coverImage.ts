import sharp from 'sharp'

/** A small deterministic generator, so a post gets the same artwork on every seed. */
function seededRandom(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 2166136261)
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

/**
 * A 1600x900 abstract illustration (soft hills, a sun and floating shapes on a colour gradient) without
 * any text: the site shows the title next to the cover, and a crop never cuts words off.
 */
export async function renderCoverImage(seed: string, color: string): Promise<Buffer> {
  const random = seededRandom(seed)
  const sunX = 900 + Math.round(random() * 500)
  const sunY = 160 + Math.round(random() * 200)
  const hills = [0, 1, 2]
    .map((layer) => {
      const base = 560 + layer * 110
      const peak = base - 120 - Math.round(random() * 140)
      const mid = 300 + Math.round(random() * 1000)
      return `<path d="M0 ${base} Q ${mid} ${peak} 1600 ${base - 40} L1600 900 L0 900 Z" fill="#0f172a" fill-opacity="${0.25 + layer * 0.2}"/>`
    })
    .join('')
  const shapes = Array.from({ length: 7 }, () => {
    const x = Math.round(random() * 1600)
    const y = Math.round(random() * 500)
    const r = 12 + Math.round(random() * 48)
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" fill-opacity="${(0.08 + random() * 0.15).toFixed(2)}"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <circle cx="${sunX}" cy="${sunY}" r="110" fill="#fde68a" fill-opacity="0.85"/>${shapes}${hills}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
