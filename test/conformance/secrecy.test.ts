import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { exportSessionLog, type ExportFormat } from '@shared/log/export'
import { exportNamesOf } from '@shared/log/names'
import type { LogEntry } from '@shared/session/entries'
import { findSystem } from '@shared/systems/registry'
import { fightCampaign, registerEscalation } from '../unit/shared/systems/escalation/fight/support'
import { registerZones, SKIRMISH, zonesCampaign } from '../unit/shared/systems/zones/fight/support'
import { apCampaign, ENCOUNTER, registerActionPoints } from '../unit/shared/systems/action-points/fight/support'
import { demoCampaign } from '../unit/main/player/session-script'
import { PEEKED, peekingCoinFlip, registerPeekingCoinFlip } from '../toy/coin-flip/forged'
import { MARK } from './kit'
import { seededSource } from '@shared/dice'
import { HeadlessSession, type SessionMove } from '../../src/main/session/headless-session'

/*
 * Who may read an entry is decided once, private by default: an event its system gives the
 * players no words for stays with the GM, and the combat tracker keeps from the table whatever
 * names a hidden combatant, whichever combat system runs the fight. What stays with the GM
 * reaches neither the display (its view, its feed) nor any player copy of the log.
 */

const FORMATS: ExportFormat[] = ['markdown', 'html', 'json']

/** Everything a player could be handed: the display's view, and the player copy in every format. */
function playerFacing(session: HeadlessSession): string[] {
  const names = exportNamesOf(session.campaign)
  return [
    JSON.stringify(session.playerView()),
    ...FORMATS.map((format) => exportSessionLog(session.ledger, { format, audience: 'public', names, timeZone: 'UTC' }).content),
  ]
}

function gmCopy(session: HeadlessSession): string {
  return exportSessionLog(session.ledger, { format: 'markdown', audience: 'gm', names: exportNamesOf(session.campaign), timeZone: 'UTC' }).content
}

async function must(session: HeadlessSession, move: SessionMove): Promise<void> {
  const outcome = await session.play(move)
  if (!outcome.ok) throw new Error(`${JSON.stringify(move)} refused: ${outcome.reason}`)
}

const eventsOf = (session: HeadlessSession, type: string) =>
  session.ledger.all().filter((e): e is Extract<LogEntry, { kind: 'run.event' }> => e.kind === 'run.event' && e.event.type === type)

describe('an event type with no words for the players stays with the GM', () => {
  it('a peek forged into the coin-flip contest, in a scene the players were shown: not in the player view, its feed, or any player copy', async () => {
    registerPeekingCoinFlip()
    const campaign = demoCampaign()
    const scene = campaign.scenes.find((s) => s.revealed)!
    const session = HeadlessSession.start(campaign, { dice: seededSource(2) })
    const system = peekingCoinFlip.id
    await must(session, { kind: 'start', system, request: { sceneId: scene.id, target: 3 } })
    await must(session, { kind: 'act', system, action: { type: 'coin.call', side: 'players', call: 'heads' } })
    await must(session, { kind: 'act', system, action: { type: 'coin.peek', saw: PEEKED } })
    await must(session, { kind: 'roll', system, roll: { type: 'flip' } })
    await must(session, { kind: 'act', system, action: { type: 'coin.peek', saw: PEEKED } })

    const peeks = eventsOf(session, 'coin.peek')
    expect(peeks).toHaveLength(2)
    for (const peek of peeks) {
      expect(peek.visibility).toBe('private')
      expect(peek.playerSummary).toBeUndefined()
    }
    // The contest's worded steps are the players' to read: the peeks are left out, not the contest.
    expect(eventsOf(session, 'coin.call')[0]?.visibility).toBe('public')
    expect(session.playerView().feed.map((line) => line.text)).toContain('the players call heads.')
    for (const text of playerFacing(session)) {
      expect(text).not.toContain(MARK)
      expect(text).toContain('the players call heads.')
    }
    expect(gmCopy(session)).toContain(PEEKED)
  })
})

/** A combat system's fight in an encounter the players were shown. */
interface CombatCase {
  system: string
  register(): void
  campaign(): Campaign
  encounterId: string
}

const COMBAT: CombatCase[] = [
  { system: 'escalation', register: registerEscalation, campaign: fightCampaign, encounterId: 'enc-raider-ambush' },
  { system: 'zones', register: registerZones, campaign: zonesCampaign, encounterId: SKIRMISH },
  { system: 'actionPoints', register: registerActionPoints, campaign: apCampaign, encounterId: ENCOUNTER },
]

