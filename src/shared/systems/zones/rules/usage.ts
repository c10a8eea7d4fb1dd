/** Z20, ZG7: the usage marks of a weapon after a natural 1 on an attack with it (no break rule here: the count is shown). */
export function markUsage(usages: number): number {
  return usages + 1
}
