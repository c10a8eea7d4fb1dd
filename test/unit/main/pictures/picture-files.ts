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

/** A contract call as the test services make it. */
type Call = (channel: string, payload?: unknown) => Promise<never>

/**
 * The Sand Raider (revealed in the demo) and the Dune Wyrm (hidden) get a portrait each,
 * added and saved through the contract as the prep pages do; their stored names come back.
 */
export async function portraitsOfRaiderAndWyrm(call: Call, npcs: readonly { id: string }[]): Promise<{ raider: string; wyrm: string }> {
  const add = async (colour: string) =>
    ((await call('picture.add', { name: 'p.png', bytes: (await picture('png', 16, 16, colour)).toString('base64') })) as { ref: string }).ref
  const raider = await add('#a00')
  const wyrm = await add('#00a')
  const npc = (id: string) => npcs.find((n) => n.id === id)!
  await call('prep.upsert', { kind: 'npc', item: { ...npc('npc-sand-raider'), portrait: raider } })
  await call('prep.upsert', { kind: 'npc', item: { ...npc('npc-dune-wyrm'), portrait: wyrm } })
  return { raider, wyrm }
}
