import { describe, expect, it } from 'vitest'
import { sniffLogoType } from './logo'

const bytes = (...values: number[]) => Buffer.from(values)

describe('sniffLogoType', () => {
  it('knows PNG, JPEG and WebP by their signatures', () => {
    expect(sniffLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png')
    expect(sniffLogoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffLogoType(Buffer.concat([Buffer.from('RIFF'), bytes(1, 2, 3, 4), Buffer.from('WEBPVP8 ')]))).toBe('image/webp')
  })

  it('refuses anything else, whatever its name or declared type', () => {
    expect(sniffLogoType(Buffer.from('GIF89a...'))).toBeNull()
    expect(sniffLogoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffLogoType(Buffer.from('RIFF....WAVE'))).toBeNull()
    expect(sniffLogoType(bytes(0x89, 0x50))).toBeNull()
    expect(sniffLogoType(Buffer.alloc(0))).toBeNull()
  })
})
