import { signed } from '../../../campaign/stat-block-text'
import type { EscalationStatBlock } from '../campaign'
import { BAND_LABEL } from '../rules/types'

/**
 * An Escalation stat block as the plain text its reader takes (docs/stat-blocks.md), so a GM
 * can copy a monster out and paste it back. Its abilities (ruling 28) have no line here: a
 * paste keeps them as they are.
 */
export function writeEscalationStatBlock(name: string, block: EscalationStatBlock): string {
  const lines = [name, `Level ${block.level}`]
  lines.push(`Initiative ${signed(block.initiative)}${block.band ? `, ${BAND_LABEL[block.band]}` : ''}`)
  lines.push(`AC ${block.ac}, PD ${block.pd}, MD ${block.md}`, `HP ${block.hp}`)
  for (const attack of block.attacks) {
    const flags = attack.usesEscalation ? ' (uses escalation)' : ''
    lines.push(`${attack.ranged ? 'R: ' : ''}${attack.name} ${signed(attack.bonus)} vs ${attack.defense}${flags} — ${attack.damage}`)
    if (attack.miss !== undefined) lines.push(`Miss: ${attack.miss}`)
  }
  if (block.resists?.length) lines.push(`Resist ${block.resists.map((r) => `${r.type} ${r.threshold}+`).join(', ')}`)
  if (block.weaknesses?.length) lines.push(`Weak to ${block.weaknesses.join(', ')}`)
  if (block.power !== undefined) lines.push(`Power ${block.power}`)
  for (const note of block.notes.split('\n')) if (note.trim() !== '') lines.push(`Notes: ${note}`)
  return lines.join('\n')
}
