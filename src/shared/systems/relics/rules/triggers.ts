import { TRIGGER_WORDS, type TraitTrigger } from '@shared/campaign'

/** What a turn has done so far that decides whether a trigger moment has come. */
export interface MomentFacts {
  /** Step 6 scored a Disaster. */
  disaster: boolean
  /** Challenge dice Cohort step 7 resolved this turn, null before it. */
  newlyResolved: number | null
  /** Stress Challenge step 7 shared this turn, null before it is shared. */
  stressTaken: number | null
}

/**
 * Ruling RG3: why a trait with this trigger cannot fire at this moment, or null. A trait
 * fires only at its own moment, and the Huddle's traits only in the Huddle ("Unless a trait
 * description explicitly says it triggers at another time ... must be declared at this step").
 */
export function whyNotItsMoment(label: string, trigger: TraitTrigger, moment: TraitTrigger): string | null {
  if (trigger === moment) return null
  if (trigger === 'huddle') return `${label} is declared in the Huddle (step 1), not ${TRIGGER_WORDS[moment]}`
  return `${label} triggers ${TRIGGER_WORDS[trigger]}, not ${TRIGGER_WORDS[moment]}`
}

/**
 * Ruling RG3: why a trigger moment has not come in this turn, or null. A Disaster trigger
 * needs step 6 to have scored one (step 9: "Some PC and Challenge traits will trigger on
 * Disaster"); a trigger on resolved dice needs Cohort step 7 to have resolved at least one;
 * a trigger on Stress needs Challenge step 7's Stress to be shared, and at least 1 of it.
 */
export function whyMomentClosed(moment: TraitTrigger, facts: MomentFacts): string | null {
  switch (moment) {
    case 'disaster':
      return facts.disaster ? null : 'There was no Disaster this turn'
    case 'diceResolved':
      return (facts.newlyResolved ?? 0) > 0 ? null : 'The Cohort resolved no Challenge die this turn'
    case 'stressTaken':
      if (facts.stressTaken === null) return 'Share the Stress first: these traits trigger once the Cohort takes it'
      return facts.stressTaken > 0 ? null : 'The Cohort took no Stress this turn'
    case 'huddle':
    case 'afterRoll':
      return null
  }
}
