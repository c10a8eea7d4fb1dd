import type { Campaign } from '@shared/campaign'
import { actionPointsSystem, type ApFightView, type ApGmView, type ApState } from '@shared/systems/action-points'
import { registerSystem } from '@shared/systems/registry'
import { actionPointsHost } from '../../../../../../src/main/systems/action-points'
import { registerHostSystem } from '../../../../../../src/main/systems/registry'
import { seededSource } from '@shared/dice'
import { HeadlessSession, type SessionMove } from '../../../../../../src/main/session/headless-session'
import { demoCampaign } from '../../../../main/player/session-script'
import { scriptedDice } from '../../../../../support/scripted-dice'

export { scriptedDice }

export const ENCOUNTER = 'enc-wyrm-rises'
export const WYRM = 'npc-dune-wyrm-1'
export const RAIDER = (n: number) => `npc-sand-raider-${n}`

/** Action points in the registries, as its lines there put it. */
export function registerActionPoints(): void {
  registerSystem(actionPointsSystem)
  registerHostSystem(actionPointsHost)
}

/** The demo campaign (its party has Action-points blocks), with the Wyrm's encounter shown to the players; `change` edits it first. */
export function apCampaign(change: (campaign: Campaign) => void = () => undefined): Campaign {
  const campaign = demoCampaign()
  campaign.encounters.find((e) => e.id === ENCOUNTER)!.revealed = true
  change(campaign)
  return campaign
}

/** A session with the Wyrm's encounter set up; `dice` scripts the host's dice. */
export async function apSession(options: { campaign?: Campaign; dice?: ReturnType<typeof scriptedDice>; seed?: number; pcIds?: string[] } = {}) {
  registerActionPoints()
  const session = HeadlessSession.start(options.campaign ?? apCampaign(), { dice: options.dice?.source ?? seededSource(options.seed ?? 1) })
  const must = async (move: SessionMove) => {
    const outcome = await session.play(move)
    if (!outcome.ok) throw new Error(`${JSON.stringify(move)} refused: ${outcome.reason}`)
  }
  await must({ kind: 'start', system: 'actionPoints', request: { encounterId: ENCOUNTER, ...(options.pcIds ? { pcIds: options.pcIds } : {}) } })
  const view = (): ApFightView =>
    (actionPointsSystem.gmView(session.ledger.state.systems.actionPoints as ApState, { campaign: session.campaign }) as ApGmView).fight!
  const act = (action: unknown) => must({ kind: 'act', system: 'actionPoints', action })
  const roll = (request: unknown) => must({ kind: 'roll', system: 'actionPoints', roll: request })
  const refusal = async (move: SessionMove) => {
    const outcome = await session.play(move)
    if (outcome.ok) throw new Error(`${JSON.stringify(move)} was allowed`)
    return outcome.reason
  }
  const refusedAct = (action: unknown) => refusal({ kind: 'act', system: 'actionPoints', action })
  const refusedRoll = (request: unknown) => refusal({ kind: 'roll', system: 'actionPoints', roll: request })
  const fighter = (id: string) => view().combatants.find((c) => c.id === id)!
  const attack = (attacker: string, target: string, extra: Record<string, unknown> = {}) =>
    roll({ type: 'attack', attacker, target, weapon: 0, advantage: 0, bonus: 0, ...extra })
  const fightState = () => (session.ledger.state.systems.actionPoints as ApState).fight!.snapshot.context
  return { session, must, view, act, roll, refusal, refusedAct, refusedRoll, fighter, attack, fightState }
}

/**
 * A duel on the demo's map: Ixa (and whoever else is named) against one Sand Raider, at the
 * hexes given; nobody surprised unless said.
 */
export function duelCampaign(positions: Record<string, { q: number; r: number }>, change: (campaign: Campaign) => void = () => undefined): Campaign {
  return apCampaign((campaign) => {
    const encounter = campaign.encounters.find((e) => e.id === ENCOUNTER)!
    encounter.combatants = [{ npcId: 'npc-sand-raider', count: Object.keys(positions).filter((id) => id.startsWith('npc-sand-raider')).length }]
    encounter.setup = { grid: true, radius: 8, surprised: null, positions }
    change(campaign)
  })
}

/** A fight started: initiative rolled with these d10s (in the order the combatants were listed), then begun. */
export async function begun(session: Awaited<ReturnType<typeof apSession>>, dice: ReturnType<typeof scriptedDice>, ...d10s: number[]) {
  dice.next(...d10s)
  await session.roll({ type: 'initiative' })
  await session.act({ type: 'combat.begin' })
}
