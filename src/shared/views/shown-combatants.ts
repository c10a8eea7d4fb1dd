import { z } from 'zod'

/** Whom a fight's part shows: its combatants, as its system's own allowlist chose them (a hidden one is not there at all). */
const ShownCombatants = z.object({ combatants: z.array(z.object({ id: z.string() })) })

/**
 * The ids of the combatants a system's part for the table shows, for any system: none for a
 * part that shows no fight. What a part holds is its system's allowlist, so reading its
 * combatants never tells more than the display itself does.
 */
export function combatantsInPart(part: unknown): string[] {
  const shown = ShownCombatants.safeParse(part)
  return shown.success ? shown.data.combatants.map((c) => c.id) : []
}
