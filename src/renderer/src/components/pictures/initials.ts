/**
 * A name's initials, with its number when it ends in one ("Sand Raider 2" is "SR2", "Dax-7"
 * is "D7"): what stands for a combatant or a PC where there is room for a few letters only, a
 * token on a map or a portrait not given.
 */
export function initialsOf(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean)
  const letters = words.filter((w) => !/^\d+$/.test(w)).map((w) => w[0]!.toUpperCase())
  const number = name.match(/\d+$/)?.[0] ?? ''
  return `${letters.slice(0, number ? 2 : 3).join('')}${number}`
}
