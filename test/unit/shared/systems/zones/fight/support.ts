import type { Campaign } from '@shared/campaign'
import { zonesSystem, type FightView, type ZonesGmView, type ZonesState } from '@shared/systems/zones'
import { registerSystem } from '@shared/systems/registry'
import { zonesHost } from '../../../../../../src/main/systems/zones'
import { registerHostSystem } from '../../../../../../src/main/systems/registry'
import { seededSource } from '@shared/dice'
import { HeadlessSession, type SessionMove } from '../../../../../../src/main/session/headless-session'
import { demoCampaign } from '../../../../main/player/session-script'
import { scriptedDice } from '../../escalation/fight/support'

export { scriptedDice }

/** Zones in the registries, as its lines there would put it. */
export function registerZones(): void {
  registerSystem(zonesSystem)
  registerHostSystem(zonesHost)
}

export const SKIRMISH = 'enc-wreck-skirmish'
export const RAIDER = (n: number) => `npc-sand-raider-${n}`

/** The demo campaign (its party has Zones blocks), with the skirmish at the wreck shown to the players. */
export function zonesCampaign(): Campaign {
  const campaign = demoCampaign()
  campaign.encounters.find((e) => e.id === SKIRMISH)!.revealed = true
  return campaign
}

/** A session with the demo's skirmish at the wreck set up; `dice` scripts the host's dice. */
export async function zonesSession(options: { seed?: number; campaign?: Campaign; dice?: ReturnType<typeof scriptedDice>; pcIds?: string[] } = {}) {
  registerZones()
  const session = HeadlessSession.start(options.campaign ?? zonesCampaign(), { dice: options.dice?.source ?? seededSource(options.seed ?? 1) })
  const must = async (move: SessionMove) => {
    const outcome = await session.play(move)
    if (!outcome.ok) throw new Error(`${JSON.stringify(move)} refused: ${outcome.reason}`)
  }
  await must({ kind: 'start', system: 'zones', request: { encounterId: SKIRMISH, ...(options.pcIds ? { pcIds: options.pcIds } : {}) } })
  const gm = (): ZonesGmView => zonesSystem.gmView(session.ledger.state.systems.zones as ZonesState, { campaign: session.campaign }) as ZonesGmView
  const view = (): FightView => gm().fight!
  const act = (action: unknown) => must({ kind: 'act', system: 'zones', action })
  const roll = (request: unknown) => must({ kind: 'roll', system: 'zones', roll: request })
  const refusal = async (move: SessionMove) => {
    const outcome = await session.play(move)
    if (outcome.ok) throw new Error(`${JSON.stringify(move)} was allowed`)
    return outcome.reason
  }
  const refusedAct = (action: unknown) => refusal({ kind: 'act', system: 'zones', action })
  const refusedRoll = (request: unknown) => refusal({ kind: 'roll', system: 'zones', roll: request })
  const fighter = (id: string) => view().combatants.find((c) => c.id === id)!
  const zoneId = (name: string) => view().zones.find((z) => z.name === name)!.id
  /** Z7: the range between two combatants, as the view gives it between their zones. */
  const range = (a: string, b: string) => view().ranges[fighter(a).zone!]![fighter(b).zone!]
  const state = () => (session.ledger.state.systems.zones as ZonesState).fight!.snapshot.context
  return { session, must, gm, view, act, roll, refusal, refusedAct, refusedRoll, fighter, zoneId, range, state }
}
