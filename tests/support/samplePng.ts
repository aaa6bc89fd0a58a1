import sharp from 'sharp'

/** A plain 1600x900 PNG, large enough for every cover variant. */
export function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0f766e' } }).png().toBuffer()
}
