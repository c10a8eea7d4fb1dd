import type { Campaign } from '@shared/campaign'
import { joinFight } from '@shared/combat/from-campaign'
import type { PrepItem } from '@shared/ipc/contract'
import { ZonesPcBlock, zonesSystem, type ZonesAction, type ZonesEvent, type ZonesRoll, type ZonesState } from '@shared/systems/zones'
import { ZONES_BLOCK_WORDS, zonesReader } from '@shared/systems/zones/session/plan'
import type { CarriedWeapon } from '@shared/systems/zones/session/state'
import type { HostSystem } from '../host-system'
import { rollZones } from './rolls'

/** The usage marks the session holds for each PC now: the fight's where one is running, else what the PCs carry. */
function liveMarks(state: ZonesState): Map<string, readonly CarriedWeapon[]> {
  const marks = new Map(Object.entries(state.pcs).map(([id, pc]) => [id, pc.weapons]))
  for (const c of state.fight?.snapshot.context.track.combatants ?? [])
    if (c.source.kind === 'pc' && c.stats.kind === 'pc')
      marks.set(
        c.source.id,
        c.stats.weapons.map((w) => ({ name: w.name, usages: w.usages })),
      )
  return marks
}

/**
 * PC blocks already read, by the block itself: the write-back asks after every change of the
 * session, whatever system it is in, and a frozen block (the open campaign's) never changes.
 */
const readBlocks = new WeakMap<object, ZonesPcBlock | null>()

/** A PC's Zones block as its schema reads it, or null when it is not one. */
function readBlock(block: unknown): ZonesPcBlock | null {
  const frozen = typeof block === 'object' && block !== null && Object.isFrozen(block)
  if (frozen && readBlocks.has(block)) return readBlocks.get(block)!
  const parsed = ZonesPcBlock.safeParse(block)
  const read = parsed.success ? parsed.data : null
  if (frozen) readBlocks.set(block, read)
  return read
}

/** Where a PC's block and the session disagree on a weapon's marks (same place, same name). */
function differs(block: unknown, live: readonly CarriedWeapon[]): boolean {
  const read = readBlock(block)
  return read !== null && read.weapons.some((w, i) => live[i]?.name === w.name && live[i].usages !== w.usages)
}

/**
 * Z20: the usage marks the session makes go into each PC's Zones block, so the file shows the
 * marks the table has reached (and loses them again when a step is undone).
 */
function writeBack(state: ZonesState, campaign: Campaign): ((draft: Campaign) => void) | null {
  const marks = liveMarks(state)
  if (!campaign.characters.some((pc) => marks.has(pc.id) && differs(pc.statBlocks.zones, marks.get(pc.id)!))) return null
  return (draft) => {
    for (const pc of draft.characters) {
      const live = marks.get(pc.id)
      const block = pc.statBlocks.zones as { weapons?: { name: string; usages?: number }[] } | undefined
      if (!live || !block?.weapons) continue
      block.weapons.forEach((w, i) => {
        if (live[i]?.name === w.name) w.usages = live[i].usages
      })
    }
  }
}

/**
 * A prep edit of a PC while a session runs: the session owns its weapons' usage marks, so a
 * change to them becomes the GM's logged adjustment; the edit is written with the session's
 * marks, and the adjustment brings the new ones.
 */
function adopt(prep: PrepItem, state: ZonesState): { events: ZonesEvent[]; prep: PrepItem } | null {
  if (prep.kind !== 'character' || !prep.item.id) return null
  const live = liveMarks(state).get(prep.item.id)
  const edited = ZonesPcBlock.safeParse(prep.item.statBlocks.zones)
  if (!live || !edited.success) return null
  const weapons = edited.data.weapons.map((w) => ({ name: w.name, usages: w.usages }))
  if (!edited.data.weapons.some((w, i) => live[i]?.name === w.name && live[i].usages !== w.usages)) return null
  // Built from what the schema gave back: the block as checked, not as it was sent.
  const kept = {
    ...edited.data,
    weapons: edited.data.weapons.map((w, i) => (live[i]?.name === w.name ? { ...w, usages: live[i].usages } : w)),
  }
  return {
    events: [{ type: 'weapons.adopted', pc: prep.item.id, weapons }],
    prep: { kind: 'character', item: { ...prep.item, statBlocks: { ...prep.item.statBlocks, zones: kept } } },
  }
}

/** Zones' host part: its dice, combatants read from the campaign (they stand where their side started, ZR2), usage marks into the file. */
export const zonesHost = {
  id: zonesSystem.id,
  act: (action, state, { campaign }) =>
    action.type === 'combatant.add'
      ? joinFight(action, state.fight?.snapshot.context, campaign, ZONES_BLOCK_WORDS, () => zonesReader(state))
      : action,
  roll: (request, state, { campaign, dice }) => rollZones(request, state, campaign, dice),
  writeBack,
  adopt: (prep, state) => adopt(prep, state),
} satisfies HostSystem<ZonesState, ZonesEvent, ZonesAction, ZonesRoll>
