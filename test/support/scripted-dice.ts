/** Dice a test names, in order: the host rolls them as it would its own, and a die that does not fit its sides is an error. */
export function scriptedDice() {
  const queue: number[] = []
  const source = {
    face(sides: number) {
      const face = queue.shift()
      if (face === undefined) throw new Error(`No scripted die left for a d${sides}`)
      if (face < 1 || face > sides) throw new Error(`A scripted ${face} does not fit a d${sides}`)
      return face
    },
  }
  return { source, next: (...faces: number[]) => void queue.push(...faces), left: () => queue.length }
}
