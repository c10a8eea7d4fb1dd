import { afterEach, describe, expect, it, vi } from 'vitest'
import { BUILDING, buildIfNeeded } from '../../../scripts/build-if-needed.mjs'

afterEach(() => vi.restoreAllMocks())

describe('npm run serve and npm start build first when they must', () => {
  it('say what they are doing before a build, which takes a while the first time', () => {
    const said: string[] = []
    vi.spyOn(console, 'log').mockImplementation((line: string) => void said.push(line))
    const order: string[] = []
    buildIfNeeded(
      () => {
        order.push(`built after: ${said.join(' | ')}`)
        return 0
      },
      () => true,
    )
    expect(order).toEqual([`built after: ${BUILDING}`])
    expect(BUILDING).toMatch(/^Building the console first .*a minute or two…$/)
  })

  it('say nothing and build nothing when the build is up to date', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined)
    let built = false
    buildIfNeeded(
      () => {
        built = true
        return 0
      },
      () => false,
    )
    expect(built).toBe(false)
    expect(log).not.toHaveBeenCalled()
  })
})
