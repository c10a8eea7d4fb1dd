import { isLimited } from '../rules/abilities'
import { naturalFrom } from '../rules/natural'
import { rechargeSucceeds } from '../rules/saves'
import type { FightAbility, SpentAbility } from '../combat/abilities'
import type { EscalationEvent } from './events'
import type { EscalationState } from './state'

/*
 * E28, E57, E58, ruling 28: what rests do to abilities. Encounter abilities come back at a
 * Quick Rest, a Recharge one when its 3d6 (rolled by the host at the rest) reaches its number,
 * a Daily one only at a Full Rest, which brings back everything.
 */

export type QuickRestEvent = Extract<EscalationEvent, { type: 'rest.quickTaken' }>

/** A PC's spent abilities as it leaves a fight: each with the frequency that says which rest brings it back. */
export function spentOf(abilities: readonly FightAbility[] | undefined): { spent?: SpentAbility[] } {
  const spent = (abilities ?? [])
    .filter((a) => a.spent && isLimited(a.frequency))
    .map((a): SpentAbility => ({ name: a.name, frequency: a.frequency, ...(a.recharge !== undefined && { recharge: a.recharge }) }))
  return spent.length ? { spent } : {}
}

/** The natural of a Recharge roll (3d6, no Advantage), or null when the faces are not three d6. */
export function rechargeNatural(faces: readonly number[]): number | null {
  const natural = naturalFrom(faces, 0)
  return natural.ok ? natural.value.natural : null
}

/** E28: a Recharge N+ ability's roll at a Quick Rest brings it back when it reaches N. */
export function recharged(ability: SpentAbility, faces: readonly number[] | undefined): boolean {
  const natural = faces ? rechargeNatural(faces) : null
  return natural !== null && rechargeSucceeds(natural, ability.recharge ?? 11)
}

/** E28, E57: what stays spent after a Quick Rest: Daily ones, and Recharge ones whose roll fell short. */
export function stillSpentAfterQuickRest(spent: readonly SpentAbility[], rolls: Readonly<Record<string, readonly number[]>>): SpentAbility[] {
  return spent.filter((a) => a.frequency === 'daily' || (a.frequency === 'recharge' && !recharged(a, rolls[a.name])))
}

/** The Recharge abilities a Quick Rest rolls for: each PC's spent ones. */
export function rechargeRollsDue(state: EscalationState): { pc: string; ability: SpentAbility }[] {
  return Object.entries(state.pcs).flatMap(([pc, carry]) =>
    (carry.spent ?? []).filter((a) => a.frequency === 'recharge').map((ability) => ({ pc, ability })),
  )
}

/** Why a Quick Rest's Recharge rolls are refused: each must be three d6 for a spent Recharge ability of that PC. */
export function whyRechargesRefused(
  state: EscalationState,
  recharges: Readonly<Record<string, Readonly<Record<string, readonly number[]>>>>,
): string | null {
  for (const [pc, rolls] of Object.entries(recharges))
    for (const [name, faces] of Object.entries(rolls)) {
      const ability = state.pcs[pc]?.spent?.find((a) => a.name === name)
      if (ability?.frequency !== 'recharge') return `${name} is no spent Recharge ability of ${pc} (E28).`
      if (rechargeNatural(faces) === null) return `The Recharge roll of ${name} is 3d6 (E28).`
    }
  return null
}
