/** Z31, ZG19: where a creature's nerve stands: fighting on, broken (the GM picks what it does), parleying or fleeing. */
export type Morale = 'steady' | 'broken' | 'parley' | 'flee'

/** Z31, ZG19: a Morale Test (d20 + Skill against DR 12): a pass fights on, a failure breaks, to parley or flee as the GM picks. */
export function moraleAfter(passed: boolean): Morale {
  return passed ? 'steady' : 'broken'
}

export const MORALE_LABEL: Record<Morale, string> = { steady: 'fights on', broken: 'breaks', parley: 'seeks to parley', flee: 'flees' }
