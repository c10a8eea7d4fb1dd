import { describe, expect, it } from 'vitest'
import { LogEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { upgradeLog } from '@shared/session/migrate'
import type { AnyRuleSystem, SystemFormat } from '@shared/systems/rule-system'
import { escalationSystem } from '@shared/systems/escalation'
import { zonesSystem } from '@shared/systems/zones'
import { actionPointsSystem } from '@shared/systems/action-points'
import type { HeadlessSession } from '../../../../src/main/session/headless-session'
import { fightSession } from '../systems/escalation/fight/support'
import { zonesSession } from '../systems/zones/fight/support'
import { apSession } from '../systems/action-points/fight/support'

/*
 * Reveal all is a tracker event the first format of the combat systems did not have: a log
 * that holds one is of format 2, which a console of format 1 refuses in one sentence instead
 * of failing on a line it cannot parse (docs/history.md, "A new event type").
 */

/** The format that brought combatant.revealAll. */
const REVEAL_ALL_FORMAT = 2

interface Fight {
  system: AnyRuleSystem
  /** A fight with one combatant hidden and then every one revealed at once. */
  play(): Promise<HeadlessSession>
}

async function hideOneRevealAll(
  fight: { session: HeadlessSession; act: (action: unknown) => Promise<void> },
  someone: string,
): Promise<HeadlessSession> {
  await fight.act({ type: 'combatant.hide', target: someone, revealOnTurn: false })
  await fight.act({ type: 'combatant.revealAll' })
  return fight.session
}

const FIGHTS: Fight[] = [
  { system: escalationSystem, play: async () => hideOneRevealAll(await fightSession(1), 'npc-sand-raider-1') },
  { system: zonesSystem, play: async () => hideOneRevealAll(await zonesSession(), 'npc-sand-raider-1') },
  { system: actionPointsSystem, play: async () => hideOneRevealAll(await apSession(), 'npc-dune-wyrm-1') },
]

/** The log as the file holds it: plain JSON lines. */
const linesOf = (session: HeadlessSession) => session.ledger.all().map((entry) => JSON.parse(JSON.stringify(entry)) as unknown)

/**
 * Reads a log as a console whose `system` is still of `format` would: the same reading code,
 * the system's format as it was then.
 */
function readAsOlderConsole(system: AnyRuleSystem, format: SystemFormat, lines: unknown[]): () => unknown[] {
  return () => {
    const writable = system as { format: SystemFormat }
    const now = writable.format
    writable.format = format
    try {
      return upgradeLog(lines)
    } finally {
      writable.format = now
    }
  }
}

describe('combatant.revealAll raised the format of every system that takes the tracker’s events', () => {
  for (const { system, play } of FIGHTS) {
    it(`${system.name}: Reveal all is logged at format ${REVEAL_ALL_FORMAT}, which a console of format 1 refuses as made by a newer version`, async () => {
      expect(system.format.version).toBeGreaterThanOrEqual(REVEAL_ALL_FORMAT)
      const session = await play()
      const revealAll = session.ledger.all().find((e) => e.kind === 'run.event' && e.event.type === 'combatant.revealAll')
      expect(revealAll).toMatchObject({ system: system.id, format: system.format.version })

      const lines = linesOf(session)
      // A console of the first format knew no Reveal all: it says why it stops, and reads nothing.
      expect(readAsOlderConsole(system, { version: 1, rules: system.format.rules }, lines)).toThrow(
        `This session was saved by a newer version of the console (${system.name} steps of format ${system.format.version}; this one reads up to 1), so it is left exactly as it is: update the console to open it.`,
      )
      // This console reads it back to the same state.
      const read = SessionLedger.replay(upgradeLog(lines).map((raw) => LogEntry.parse(raw)))
      expect(read.state).toEqual(session.ledger.state)
    })
  }
})
