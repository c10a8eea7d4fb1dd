import { signed } from '../../../campaign/stat-block-text'
import type { ZonesStatBlock } from '../campaign'
import { REACTION_LABEL } from '../rules/reaction'

/** A Zones stat block as the plain text its reader takes (docs/stat-blocks.md), so a GM can copy a creature out and paste it back. */
export function writeZonesStatBlock(name: string, block: ZonesStatBlock): string {
  const lines = [name, `Level ${block.level}`, `HP ${block.hp}`]
  lines.push(`STR ${signed(block.str)}, DEX ${signed(block.dex)}, WIL ${signed(block.wil)}`, `Skill ${signed(block.skill)}`)
  const attacks = block.attacks ?? []
  for (const attack of attacks) lines.push(`${attack.name} — ${attack.damage}, ${attack.reach}`)
  // ZG2: with attacks listed, the one damage is the first attack's unless the block says otherwise.
  if (attacks[0]?.damage !== block.damage) lines.push(`Damage ${block.damage}`)
  if (block.attitude !== undefined) lines.push(`Attitude ${block.attitude === null ? 'rolled' : REACTION_LABEL[block.attitude]}`)
  for (const note of block.notes.split('\n')) if (note.trim() !== '') lines.push(`Notes: ${note}`)
  return lines.join('\n')
}
