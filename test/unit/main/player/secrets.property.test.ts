import fc from 'fast-check'
import { relicsState } from '../../../support/relics'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { PlayerView } from '@shared/views/player-view'
import { toPlayerView } from '../../../../src/main/player/to-player-view'
import { HIDDEN_DOOM, MARK, secret, secretCampaign } from './secret-campaign'
import { SessionScript } from './session-script'

type Command =
  | { kind: 'note'; private: boolean }
  | { kind: 'start'; pick: number }
  | { kind: 'sameEvent'; pick: number }
  | { kind: 'forward'; steps: number }
  | { kind: 'gmTrait'; pick: number }
  | { kind: 'pcTrait'; pick: number }
  | { kind: 'removeDisaster'; pick: number }
  | { kind: 'end' }
  | { kind: 'close' }
  | { kind: 'undo' }

const index = fc.nat({ max: 20 })
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: fc.record({ kind: fc.constant('note' as const), private: fc.boolean() }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('start' as const), pick: index }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('sameEvent' as const), pick: index }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('forward' as const), steps: fc.integer({ min: 1, max: 6 }) }), weight: 12 },
  { arbitrary: fc.record({ kind: fc.constant('gmTrait' as const), pick: index }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('pcTrait' as const), pick: index }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('removeDisaster' as const), pick: index }), weight: 2 },
  { arbitrary: fc.constant({ kind: 'end' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'close' as const }), weight: 1 },
  { arbitrary: fc.constant({ kind: 'undo' as const }), weight: 1 },
)

const at = <T>(items: readonly T[], pick: number): T | undefined => items[pick % Math.max(items.length, 1)]

/** Runs one command the way the GM console would; refusals by the rules are simply no-ops. */
async function run(script: SessionScript, step: Command): Promise<void> {
  const running = script.challenge()
  // What the GM types in a hidden Challenge is as secret as the Challenge.
  const words = (plain: string) => (running && script.challengeHidden() ? secret('gm-words') : plain)
  switch (step.kind) {
    case 'note':
      return script.note(step.private ? secret('private-note') : 'The Cohort rests.', step.private)
    case 'start': {
      const where = script.campaign.scenes.flatMap((s) => s.events.flatMap((e) => e.challenges.map((c) => [s.id, e.id, c.id] as const)))
      const [sceneId, eventId, challengeId] = at(where, step.pick)!
      await script.start(sceneId, eventId, challengeId)
      return
    }
    case 'sameEvent': {
      // The GM ends the Challenge and moves to another of the same Event, where its Disaster traits live on.
      const current = relicsState(script.ledger.state).challenge
      if (!current) return
      script.act({ type: 'gm.endChallenge' })
      script.close()
      const siblings = script.campaign.scenes.find((s) => s.id === current.sceneId)?.events.find((e) => e.id === current.eventId)?.challenges ?? []
      await script.start(current.sceneId!, current.eventId, at(siblings, step.pick)!.id)
      return
    }
    case 'forward':
      for (let i = 0; i < step.steps; i++) script.forward(words)
      return
    case 'gmTrait': {
      const trait = at(running?.gmTraits ?? [], step.pick)
      if (trait) script.act({ type: trait.active ? 'gm.deactivateChallengeTrait' : 'gm.activateChallengeTrait', traitId: trait.id })
      return
    }
    case 'pcTrait': {
      const pc = at(running?.cohort ?? [], step.pick)
      const trait = at(pc?.traits ?? [], step.pick)
      if (pc && trait) script.act({ type: 'cohort.activateTrait', pcId: pc.id, traitId: trait.id })
      return
    }
    case 'removeDisaster': {
      const trait = at(running?.disasterTraits ?? [], step.pick)
      if (trait) script.act({ type: 'gm.removeDisasterTrait', traitId: trait.id })
      return
    }
    case 'end':
      script.act({ type: 'gm.endChallenge' })
      return
    case 'close':
      script.close()
      return
    case 'undo':
      script.undo()
      return
  }
}

/** The view as it would travel to a display, checked against the contract. */
function sent(campaign: Campaign, script: SessionScript | null, blank = false): string {
  return JSON.stringify(PlayerView.parse(toPlayerView({ campaign, ledger: script?.ledger ?? null, blank })))
}

function expectNoSecret(text: string, campaign: Campaign): void {
  expect(text).not.toContain(MARK)
  if (!campaign.settings.showDoomToPlayers) expect(text).not.toMatch(new RegExp(String(HIDDEN_DOOM).slice(0, 3) + '\\d{3}'))
}

describe('toPlayerView never lets a secret through', () => {
  it('holds for random campaigns with no session', () => {
    fc.assert(
      fc.property(secretCampaign, (campaign) => {
        expectNoSecret(sent(campaign, null), campaign)
      }),
      { numRuns: 150 },
    )
  })

  it('holds after every step of random sessions with hidden Challenges, traits, notes and Disasters', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretCampaign,
        fc.array(command, { minLength: 5, maxLength: 40, size: 'max' }),
        fc.nat(),
        async (campaign, commands, seed) => {
          const script = new SessionScript(campaign, seed)
          for (const step of commands) {
            await run(script, step)
            expectNoSecret(sent(campaign, script), campaign)
          }
          expectNoSecret(sent(campaign, script, true), campaign)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('would notice a secret: a hidden Challenge revealed by mistake shows its planted name', async () => {
    // The check above can fail: flipping one hidden Challenge to revealed brings a marker in.
    await fc.assert(
      fc.asyncProperty(secretCampaign, async (campaign) => {
        const hidden = campaign.scenes.flatMap((s) => s.events.flatMap((e) => e.challenges.filter((c) => !c.revealed).map((c) => ({ s, e, c }))))
        fc.pre(hidden.length > 0)
        const { s, e, c } = hidden[0]!
        const script = new SessionScript(campaign)
        expect(await script.start(s.id, e.id, c.id)).toBe(true)
        c.revealed = true
        expect(sent(campaign, script)).toContain(MARK)
      }),
      { numRuns: 30 },
    )
  })
})
