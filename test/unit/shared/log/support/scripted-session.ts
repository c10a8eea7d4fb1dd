import type { Campaign } from '@shared/campaign'
import type { SessionView } from '@shared/session/view'
import type { ChallengeEvent } from '@shared/systems/relics'
import { relicsView } from '../../../../support/relics'
import { copyFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServices } from '../../../../support/services'
import { DEMO_PLACE } from './session-moves'

const GOLDEN_CAMPAIGN = new URL('../fixtures/golden-campaign.json', import.meta.url).pathname

/** When the fixed session starts; each entry is stamped one minute after the one before. */
export const SESSION_START = Date.UTC(2026, 0, 1, 19, 0)

type Call = Awaited<ReturnType<typeof startServices>>['call']

/**
 * Plays a Challenge forward the way a GM in a hurry would: the leader named, the host's
 * roll at step 4, the suggested Simple modifier placements and Stress share, a named Disaster, one narrative line per turn, otherwise the
 * next step; ended by the GM after `rounds` rounds if it still stands.
 */
async function playChallenge(
  call: Call,
  options: { rounds: number; narrative: (round: number) => string; huddles?: Partial<Record<'cohort' | 'challenge', ChallengeEvent[]>> },
): Promise<void> {
  let view: SessionView = await call('session.current')
  const declared = new Set<string>()
  for (let guard = 0; guard < 200; guard++) {
    const challenge = relicsView(view).challenge!
    if (!challenge.step) return
    const huddle = challenge.step.key === 'huddle' && challenge.turn && challenge.round === 1 ? challenge.turn : null
    if (huddle && !declared.has(huddle)) {
      declared.add(huddle)
      for (const event of options.huddles?.[huddle] ?? []) view = await call('run.act', { system: 'relics', action: { event }.event })
      continue
    }
    if (challenge.round > options.rounds) {
      await call('run.act', { system: 'relics', action: { type: 'gm.endChallenge' } })
      return
    }
    const allowed = (type: string) => challenge.actions.find((a) => a.type === type && a.allowed)
    const key = challenge.step.key
    if (key === 'rollRemainingDice' && challenge.pool?.diceToRoll) view = await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
    else if (key === 'applyStress' && allowed('stress.distribute'))
      view = await call('run.act', { system: 'relics', action: allowed('stress.distribute')!.event })
    else if (key === 'actionMovesForward' && challenge.turn === 'cohort' && !challenge.summary.note)
      view = await call('run.act', { system: 'relics', action: { type: 'gm.noteAction', text: options.narrative(challenge.round) } })
    else if (key === 'disaster' && allowed('gm.createDisasterTrait'))
      view = await call('run.act', {
        system: 'relics',
        action: { type: 'gm.createDisasterTrait', name: 'Sand in the Gears', modifier: { kind: 'simple', value: 1, dice: 1 } },
      })
    else if (key === 'adjustResults' && !allowed('step.next'))
      view = await call('run.act', { system: 'relics', action: allowed('pool.applySuggestion')!.event })
    else view = await call('run.act', { system: 'relics', action: { type: 'step.next' } })
  }
  throw new Error('the Challenge did not end')
}

/**
 * A fixed session on a copy of the demo campaign with a fixed clock and seeded dice: notes public and
 * private, the revealed haggle with a hidden trait, a roll undone and redone, the hidden
 * dune crossing with its hidden ambush, a note full of markup, then the end. `prepare` may
 * change the campaign first (to plant markers in hidden fields).
 */
export async function playFixedSession(options: { prepare?: (draft: Campaign) => void; privateNote?: string } = {}) {
  let clockSeq = 0
  // A copy of the demo campaign, so the golden files change with the exporters, not the demo.
  const dataDir = await mkdtemp(join(tmpdir(), 'gmc-fixed-session-'))
  await copyFile(GOLDEN_CAMPAIGN, join(dataDir, 'demo-campaign.json'))
  const started = await startServices({ dataDir, seed: 2026, now: () => new Date(SESSION_START + clockSeq * 60_000) })
  const { services, call } = started
  services.session.onChange(() => (clockSeq = services.session.ledger?.seq ?? clockSeq))
  await services.campaigns.apply((draft) => {
    // Doom enough for the GM's traits that cost it, in both Challenges.
    draft.pools = { destiny: 3, doom: 6 }
    options.prepare?.(draft)
  })

  await call('session.start', { name: 'Night at the Glass Market' })
  await call('session.note', {
    text: 'The Cohort reaches the market at dusk.\n\nLanterns sway over the stalls; Oskar waves them over.',
    private: false,
  })
  await call('session.note', { text: options.privateNote ?? 'Oskar knows where the Ember Thread came from.', private: true })

  await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
  await call('run.act', { system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
  await call('run.act', { system: 'relics', action: { type: 'cohort.activateTrait', pcId: 'pc-vell', traitId: 'trait-silver-tongue' } })
  for (let i = 0; i < 3; i++) await call('run.act', { system: 'relics', action: { type: 'step.next' } })
  await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
  await call('session.undo')
  await call('session.redo')
  await playChallenge(call, {
    rounds: 2,
    narrative: (round) => `Round ${round}: Oskar grumbles, but the price comes down.`,
    huddles: { challenge: [{ type: 'gm.activateChallengeTrait', traitId: 'trait-old-grudge' }] },
  })
  await call('run.close')

  await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-dune-crossing' } })
  await playChallenge(call, {
    rounds: 1,
    narrative: () => 'The dunes shift under the crawler.',
    huddles: {
      cohort: [
        { type: 'cohort.chooseLeader', pcId: 'pc-tamsin' },
        { type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' },
      ],
    },
  })
  await call('run.close')
  await call('session.note', {
    text: 'Vell mutters: <script>alert("boo")</script> # not a heading, *not bold*, [not a link](http://example.com) $x$ ==mark== %%c%%\n- not a list\n1. not a list either',
    private: false,
  })
  const ledger = services.session.ledger!
  return { ...started, ledger, sessionId: ledger.state.sessionId }
}
