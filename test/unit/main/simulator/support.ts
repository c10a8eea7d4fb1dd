import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import type { Campaign } from '@shared/campaign'
import { findFightPolicy } from '@shared/systems/policies'
import type { FightPolicy, PolicyMove } from '@shared/simulation/policy'
import { playFight } from '../../../../src/main/simulator/play-fight'
import { simulate } from '../../../../src/main/simulator/simulate'
import { demoCampaign } from '../player/session-script'

export const PARTY = ['pc-ixa', 'pc-vell', 'pc-dax', 'pc-tamsin']

/**
 * The test of the odds: every attack's chance to hit as the console shows it before the roll,
 * and whether it hit. Over n attacks the hits' count has mean Σp and variance Σp(1-p) (each
 * attack a Bernoulli trial with its own p), so the simulated hit rate agrees with the exact
 * odds when |hits - Σp| stays within 4 standard deviations: a true agreement fails that less
 * than once in 15,000 runs, and a rate off by a few points over a few hundred attacks fails it.
 */
export class HitTally {
  attacks = 0
  hits = 0
  expected = 0
  variance = 0

  add(chance: number, hit: boolean): void {
    this.attacks++
    this.hits += hit ? 1 : 0
    this.expected += chance
    this.variance += chance * (1 - chance)
  }

  /** How many standard deviations the hits are from the odds' expectation. */
  deviations(): number {
    return Math.abs(this.hits - this.expected) / Math.sqrt(Math.max(this.variance, 1e-9))
  }
}

/** The demo campaign with an encounter of the system: `count` copies of an NPC, on the setup of the demo's own encounter of that system. */
export function campaignWith(
  system: string,
  npcId: string,
  count: number,
  setup: (own: Record<string, unknown>) => Record<string, unknown> = (s) => s,
) {
  const campaign = demoCampaign() as Campaign
  const own = campaign.encounters.find((e) => e.system === system)!
  campaign.encounters.push({ ...own, id: 'enc-sim', name: 'Simulated', combatants: [{ npcId, count }], setup: setup({ ...own.setup }) })
  return campaign
}

/** Plays `fights` fights of the encounter, watching every move. */
export async function playMany(
  campaign: Campaign,
  plan: { system: string; encounterId: string; pcIds: string[]; fights: number; seed?: number },
  watch: (move: PolicyMove, before: unknown, after: unknown) => void,
) {
  const policy = findFightPolicy(plan.system)!
  const records = []
  for (let i = 0; i < plan.fights; i++)
    records.push(await playFight(campaign, policy, { ...plan, seed: (plan.seed ?? 1) * 1000 + i, maxRounds: 30 }, watch))
  return records
}

/** One step of a simulated fight: the move played, the moves proposed before it that the rules refused, and the state around it. */
export interface FightStep {
  fight: number
  played: PolicyMove
  refused: PolicyMove[]
  before: unknown
  after: unknown
}

/** Plays `fights` fights of the encounter as `playMany` does, seeing at each step what the policy proposed that the rules refused. */
export async function playSteps(
  campaign: Campaign,
  plan: { system: string; encounterId: string; pcIds: string[]; fights: number; seed?: number },
  see: (step: FightStep) => void,
) {
  const policy = findFightPolicy(plan.system)!
  for (let fight = 0; fight < plan.fights; fight++) {
    let proposed: PolicyMove[] = []
    // The simulator plays the first proposal the rules accept: those before it were refused.
    const watched: FightPolicy = { ...policy, moves: (state, own) => (proposed = policy.moves(state, own)) }
    await playFight(campaign, watched, { ...plan, seed: (plan.seed ?? 1) * 1000 + fight, maxRounds: 30 }, (played, before, after) =>
      see({ fight, played, refused: proposed.slice(0, proposed.indexOf(played)), before, after }),
    )
  }
}

/**
 * The two ends of the simulator's sense of strength, 30 fights each on one seed: the party
 * against `strong` (a match it should win nearly always), and Tamsin alone against `weak` (a
 * horde she should nearly never beat).
 */
export async function strongAndWeak(system: string, strong: { npcId: string; count: number }, weak: { npcId: string; count: number }) {
  const run = (enemies: { npcId: string; count: number }, pcIds: string[]) =>
    simulate(campaignWith(system, enemies.npcId, enemies.count), { system, encounterId: 'enc-sim', pcIds, fights: 30, seed: 3, maxRounds: 30 })
  const [party, alone] = [await run(strong, PARTY), await run(weak, ['pc-tamsin'])]
  if (!party || !alone) throw new Error(`${system}: the simulation gave no report`)
  return { strong: party, weak: alone }
}

/** The simulator's thread script bundled for Node into a temp folder, as electron-vite bundles it beside main's entry. */
export async function builtWorker(): Promise<{ workerFile: string; cleanup: () => Promise<undefined> }> {
  const root = resolve(import.meta.dirname, '../../../..')
  const dir = await mkdtemp(join(tmpdir(), 'gmc-sim-worker-'))
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    resolve: { alias: { '@shared': join(root, 'src/shared') } },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: true,
      outDir: dir,
      minify: false,
      target: 'node20',
      rolldownOptions: { input: { worker: join(root, 'src/main/simulator/worker.ts') }, output: { format: 'esm', entryFileNames: '[name].mjs' } },
    },
  })
  return { workerFile: join(dir, 'worker.mjs'), cleanup: () => rm(dir, { recursive: true, force: true }).then(() => undefined) }
}
