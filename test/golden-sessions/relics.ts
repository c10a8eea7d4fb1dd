import { isDeepStrictEqual } from 'node:util'
import type { SessionView } from '@shared/session/view'
import type { ChallengeEvent, ChallengeView, RelicsGmView } from '@shared/systems/relics'
import type { GoldenScript, Table } from './recorder'

const PLACE = { sceneId: 'scene-glass-market', eventId: 'event-the-deal' } as const
const CROSSING = 'challenge-dune-crossing'

const relicsOf = (view: SessionView) => view.systems.relics as RelicsGmView

/** What the table does in a Huddle: the events it tries, each sent when the rules allow it now. */
type Huddle = (turn: 'cohort' | 'challenge') => ChallengeEvent[]

/** Ixa's tools in every Cohort Huddle. */
const huddle: Huddle = (turn) =>
  turn === 'cohort'
    ? [
        { type: 'cohort.activateTrait', pcId: 'pc-ixa', traitId: 'trait-scrap-savant' },
        { type: 'cohort.activateTrait', pcId: 'pc-ixa', traitId: 'trait-steady-hands' },
      ]
    : []

/**
 * Plays the Challenge on until it is over: the Huddle's declarations, the host's roll at step
 * 4, the suggested Simple modifier placements, an even Stress share, a Disaster named, a line
 * of narrative per Cohort turn, otherwise the next step. From round 2 the GM lets the steps
 * where nobody decides anything pass by themselves.
 */
async function playOn(table: Table, view: SessionView, until: (challenge: ChallengeView) => boolean = () => false): Promise<SessionView> {
  const declared = new Set<string>()
  const placed = new Set<string>()
  for (let guard = 0; guard < 400; guard++) {
    const challenge = relicsOf(view).challenge!
    if (!challenge.step || until(challenge)) return view
    const pace = challenge.round > 1
    const act = (action: object) => table.act('relics', action, pace)
    const allowed = (type: string) => challenge.actions.find((a) => a.type === type && a.allowed)
    const key = challenge.step.key
    const huddleAt = `${challenge.turn}-${challenge.round}`
    if (key === 'huddle' && !declared.has(huddleAt)) {
      declared.add(huddleAt)
      for (const event of huddle(challenge.turn!)) {
        const now = relicsOf(view).challenge!.actions.find((a) => a.allowed && isDeepStrictEqual(a.event, event))
        if (now) view = await table.act('relics', event)
      }
      continue
    }
    if (key === 'rollRemainingDice' && challenge.pool?.diceToRoll) view = await table.roll('relics', { type: 'pool' }, pace)
    else if (key === 'applyStress' && allowed('stress.distribute'))
      view = await act({ ...allowed('stress.distribute')!.event, decidedBy: 'consensus' })
    else if (key === 'actionMovesForward' && challenge.turn === 'cohort' && !challenge.summary.note)
      view = await act({ type: 'gm.noteAction', text: `Round ${challenge.round}: the crawler grinds over another crest.` })
    else if (key === 'disaster' && allowed('gm.createDisasterTrait'))
      view = await act({ type: 'gm.createDisasterTrait', name: 'Sand in the Gears', modifier: { kind: 'simple', value: 1, dice: 1 } })
    else if (key === 'adjustResults' && !allowed('step.next')) {
      // Each side's suggested placement once: the Hindering first, then the Beneficial.
      const suggestion = challenge.actions.find(
        (a) => a.type === 'pool.applySuggestion' && a.allowed && !placed.has(`${huddleAt}-${JSON.stringify(a.event)}`),
      )
      if (!suggestion) throw new Error(`Nothing places the Simple modifiers of ${huddleAt}.`)
      placed.add(`${huddleAt}-${JSON.stringify(suggestion.event)}`)
      view = await act(suggestion.event)
    } else view = await act({ type: 'step.next' })
  }
  throw new Error('The Challenge did not end.')
}

/**
 * Relics of the Moon: the hidden Challenge "Cross the Shifting Dunes" with its hidden trait,
 * shown to the players while it runs; a roll undone and redone; the first Stress share undone
 * and redone; notes public and private; played until it is resolved and closed; then the end
 * of the scene (a Stallion test and its Stress shared) and the GM's prep edit of a PC's
 * Stress, logged, undone and redone.
 */
export const relicsSession: GoldenScript = {
  folder: 'relics',
  sessionId: 'session-6a1d5e0c7e11',
  startsAt: '2026-03-07T19:00:00.000Z',
  seed: 7,
  async play(table) {
    const { call, services } = table
    const act = (action: object) => table.act('relics', action)
    // The raiders' ambush is within the Doom pool's reach tonight.
    const ambush = services.campaigns.require().data.traits.find((t) => t.id === 'trait-hidden-ambush')!
    await call('prep.upsert', { kind: 'trait', item: { ...ambush, cost: { pool: 'spendDoom', amount: 1 } } })
    await call('session.start', { name: 'The Shifting Dunes' })
    await call('session.note', { text: 'The Cohort leaves the Glass Market at dusk, the map to the wreck in hand.', private: false })
    await call('session.note', { text: 'A Disaster here means the raiders strike first.', private: true })
    await call('run.start', { system: 'relics', request: { ...PLACE, challengeId: CROSSING } })
    await act({ type: 'cohort.chooseLeader', pcId: 'pc-tamsin' })
    await act({ type: 'cohort.activateTrait', pcId: 'pc-ixa', traitId: 'trait-scrap-savant' })
    // The raiders' hidden ambush, a Challenge trait aimed at the Cohort's pool: declared in its Huddle.
    await act({ type: 'gm.activateChallengeTrait', traitId: 'trait-hidden-ambush' })
    for (let i = 0; i < 3; i++) await act({ type: 'step.next' })
    await table.roll('relics', { type: 'pool' })
    // The roll taken back and brought back: the same dice.
    await call('session.undo')
    let view = await call('session.redo')
    await call('player.reveal', { kind: 'challenge', id: CROSSING, revealed: true })
    // The first Stress share, taken back and given again.
    view = await playOn(table, view, (challenge) => challenge.step?.key === 'applyStress')
    const share = relicsOf(view).challenge!.actions.find((a) => a.type === 'stress.distribute' && a.allowed)!
    await act({ ...share.event, decidedBy: 'leader' })
    await call('session.undo')
    view = await call('session.redo')
    view = await playOn(table, view)
    if (relicsOf(view).challenge!.status !== 'resolved') throw new Error(`The crossing ended ${relicsOf(view).challenge!.status}, not resolved.`)
    await call('run.close')

    // The end of the scene: a Stallion test, its Stress shared among those who carry the most.
    view = await table.roll('relics', { type: 'stallionTest', dice: 4 })
    let left = relicsOf(view).recovery.roll!.recovered
    const allocations: Record<string, number> = {}
    for (const pc of [...relicsOf(view).recovery.cohort].sort((a, b) => b.stress - a.stress)) {
      const give = Math.min(left, pc.stress)
      if (give > 0) allocations[pc.id] = give
      left -= give
    }
    await act({ type: 'recovery.share', method: 'test', allocations, extendedDowntime: false })

    // The GM sets Vell's Stress in prep while the session runs: the session logs it, and it can be taken back.
    const vell = services.campaigns.require().data.characters.find((pc) => pc.id === 'pc-vell')!
    await call('prep.upsert', { kind: 'character', item: { ...vell, stress: vell.stress + 1 } })
    await call('session.undo')
    await call('session.redo')
    await call('session.note', { text: 'The wreck rises out of the sand at dawn.', private: false })
  },
}
