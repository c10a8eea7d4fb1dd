import fc from 'fast-check'
import { appendFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppendOnlyLog, LogCorruption, readLogFile } from '../../../../src/main/session/log-file'
import { setUnwritable, whyNoUnwritable } from '../../../support/unwritable'

let dir: string
let file: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'gmc-log-'))
  file = join(dir, 'sessions', 'session-test.log.jsonl')
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const lines = (values: unknown[]) => values.map((v) => `${JSON.stringify(v)}\n`).join('')

describe('the append-only session log file', () => {
  it('counts what its durable writes cost: each fdatasync, each append, its bytes and the time its write and fdatasync took', async () => {
    const { log } = await AppendOnlyLog.open(file)
    expect(log.writes).toEqual({ syncs: 0, appends: 0, bytes: 0, ms: 0 })
    const first = log.append({ seq: 1, summary: 'The caravan sets out.' })
    const second = log.append({ seq: 2, summary: 'Dust on the horizon.' })
    const counted = log.writes
    expect(counted).toMatchObject({ syncs: 2, appends: 2, bytes: second })
    expect(second - first).toBe(Buffer.byteLength(`${JSON.stringify({ seq: 2, summary: 'Dust on the horizon.' })}\n`))
    expect(counted.ms).toBeGreaterThan(0)
    log.close()
  })

  it('only ever adds a line: earlier bytes never change, and every append is read back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue(), { minLength: 1, maxLength: 30 }), async (values) => {
        await rm(file, { force: true })
        const { log } = await AppendOnlyLog.open(file)
        let before = Buffer.alloc(0)
        for (const value of values) {
          const end = log.append(value)
          const now = await readFile(file)
          expect(now.subarray(0, before.length).equals(before)).toBe(true)
          expect(now.length).toBe(end)
          before = now
        }
        log.close()
        expect((await AppendOnlyLog.open(file)).read.lines).toEqual(values.map((v) => JSON.parse(JSON.stringify(v))))
      }),
      { numRuns: 30 },
    )
  })

  it('writes the lines taken since the last sync in one go, with one fdatasync, and counts them once they are on disk', async () => {
    const { log } = await AppendOnlyLog.open(file)
    log.append({ seq: 1 })
    log.take({ seq: 2 })
    log.take({ seq: 3 })
    expect(log.writes.appends).toBe(1)
    const end = await log.sync()
    expect(end).toBe(lines([{ seq: 1 }, { seq: 2 }, { seq: 3 }]).length)
    expect(log.length).toBe(end)
    expect(log.writes).toMatchObject({ syncs: 2, appends: 3, bytes: end })
    expect(await log.sync()).toBe(end)
    log.close()
    expect(await readFile(file, 'utf8')).toBe(lines([{ seq: 1 }, { seq: 2 }, { seq: 3 }]))
  })

  it('a sync the device refuses (a full disk) rejects and counts nothing: the log stays where it was', async () => {
    await mkdir(join(dir, 'sessions'))
    await symlink('/dev/full', file)
    const { log } = await AppendOnlyLog.open(file)
    log.take({ seq: 1 })
    await expect(log.sync()).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(log.length).toBe(0)
    expect(log.writes).toEqual({ syncs: 0, appends: 0, bytes: 0, ms: 0 })
    log.close()
  })

  it.skipIf(whyNoUnwritable !== null)(
    'a file made unwritable while open keeps its lines byte for byte; once writable again the next line follows them',
    async () => {
      const { log } = await AppendOnlyLog.open(file)
      log.append({ seq: 1 })
      const before = await readFile(file, 'utf8')
      setUnwritable(file, true)
      try {
        log.take({ seq: 2 })
        await expect(log.sync()).rejects.toMatchObject({ code: 'EPERM' })
        expect(log.length).toBe(before.length)
      } finally {
        setUnwritable(file, false)
      }
      expect(await readFile(file, 'utf8')).toBe(before)
      log.take({ seq: 2 })
      await log.sync()
      log.close()
      expect(await readFile(file, 'utf8')).toBe(lines([{ seq: 1 }, { seq: 2 }]))
    },
  )

  it('cuts a torn last line (an append a crash interrupted) and goes on after the good lines', async () => {
    const first = await AppendOnlyLog.open(file)
    first.log.append({ seq: 1 })
    first.log.append({ seq: 2 })
    first.log.close()
    await appendFile(file, '{"seq":3,"half')
    const { log, read } = await AppendOnlyLog.open(file)
    expect(read.lines).toEqual([{ seq: 1 }, { seq: 2 }])
    expect(read.tornBytes).toBe('{"seq":3,"half'.length)
    log.append({ seq: 3 })
    log.close()
    expect(await readFile(file, 'utf8')).toBe(lines([{ seq: 1 }, { seq: 2 }, { seq: 3 }]))
  })

  it('cuts an unreadable last line: only a power cut during its append can leave one', async () => {
    await AppendOnlyLog.open(file).then(({ log }) => log.close())
    await writeFile(file, `${lines([{ seq: 1 }])}{"seq":2\u0000\u0000\u0000\n`)
    const { log, read } = await AppendOnlyLog.open(file)
    log.close()
    expect(read.lines).toEqual([{ seq: 1 }])
    expect(await readFile(file, 'utf8')).toBe(lines([{ seq: 1 }]))
  })

  it('refuses a log damaged before its end and leaves the file as it is', async () => {
    await AppendOnlyLog.open(file).then(({ log }) => log.close())
    const damaged = `${lines([{ seq: 1 }])}not json\n${lines([{ seq: 3 }])}`
    await writeFile(file, damaged)
    await expect(AppendOnlyLog.open(file)).rejects.toThrow(LogCorruption)
    await expect(AppendOnlyLog.open(file)).rejects.toThrow('damaged at line 2')
    expect(await readFile(file, 'utf8')).toBe(damaged)
  })

  it('reads an ended log without touching it, skipping a torn tail', async () => {
    await AppendOnlyLog.open(file).then(({ log }) => log.close())
    const content = `${lines([{ seq: 1 }, { seq: 2 }])}{"torn`
    await writeFile(file, content)
    const read = await readLogFile(file)
    expect(read.lines).toEqual([{ seq: 1 }, { seq: 2 }])
    expect(await readFile(file, 'utf8')).toBe(content)
  })

  it('refuses appends once closed', async () => {
    const { log } = await AppendOnlyLog.open(file)
    log.close()
    expect(() => log.append({ seq: 1 })).toThrow('is closed')
  })
})