interface Fighter {
  id: string
  side: string
  hidden: boolean
  conditions: { id: string; label: string }[]
}

function fighters(session: HeadlessSession, system: string): Fighter[] {
  const own = findSystem(system)!
  const view = own.gmView(session.ledger.state.systems[system], { campaign: session.campaign }) as { fight: { combatants: Fighter[] } }
  return view.fight.combatants
}

describe.each(COMBAT)(
  'the combat tracker keeps from the table what names a hidden combatant, in $system',
  ({ system, register, campaign, encounterId }) => {
    it('every tracker event forged about a hidden combatant, as target or source, stays with the GM; one about a shown one reaches the table', async () => {
      register()
      const session = HeadlessSession.start(campaign(), { dice: seededSource(5) })
      const act = (action: unknown) => must(session, { kind: 'act', system, action })
      const roll = (request: unknown) => must(session, { kind: 'roll', system, roll: request })
      await must(session, { kind: 'start', system, request: { encounterId } })
      await act({
        type: 'combatant.add',
        from: { kind: 'custom', name: `${MARK} lurker`, hp: 30, side: 'enemies' },
        hidden: true,
        revealOnTurn: false,
      })
      const lurker = fighters(session, system).find((c) => c.hidden)!.id
      const pc = fighters(session, system).find((c) => c.side === 'players' && !c.hidden)!.id
      const from = session.ledger.seq

      await act({ type: 'combatant.damage', target: lurker, amount: 3, source: null, note: '' })
      await act({ type: 'combatant.damage', target: pc, amount: 1, source: lurker, note: `${MARK} claws` })
      await act({ type: 'combatant.heal', target: lurker, amount: 1 })
      await act({ type: 'combatant.tempHp', target: lurker, amount: 2 })
      await act({
        type: 'condition.add',
        target: lurker,
        condition: { name: `${MARK} shrouded`, custom: true, duration: { kind: 'manual' }, source: null, ongoing: null, secret: false },
      })
      await act({ type: 'condition.remove', target: lurker, condition: fighters(session, system).find((c) => c.id === lurker)!.conditions[0]!.id })
      await act({ type: 'combatant.rename', target: lurker, name: `${MARK} shade` })
      await roll({ type: 'damage', target: lurker, source: null, expression: '1d4', note: '' })
      await roll({ type: 'healing', target: lurker, expression: '1d4' })
      await act({ type: 'combatant.status', target: lurker, status: 'fled' })
      await act({ type: 'combatant.remove', target: lurker })
      const forged = session.ledger.all().filter((e) => e.seq > from)
      expect(forged).toHaveLength(11)
      for (const entry of forged)
        expect({ seq: entry.seq, line: entry.summary, visibility: entry.visibility }).toMatchObject({ visibility: 'private' })

      // A step about a shown combatant alone is the table's: the hidden ones are left out, not the fight.
      await act({ type: 'combatant.damage', target: pc, amount: 1, source: null, note: '' })
      expect(session.ledger.entry(session.ledger.seq)!.visibility).toBe('public')
      expect(session.playerView().feed.at(-1)?.text).toMatch(/takes 1 damage\.$/)
      for (const text of playerFacing(session)) expect(text).not.toContain(MARK)
      expect(gmCopy(session)).toContain(`${MARK} shade`)
    })
  },
)

describe('the combat tracker keeps a secret condition from the table', () => {
  it('E25 the save an Escalation PC rolls at the end of its turn against a secret save-ends effect names it: the GM’s alone', async () => {
    registerEscalation()
    const session = HeadlessSession.start(fightCampaign(), { dice: seededSource(3) })
    const act = (action: unknown) => must(session, { kind: 'act', system: 'escalation', action })
    await must(session, { kind: 'start', system: 'escalation', request: { encounterId: 'enc-raider-ambush' } })
    await act({ type: 'combat.begin' })
    const current = () =>
      (session.ledger.state.systems.escalation as { fight: { snapshot: { context: { track: { current: string } } } } }).fight.snapshot.context.track
        .current
    const bearer = current()
    await act({
      type: 'condition.add',
      target: bearer,
      condition: { name: `${MARK} curse`, custom: true, duration: { kind: 'saveEnds' }, source: null, ongoing: null, secret: true },
    })
    await act({ type: 'turn.next' })
    await must(session, { kind: 'roll', system: 'escalation', roll: { type: 'duty' } })
    const [save] = eventsOf(session, 'save.rolled')
    expect(save?.summary).toContain(`${MARK} curse`)
    expect(save?.visibility).toBe('private')
    for (const text of playerFacing(session)) expect(text).not.toContain(MARK)
  })
})
