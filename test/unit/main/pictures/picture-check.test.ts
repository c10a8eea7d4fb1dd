import { describe, expect, it } from 'vitest'
import { checkPicture, MAX_PICTURE_BYTES } from '../../../../src/main/pictures/picture-check'
import { EMPTY_ZIP, picture, pngClaiming } from './picture-files'

const refusal = (run: () => unknown): string => {
  try {
    run()
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the picture was taken')
}

describe('a picture checked by its bytes', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('takes a real %s and reads its size from its header', async (format) => {
    expect(checkPicture(await picture(format, 40, 30), 'map')).toEqual({ format, width: 40, height: 30 })
  })

  it('refuses an SVG carrying a script, saying why', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(refusal(() => checkPicture(svg, 'evil.png'))).toBe(
      'The picture "evil.png" cannot be used: SVG and other text pictures are refused, since they can carry scripts; use a PNG, JPEG or WebP.',
    )
  })

  it('refuses a PNG that is also a ZIP archive', async () => {
    const polyglot = Buffer.concat([await picture('png'), EMPTY_ZIP])
    expect(refusal(() => checkPicture(polyglot, 'map.png'))).toMatch(/carries data after its end/)
  })

  it('refuses a JPEG that is also a ZIP archive', async () => {
    const polyglot = Buffer.concat([await picture('jpeg'), EMPTY_ZIP])
    expect(refusal(() => checkPicture(polyglot, 'map.jpg'))).toMatch(/also a ZIP archive/)
  })

  it('refuses a header claiming 50,000 by 50,000 pixels, without decoding a pixel', async () => {
    const huge = pngClaiming(await picture('png', 1, 1), 50_000, 50_000)
    expect(refusal(() => checkPicture(huge, 'huge.png'))).toMatch(/it is 50,000 by 50,000 pixels, and a picture may have at most 40,000,000 pixels/)
  })

  it('refuses a truncated file', async () => {
    const png = await picture('png')
    expect(refusal(() => checkPicture(png.subarray(0, png.length - 20), 'cut.png'))).toMatch(/truncated or damaged/)
    const webp = await picture('webp')
    expect(refusal(() => checkPicture(webp.subarray(0, 20), 'cut.webp'))).toMatch(/truncated or damaged/)
    expect(refusal(() => checkPicture(Buffer.from([0xff, 0xd8, 0xff]), 'cut.jpg'))).toMatch(/truncated or damaged/)
  })

  it('refuses too many bytes before reading them', () => {
    const big = Buffer.alloc(MAX_PICTURE_BYTES + 1)
    expect(refusal(() => checkPicture(big, 'big.png'))).toMatch(/it has 12,582,913 bytes, and a picture may have at most 12,582,912/)
  })

  it('refuses an empty file and one of another kind', () => {
    expect(refusal(() => checkPicture(Buffer.alloc(0), 'none.png'))).toMatch(/the file is empty/)
    expect(refusal(() => checkPicture(Buffer.from('GIF89a....'), 'old.gif'))).toMatch(/not a PNG, JPEG or WebP/)
  })
})
