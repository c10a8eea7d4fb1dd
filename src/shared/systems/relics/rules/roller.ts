/** A PC whose player may roll the Cohort's pool. */
export interface RollerPc {
  id: string
  name: string
  outOfGame: boolean
}

/**
 * Cohort step 4, Roll Remaining Dice, ruling RG4: why this PC's player may not roll the
 * Cohort's pool, or null. "By consensus any player may roll the pool"; when the decision is
 * not unanimous, the player whose PC leads rolls it. A PC out of the game has left the Cohort.
 */
export function whyRollerRefused(pc: RollerPc | undefined, pcId: string, consensus: boolean, leader: RollerPc | undefined): string | null {
  if (!pc) return `There is no PC "${pcId}" in the Cohort`
  if (pc.outOfGame) return `${pc.name} is out of the game`
  if (!consensus && leader && pc.id !== leader.id) return `Without consensus the leader rolls: ${leader.name}'s player, not ${pc.name}'s`
  if (!consensus && !leader) return 'Without consensus the leader rolls, and nobody leads yet'
  return null
}
