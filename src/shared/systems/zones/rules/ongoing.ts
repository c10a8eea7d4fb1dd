/**
 * Z21, ZG8, ZG9, ZR10: at the start of each of its turns a creature with ongoing damage loses
 * HP equal to its own Level, once per instance (ZG8's alternative: an instance names the
 * Level of the one who caused it, `level`); a custom effect that names an amount deals that
 * amount instead.
 */
export function ongoingLoss(level: number, instances: readonly { custom: boolean; amount: number | null; level?: number }[]): number {
  return instances.reduce((sum, x) => sum + (x.custom ? (x.amount ?? 0) : Math.max(0, x.level ?? level)), 0)
}
