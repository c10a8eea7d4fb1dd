import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect } from 'vitest'
import { Campaign, MIGRATIONS, type Migration } from '@shared/campaign'
import { newCampaign } from '@shared/campaign/factory'
import { IpcError, type ErrorCode } from '@shared/ipc/errors'
import { CampaignStore, type CampaignStoreOptions } from '../../../../src/main/store'

const made: string[] = []

afterEach(async () => {
  await Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true })))
})

/** A fresh temp folder, removed after the test. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'gm-store-'))
  made.push(dir)
  return dir
}

/** A clock the test moves by hand. */
export function manualClock(start = '2026-11-21T19:30:00.000Z') {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms)
    },
  }
}

export const MINUTE = 60_000

let ids = 0
/** A store on `dataDir` with a manual clock and quiet warnings, unless told otherwise. */
export function storeFor(dataDir: string, options: Partial<CampaignStoreOptions> = {}): CampaignStore {
  return new CampaignStore({ dataDir, now: manualClock().now, newId: () => `campaign-${++ids}`, warn: () => undefined, ...options })
}

/** A valid campaign with something in every list, so a file of it is long and nested. */
export function sampleCampaign(name = 'The Drowned Moon'): Campaign {
  const campaign = newCampaign(name, 'c1', new Date('2026-01-01T00:00:00.000Z'))
  campaign.traits.push(
    {
      id: 't1',
      name: 'Keen Eyes',
      description: 'Sees far.',
      side: 'beneficial',
      target: 'own',
      modifier: { kind: 'addDice', dice: 1 },
      cost: { pool: 'none', amount: 0 },
      trigger: 'huddle',
      resolvedDice: null,
      revealed: true,
      gmNotes: '',
    },
    {
      id: 't2',
      name: 'Fog',
      description: 'Thick fog.',
      side: 'hindering',
      target: 'opposing',
      modifier: { kind: 'simple', value: 1, dice: 2 },
      cost: { pool: 'spendDoom', amount: 1 },
      trigger: 'huddle',
      resolvedDice: null,
      revealed: false,
      gmNotes: 'Lifts at dawn.',
    },
  )
  campaign.characters.push({
    id: 'pc1',
    name: 'Ilse',
    player: 'Ana',
    bioform: 'Human',
    primaryExpertise: 'Scav',
    secondaryExpertise: 'Phantom',
    stress: 3,
    stressedOut: false,
    agony: [],
    outOfGame: false,
    traitIds: ['t1'],
    notes: 'Carries the map.',
    statBlocks: {},
  })
  campaign.relics.push({
    id: 'r1',
    name: 'Tide Lens',
    ability: 'See through water.',
    description: 'A cold lens.',
    infusedBy: 'pc1',
    destroyed: false,
    revealed: true,
  })
  campaign.npcs.push({ id: 'n1', name: 'Warden', description: 'Old guard.', gmNotes: '', revealed: false, statBlocks: {} })
  campaign.scenes.push({
    id: 's1',
    name: 'The Pier',
    description: 'Wet planks.',
    gmNotes: '',
    revealed: true,
    events: [
      {
        id: 'e1',
        name: 'Collapse',
        description: '',
        traitIds: ['t2'],
        gmNotes: '',
        revealed: true,
        challenges: [
          { id: 'ch1', name: 'Hold On', description: '', type: 'Stallion', rating: 4, threat: 'Minor', traitIds: [], gmNotes: '', revealed: true },
        ],
      },
    ],
  })
  campaign.encounters.push({
    id: 'en1',
    name: 'Ambush',
    system: 'zones',
    description: '',
    gmNotes: '',
    combatants: [{ npcId: 'n1', count: 2 }],
    setup: { zones: [] },
    revealed: false,
  })
  return Campaign.parse(campaign)
}

/** Writes `data` as a campaign file the way the store would. */
export async function writeCampaignFile(dataDir: string, file: string, data: unknown): Promise<string> {
  const text = `${JSON.stringify(data, null, 2)}\n`
  await writeFile(join(dataDir, file), text)
  return text
}

/** Runs `action`, expects an IpcError with `code`, and returns it. */
export async function expectIpcError(action: Promise<unknown>, code: ErrorCode): Promise<IpcError> {
  const error = await action.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(IpcError)
  expect((error as IpcError).code, (error as IpcError).message).toBe(code)
  return error as IpcError
}

/** The names in `dir` that look like unfinished atomic writes (`<name>.<digits>`). */
export async function tempFilesIn(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter((name) => /\.\d+$/.test(name) || name.endsWith('.tmp'))
}

/** Migration steps for tests: version 0 kept the pools under `destinyDoom`. */
export const TEST_MIGRATIONS: readonly Migration[] = [
  {
    from: 0,
    describe: 'pools moved from destinyDoom to pools',
    migrate: ({ destinyDoom, ...rest }) => ({ ...rest, pools: destinyDoom }),
  },
  ...MIGRATIONS,
]

/** A campaign as schema version 1 wrote it: no blocks on PCs, a Zones battlefield on the encounter itself, traits without a trigger. */
export function asVersionOne(campaign: Campaign): Record<string, unknown> {
  return {
    ...campaign,
    schemaVersion: 1,
    characters: campaign.characters.map(({ statBlocks: _blocks, ...pc }) => pc),
    traits: campaign.traits.map(({ trigger: _trigger, resolvedDice: _resolved, ...trait }) => trait),
    encounters: campaign.encounters.map(({ setup, ...encounter }) => ({ ...encounter, zones: setup.zones ?? [] })),
  }
}

/** The pid of a process that has exited (and been reaped), so is certainly not running. */
export async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' })
  await new Promise((resolve) => child.on('close', resolve))
  return child.pid!
}

/**
 * Leaves the lock of `target` as a process that crashed while holding it would: proper-lockfile's
 * folder `<file>.lock`, last refreshed `ageMs` ago, and the note naming its holder
 * (`owner`, written as is; a string is written raw).
 */
export async function leaveLock(target: string, owner: { pid: number; host?: string; token?: string } | string, ageMs = 0): Promise<void> {
  await mkdir(`${target}.lock`)
  const note = typeof owner === 'string' ? owner : JSON.stringify({ host: hostname(), token: 'left', ...owner })
  await writeFile(`${target}.lock-owner`, note)
  const at = new Date(Date.now() - ageMs)
  await utimes(`${target}.lock`, at, at)
}
