import { modifierLabel, type Campaign, type PlayerCharacter } from '../../../campaign'
import type { PcSheetSection } from '../../../views/pc-view'
import { AGONY_LIMIT, disruptionAgony, maxStress } from '../rules/stress'
import type { RelicsState } from '../session/state'

/**
 * Relics of the Moon's sheet of one PC on its own device: Stress against its maximum with the
 * relics it has infused (rulings 10 and 12), Stressed Out, its Agony, the traits it can activate and
 * the Moon Relics it holds, those the GM has shown the players. The campaign keeps them current through the session (`writeBack`),
 * so they are read from it. Only this PC's.
 */
export function relicsPcSheet(_state: RelicsState, { campaign, pc }: { campaign: Campaign; pc: PlayerCharacter }): PcSheetSection[] {
  const relics = campaign.relics.filter((r) => r.infusedBy === pc.id && !r.destroyed)
  // What the GM has not shown the table stays off the device too, even the PC's own: private by default.
  const traits = pc.traitIds.flatMap((id) => campaign.traits.filter((t) => t.id === id && t.revealed))
  const shownRelics = relics.filter((r) => r.revealed)
  return [
    {
      title: 'Stress and Agony',
      facts: [
        { label: 'Stress', value: `${pc.stress} / ${maxStress({ infusedRelics: relics })}` },
        ...(pc.stressedOut ? [{ label: 'Stressed Out', value: 'yes' }] : []),
        { label: 'Agony', value: `${pc.agony.length + disruptionAgony({ bioform: pc.bioform, infusedRelics: relics })} / ${AGONY_LIMIT}` },
        ...(relics.length ? [{ label: 'Moon Relic Disruption', value: String(relics.length) }] : []),
        ...(pc.outOfGame ? [{ label: 'Out of the game', value: 'yes' }] : []),
      ],
      items: pc.agony.map((a) => ({ name: a.name, detail: a.description || null, mark: 'Agony' })),
    },
    { title: 'Traits', facts: [], items: traits.map((t) => ({ name: t.name, detail: modifierLabel(t.side, t.modifier), mark: null })) },
    { title: 'Moon Relics', facts: [], items: shownRelics.map((r) => ({ name: r.name, detail: r.ability || null, mark: 'infused' })) },
  ]
}
