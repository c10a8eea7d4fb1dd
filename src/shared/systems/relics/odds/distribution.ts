/** A law of net successes as either shape a caller may hold: the odds' plain object or a Map. */
export type NetLaw = Readonly<Record<number, number>> | ReadonlyMap<number, number>

/** P(net = `net`) read from a plain object or a Map; a net that cannot happen reads 0. */
export function probabilityOfNet(law: NetLaw, net: number): number {
  if (law instanceof Map) return law.get(net) ?? 0
  return (law as Readonly<Record<number, number>>)[net] ?? 0
}

/** The [net, probability] pairs of a law, lowest net first. */
export function netEntries(law: NetLaw): [net: number, probability: number][] {
  const entries: [number, number][] = law instanceof Map ? [...law] : Object.entries(law).map(([net, p]) => [Number(net), p] as [number, number])
  return entries.sort((a, b) => a[0] - b[0])
}
