/** The part the GM splits off a running Challenge (RG2). */
export interface SplitRequest {
  name: string
  rating: number
  resolvedDice: number
}

const whole = (n: number) => Number.isInteger(n)
const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`

/**
 * Challenge step 3 ("the Challenge dice pool size never changes unless the Challenge is
 * split"), ruling RG2: why this part cannot be split off, or null. The part and what stays
 * each rate at least 1; the resolved dice are shared between them, none lost or gained; and
 * neither may be resolved already, since a resolved Challenge takes no turn.
 */
export function whySplitRefused(rating: number, resolvedDice: number, part: SplitRequest): string | null {
  if (part.name.trim() === '') return 'Name the part split off'
  if (/[\n\r]/.test(part.name)) return 'The name of the part split off is one line'
  if (rating < 2) return `A Challenge of rating ${rating} cannot split: each part rates at least 1`
  if (!whole(part.rating) || part.rating < 1 || part.rating >= rating)
    return `The part split off rates 1 to ${rating - 1}: the Challenge rates ${rating} and keeps at least 1`
  if (!whole(part.resolvedDice) || part.resolvedDice < 0 || part.resolvedDice > resolvedDice)
    return `The part split off takes 0 to ${resolvedDice} of the ${dice(resolvedDice)} resolved so far`
  if (part.resolvedDice >= part.rating) return `The part split off would be resolved already: give it fewer than ${dice(part.rating)} resolved`
  const kept = splitChallenge(rating, resolvedDice, part).kept
  if (kept.resolvedDice >= kept.rating)
    return `What stays would be resolved already (${kept.resolvedDice} of ${kept.rating}): send more resolved dice with the part split off`
  return null
}

/** Ruling RG2: the rating and resolved dice that stay with the running Challenge, and the part's. */
export function splitChallenge(
  rating: number,
  resolvedDice: number,
  part: SplitRequest,
): { kept: { rating: number; resolvedDice: number }; part: SplitRequest } {
  return {
    kept: { rating: rating - part.rating, resolvedDice: resolvedDice - part.resolvedDice },
    part: { name: part.name.trim(), rating: part.rating, resolvedDice: part.resolvedDice },
  }
}
