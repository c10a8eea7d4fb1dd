/**
 * Where dice get their faces. Main supplies a crypto source in play and a seeded one in
 * tests; rules and machines never hold one, they receive the faces in events.
 */
export interface RandomSource {
  /** A uniformly random integer in [1, sides]. */
  face(sides: number): number
}

/** Rolls `count` dice of `sides` faces (for a notation, see `rollDice` in roll.ts). */
export function rollFaces(source: RandomSource, count: number, sides = 6): number[] {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`cannot roll ${count} dice`)
  return Array.from({ length: count }, () => source.face(sides))
}

/**
 * A small deterministic generator (sfc32, seeded through splitmix32) for tests and
 * reproducible demos. Not for play: main refuses it outside test mode.
 */
export function seededSource(seed: number): RandomSource {
  let state = seed >>> 0
  const splitmix = () => {
    state = (state + 0x9e3779b9) >>> 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitmix()
  let b = splitmix()
  let c = splitmix()
  let d = splitmix()
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0
    d = (d + 1) >>> 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) >>> 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) >>> 0
    return t / 4294967296
  }
  return { face: (sides) => 1 + Math.floor(next() * sides) }
}
