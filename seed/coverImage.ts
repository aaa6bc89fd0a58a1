import sharp from 'sharp'

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** A 1200x630 cover with the post title on a colour gradient, so demo posts have real images. */
export async function renderCoverImage(title: string, color: string): Promise<Buffer> {
  const words = title.split(' ')
  const lines: string[] = []
  for (const word of words) {
    const last = lines.at(-1)
    if (last && (last + ' ' + word).length <= 26) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  const text = lines
    .map((line, i) => `<text x="80" y="${250 + i * 76}" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0f172a"/></linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <text x="80" y="140" font-family="sans-serif" font-size="32" fill="#ffffffcc">Nomad Jobs Blog</text>${text}</svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}
