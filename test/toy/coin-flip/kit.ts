import fc from 'fast-check'
import type { Campaign } from '@shared/campaign'
import { registerSystem } from '@shared/systems/registry'
import { registerHostSystem } from '../../../src/main/systems/registry'
import { MARK, type ConformanceKit } from '../../conformance/kit'
import type { SessionMove } from '../../../src/main/session/headless-session'
import { demoCampaign } from '../../unit/main/player/session-script'
import { coinFlipHost } from './host'
import { coinFlipSystem, type CoinState } from './system'

const SYSTEM = coinFlipSystem.id

/** Registers the contest with the shared and the host registries, as a built-in system's lines would. */
export function registerCoinFlip(): void {
  registerSystem(coinFlipSystem)
  registerHostSystem(coinFlipHost)
}

/** The demo campaign plus a hidden scene; every hidden scene's name and description hold a secret. */
const campaign: fc.Arbitrary<Campaign> = fc.tuple(fc.boolean(), fc.boolean()).map(([firstRevealed, secondRevealed]) => {
  const base = demoCampaign()
  const [first] = base.scenes
  const scenes = [
    { ...first!, revealed: firstRevealed, ...(firstRevealed ? {} : { name: `${MARK} market`, description: `${MARK} where it happens` }) },
    {
      id: 'scene-backroom',
      name: secondRevealed ? 'The Back Room' : `${MARK} back room`,
      description: secondRevealed ? '' : `${MARK} the GM's den`,
      events: [],
      gmNotes: `${MARK} notes`,
      revealed: secondRevealed,
    },
  ]
  return { ...base, scenes }
})

function moves(state: { systems: Record<string, unknown> }, campaignNow: Campaign): SessionMove[] {
  const contest = (state.systems[SYSTEM] as CoinState | undefined)?.contest
  if (!contest)
    return campaignNow.scenes.flatMap((scene) =>
      [1, 2, 3].map((target): SessionMove => ({ kind: 'start', system: SYSTEM, request: { sceneId: scene.id, target } })),
    )
  const concede: SessionMove[] = [{ kind: 'act', system: SYSTEM, action: { type: 'contest.concede', side: 'players' } }]
  if (contest.winner) return [{ kind: 'close' }, ...concede]
  const calls = (['players', 'gm'] as const).flatMap((side) =>
    (['heads', 'tails'] as const).map((call): SessionMove => ({ kind: 'act', system: SYSTEM, action: { type: 'coin.call', side, call } })),
  )
  return [{ kind: 'roll', system: SYSTEM, roll: { type: 'flip' } }, ...calls, ...concede]
}

/** The coin-flip contest in the conformance suite. */
export const coinFlipKit: ConformanceKit = {
  system: coinFlipSystem,
  host: coinFlipHost,
  campaign,
  moves,
  isProgress: (move) => move.kind !== 'act' || (move.action as { type: string }).type === 'coin.call',
  register: registerCoinFlip,
}
