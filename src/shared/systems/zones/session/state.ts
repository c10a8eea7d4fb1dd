import { blockOf, freshParty } from '../../../combat/from-campaign'
import type { PersistedFight } from '../../../combat/persisted-fight'
import type { DeepReadonly } from '../../../session/frozen'
import { z } from 'zod'
import type { Campaign, PlayerCharacter } from '../../../campaign'
import { HP_LIMIT, hitPoints, Id, safeRecord } from '../../../campaign/common'
import { ZonesPcBlock } from '../campaign'
import type { ZonesFight } from '../combat/fight'

/** A weapon's usage marks as the session holds them (Z20). */
export const CarriedWeapon = z.strictObject({ name: z.string().min(1).max(120), usages: z.number().int().min(0).max(99) })
export type CarriedWeapon = Readonly<z.infer<typeof CarriedWeapon>>

/** What a PC carries from one fight to the next: hit points (until a rest, ZR14) and its weapons' usage marks (Z20). */
export const PcCarry = z.strictObject({
  hp: z.number().int().min(-HP_LIMIT).max(HP_LIMIT),
  maxHp: hitPoints(1),
  weapons: z.array(CarriedWeapon).max(20),
})
export type PcCarry = DeepReadonly<z.infer<typeof PcCarry>>

/** What a session of Zones starts from, logged in its first entry: each PC with a Zones block, at full HP, with its marks. */
export const ZonesBegin = z.strictObject({ pcs: safeRecord('The PCs', Id, PcCarry) })
export type ZonesBegin = DeepReadonly<z.infer<typeof ZonesBegin>>

/** A fight in progress, its machine snapshot as plain JSON. */
export type ActiveFight = PersistedFight<ZonesFight>

/** Zones' state in a session: the PCs between fights, and the fight being run. */
export interface ZonesState {
  readonly pcs: Readonly<Record<string, PcCarry>>
  readonly fight: ActiveFight | null
}

/** A PC's Zones block, when it has one that reads. */
export const zonesBlockOf = (pc: PlayerCharacter): ZonesPcBlock | null => blockOf(ZonesPcBlock, pc, 'zones')

/** A PC as its block has it: full HP, the marks written on its weapons. */
export function freshCarry(block: ZonesPcBlock): PcCarry {
  return { hp: block.hpMax, maxHp: block.hpMax, weapons: block.weapons.map((w) => ({ name: w.name, usages: w.usages })) }
}

/** Every PC with a Zones block. */
export function beginFrom(campaign: Campaign): ZonesBegin {
  return { pcs: freshParty(campaign, zonesBlockOf, freshCarry) }
}

export function initialState(begin: ZonesBegin | null): ZonesState {
  return { pcs: begin?.pcs ?? {}, fight: null }
}

/**
 * The usage marks the session holds for a PC's weapons, one per weapon of its block: the
 * session's where the weapon is the same one (same place, same name), the block's otherwise.
 */
export function marksFor(block: ZonesPcBlock, carried: PcCarry | undefined): number[] {
  return block.weapons.map((w, i) => (carried?.weapons[i]?.name === w.name ? carried.weapons[i].usages : w.usages))
}
