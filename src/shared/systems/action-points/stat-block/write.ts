import { signed } from '../../../campaign/stat-block-text'
import type { ActionPointsStatBlock, ActionPointsWeapon } from '../campaign'
import { SIZE_LABEL } from '../rules/types'

const HANDS_WORD = { 0: 'natural', 1: 'one-handed', 2: 'two-handed' } as const
const HELD_WORD = { main: 'main hand', off: 'off hand', both: 'both hands' } as const

/** One weapon's line: its name, kind, damage, reach or range, hands, the hand it is in, its marks and skill. */
function weaponLine(weapon: ActionPointsWeapon): string {
  const parts: string[] = [weapon.kind]
  if (weapon.damage !== undefined) parts.push(weapon.damage)
  if (weapon.reach !== undefined) parts.push(`reach ${weapon.reach}`)
  if (weapon.range !== undefined) parts.push(`range ${weapon.range}`)
  parts.push(HANDS_WORD[weapon.hands])
  if (weapon.heldIn !== null) parts.push(HELD_WORD[weapon.heldIn])
  for (const mark of ['finesse', 'brawl', 'spell'] as const) if (weapon[mark]) parts.push(mark)
  if (weapon.skill !== undefined) parts.push(`skill ${weapon.skill}`)
  return `Weapon: ${weapon.name} — ${parts.join(', ')}`
}

/** An Action-points stat block as the plain text its reader takes (docs/stat-blocks.md), so a GM can copy a creature out and paste it back. */
export function writeActionPointsStatBlock(name: string, block: ActionPointsStatBlock): string {
  const lines = [name, `HP ${block.hp}`, `Agility ${block.agility}`, `Move ${block.moveSpeed}`, `Size ${SIZE_LABEL[block.size]}`]
  if (block.reach !== null) lines.push(`Reach ${block.reach}`)
  lines.push(`AP ${block.apPerTurn}, RP ${block.rpMax}, FP ${block.fpStart}`)
  if (block.initiativeModifier !== undefined) lines.push(`Initiative ${signed(block.initiativeModifier)}`)
  const skills = Object.entries(block.skills)
  if (skills.length > 0) lines.push(`Skills: ${skills.map(([skill, value]) => `${skill} ${value}`).join(', ')}`)
  for (const weapon of block.weapons) lines.push(weaponLine(weapon))
  if (block.offHandTraining) lines.push('Off-hand training')
  for (const note of block.notes.split('\n')) if (note.trim() !== '') lines.push(`Notes: ${note}`)
  return lines.join('\n')
}
