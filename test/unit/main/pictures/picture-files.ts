import { crc32 } from 'node:zlib'
import sharp from 'sharp'

/** A real picture of `width` by `height` pixels, encoded by libvips. */
export function picture(format: 'png' | 'jpeg' | 'webp', width = 40, height = 30, colour = '#a33'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer()
}

/** A real PNG whose header claims another size, with the header's checksum made right again. */
export function pngClaiming(png: Buffer, width: number, height: number): Buffer {
  const copy = Buffer.from(png)
  // The signature (8), then IHDR: length (4), type (4), width (4), height (4), 5 bytes, CRC (4).
  copy.writeUInt32BE(width, 16)
  copy.writeUInt32BE(height, 20)
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)), 29)
  return copy
}

/** The smallest ZIP archive there is: an end record and nothing in it. */
export const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)])
