import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SessionLedger } from '@shared/session/ledger'
import type { SessionView } from '@shared/session/view'
import type { Services } from '../../src/main/services'
import { sessionPaths } from '../../src/main/session/session-files'
import { startServices } from '../support/services'
import { CAMPAIGN_FILE, EXPECTED, GOLDEN_DIR, LOG_FILE, openGolden, whatCameOf, type Expected } from '../support/golden-sessions'

/** The GM at the console: every request goes through the channels the console uses. */
export interface Table {
  services: Services
  call(channel: string, payload?: unknown): Promise<SessionView>
  /** `run.act` for a system; `passSteps` lets the steps where nobody decides anything pass by themselves. */
  act(system: string, action: object, passSteps?: boolean): Promise<SessionView>
  /** `run.roll` for a system: the host's dice. */
  roll(system: string, roll: object, passSteps?: boolean): Promise<SessionView>
}

/** One golden session: where it is kept, its fixed id, clock and dice, and what the GM does. */
export interface GoldenScript {
  /** Its folder under test/fixtures/golden. */
  folder: string
  /** The session's id (the host's are random; a recording fixes it, as it fixes the dice and the clock). */
  sessionId: string
  /** When the session starts; each entry is stamped one minute after the one before. */
  startsAt: string
  /** The host's dice are seeded with it. */
  seed: number
  /** Plays the session through the console's channels and leaves it unfinished, its last run closed. */
  play(table: Table): Promise<void>
}

/** The log as lines a person reads while writing a script (GOLDEN_VERBOSE=1). */
function printLog(folder: string, ledger: SessionLedger | null): void {
  const lines = (ledger?.all() ?? []).map((e) => {
    const type = e.kind === 'run.event' ? ` ${e.event.type}` : ''
    return `#${e.seq} ${e.kind}${type} (${e.visibility}, ${e.actor}): ${e.summary}${e.playerSummary ? ` | players: ${e.playerSummary}` : ''}`
  })
  console.log(`${folder}:\n${lines.join('\n')}`)
}

/**
 * Plays a script on the real services in a fresh data folder with the demo campaign, then
 * keeps the campaign file and the log as the host left them, opens them again as the test
 * will (the session resumes) and keeps what came of it in `expected/`. The folder is
 * written whole, so nothing of an earlier recording stays. Exports are written in the host's
 * time zone: call it from a file that calls `inExportZone`.
 */
export async function record(script: GoldenScript): Promise<string> {
  let host: Services | null = null
  const start = Date.parse(script.startsAt)
  // Time moves by the log, not by the machine: the same script stamps the same times.
  const now = () => new Date(start + (host?.session.ledger?.seq ?? 0) * 60_000)
  const played = await startServices({ seed: script.seed, now, newSessionId: () => script.sessionId })
  host = played.services
  const folder = join(GOLDEN_DIR, script.folder)
  try {
    let campaignFile: string
    try {
      const call = (channel: string, payload?: unknown) => played.call(channel, payload) as Promise<SessionView>
      await script.play({
        services: played.services,
        call,
        act: (system, action, passSteps) => call('run.act', { system, action, ...(passSteps ? { passSteps } : {}) }),
        roll: (system, roll, passSteps) => call('run.roll', { system, roll, ...(passSteps ? { passSteps } : {}) }),
      })
      const state = played.services.session.ledger?.state
      if (!state) throw new Error(`${script.folder}: the session was ended; a golden session is left unfinished, to be resumed.`)
      if (state.run) throw new Error(`${script.folder}: “${state.run.title}” is still open; close it before the recording ends.`)
      campaignFile = played.services.campaigns.require().file
    } finally {
      if (process.env.GOLDEN_VERBOSE) printLog(script.folder, played.services.session.ledger)
      await played.services.close()
    }
    await rm(folder, { recursive: true, force: true })
    await mkdir(join(folder, 'expected'), { recursive: true })
    await copyFile(join(played.dataDir, campaignFile), join(folder, CAMPAIGN_FILE))
    await copyFile(sessionPaths(played.dataDir, script.sessionId).log, join(folder, LOG_FILE))
  } finally {
    await played.cleanup()
  }
  const opened = await openGolden(folder)
  try {
    const outputs = await whatCameOf(opened)
    for (const name of Object.keys(EXPECTED) as Expected[]) await writeFile(join(folder, 'expected', EXPECTED[name]), outputs[name])
  } finally {
    await opened.services.close()
    await opened.cleanup()
  }
  return folder
}
