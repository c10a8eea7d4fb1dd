import { createHash } from 'node:crypto'
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { PICTURES_FOLDER, PictureStore } from '../../../../src/main/pictures/picture-store'
import { EMPTY_ZIP, picture } from './picture-files'

const made: string[] = []
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gm-pictures-'))
  made.push(dir)
  return dir
}
afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('the picture store', () => {
  it('stores a picture by the SHA-256 of its stored bytes, once however often it is added', async () => {
    const dir = await dataDir()
    const store = new PictureStore(dir)
    const png = await picture('png', 64, 48)
    const first = await store.add(png, 'portrait.png')
    expect(first).toEqual({ ref: expect.stringMatching(/^[0-9a-f]{64}\.webp$/), width: 64, height: 48 })
    const bytes = await readFile(join(dir, PICTURES_FOLDER, first.ref))
    expect(`${createHash('sha256').update(bytes).digest('hex')}.webp`).toBe(first.ref)
    expect((await store.add(png, 'again.png')).ref).toBe(first.ref)
    expect(await readdir(join(dir, PICTURES_FOLDER))).toEqual([first.ref])
  })

  it('shrinks a large map for the player display and keeps its shape', async () => {
    const store = new PictureStore(await dataDir())
    const stored = await store.add(await picture('jpeg', 4096, 2048), 'map.jpg')
    expect(stored).toMatchObject({ width: 2048, height: 1024 })
    expect(await sharp(await store.read(stored.ref)).metadata()).toMatchObject({ format: 'webp', width: 2048, height: 1024 })
  })

  it('keeps its pictures when the data folder moves to another machine (names, never paths)', async () => {
    const dir = await dataDir()
    const { ref } = await new PictureStore(dir).add(await picture('webp'), 'token.webp')
    const moved = join(await dataDir(), 'elsewhere')
    await cp(dir, moved, { recursive: true })
    expect((await new PictureStore(moved).read(ref)).length).toBeGreaterThan(0)
  })

  it('stores nothing of a hostile file', async () => {
    const dir = await dataDir()
    const store = new PictureStore(dir)
    await expect(store.add(Buffer.concat([await picture('png'), EMPTY_ZIP]), 'zip.png')).rejects.toThrow(/after its end/)
    await expect(store.add(Buffer.from('<svg onload="alert(1)"/>'), 'x.svg')).rejects.toThrow(/SVG/)
    await expect(readdir(join(dir, PICTURES_FOLDER))).rejects.toThrow(/ENOENT/)
  })

  it('refuses a JPEG whose pixels are cut short, though its header reads', async () => {
    const jpeg = await picture('jpeg', 300, 300)
    await expect(new PictureStore(await dataDir()).add(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'cut.jpg')).rejects.toThrow(
      /truncated or damaged/,
    )
  })

  it('reads only pictures: a name with .., another file of the data folder, a link out of the store are refused', async () => {
    const dir = await dataDir()
    const store = new PictureStore(dir)
    const { ref } = await store.add(await picture('png'), 'p.png')
    await writeFile(join(dir, 'moon.json'), '{"secret":"the GM notes"}')
    await expect(store.read('../moon.json')).rejects.toThrow(/no such picture/)
    await expect(store.read(`../${PICTURES_FOLDER}/${ref}`)).rejects.toThrow(/no such picture/)
    const outside = await dataDir()
    await mkdir(outside, { recursive: true })
    const fake = `${'a'.repeat(64)}.webp`
    await writeFile(join(outside, fake), 'not here')
    await symlink(join(outside, fake), join(dir, PICTURES_FOLDER, fake))
    await expect(store.read(fake)).rejects.toThrow(/not in the data folder's pictures/)
  })

  it('refuses a stored picture whose bytes were changed on disk', async () => {
    const dir = await dataDir()
    const store = new PictureStore(dir)
    const { ref } = await store.add(await picture('png'), 'p.png')
    await writeFile(join(dir, PICTURES_FOLDER, ref), await picture('webp', 5, 5))
    await expect(store.read(ref)).rejects.toThrow(/changed on disk/)
  })
})
