import type { Turn } from '../rules/tides'

/** The Cohort turn's ten steps, in the rule text's order. */
export const COHORT_STEPS = [
  'huddle',
  'buildPool',
  'autoResults',
  'rollRemainingDice',
  'adjustResults',
  'finalResult',
  'resolveChallengeDice',
  'tides',
  'disaster',
  'actionMovesForward',
] as const

/** The Challenge turn's ten steps: step 7 applies Stress, step 8 is a pass-through. */
export const CHALLENGE_STEPS = [
  'huddle',
  'buildPool',
  'autoResults',
  'rollRemainingDice',
  'adjustResults',
  'finalResult',
  'applyStress',
  'tides',
  'disaster',
  'actionMovesForward',
] as const

export type StepKey = (typeof COHORT_STEPS)[number] | (typeof CHALLENGE_STEPS)[number]
export type FinalKey = 'resolved' | 'endedUnresolved'

/** Where a running Challenge stands: whose turn and which step. */
export interface StepRef {
  turn: Turn
  step: StepKey
}

/** Where a Challenge stands, running or over. */
export type Position = StepRef | { turn: null; step: FinalKey }

/** The machine's state name for a turn. */
export function turnState(turn: Turn): 'cohortTurn' | 'challengeTurn' {
  return turn === 'cohort' ? 'cohortTurn' : 'challengeTurn'
}

/** The id of a step as the UI and the log name it: "cohortTurn.huddle". */
export function stepId(at: StepRef): string {
  return `${turnState(at.turn)}.${at.step}`
}

/** Reads the machine's state value ({ cohortTurn: 'huddle' } or 'resolved'). */
export function positionOf(value: unknown): Position {
  if (value === 'resolved' || value === 'endedUnresolved') return { turn: null, step: value }
  const record = value as Record<string, StepKey>
  if ('cohortTurn' in record) return { turn: 'cohort', step: record.cohortTurn! }
  return { turn: 'challenge', step: record.challengeTurn! }
}

export function stepsOf(turn: Turn): readonly StepKey[] {
  return turn === 'cohort' ? COHORT_STEPS : CHALLENGE_STEPS
}

interface StepInfo {
  name: string
  reminder: string
}

const SHARED: Partial<Record<StepKey, StepInfo>> = {
  rollRemainingDice: {
    name: 'Roll Remaining Dice',
    reminder: 'Every die without an auto result is rolled; the host rolls them and the faces come back here.',
  },
  adjustResults: {
    name: 'Simple Modifiers (Adjust the Results)',
    reminder:
      'Hindering Simple modifiers go on first, then Beneficial ones. A die takes at most one of each side, and a modifier on several dice uses separate dice.',
  },
  disaster: {
    name: 'Disaster',
    reminder: 'A total of -1 or less gives the side that rolled it a temporary Hindering trait, named by the GM, that lasts until the Event ends.',
  },
}

const COHORT_INFO: Record<(typeof COHORT_STEPS)[number], StepInfo> = {
  huddle: {
    name: 'Set the Action (The Huddle)',
    reminder:
      'The players pick the leader and declare what each PC brings, paying trait costs; the GM declares the Challenge traits aimed at the Cohort. Whatever touches this pool is declared now.',
  },
  buildPool: {
    name: 'Add Dice Modifiers (Build the Pool)',
    reminder:
      'Expertise dice for the leader and each assistant, then Hindering and Beneficial Add Dice, then Destiny one for one. The pool stays between 0 and 3 dice per PC.',
  },
  autoResults: {
    name: 'Auto Result Modifiers (Auto Results)',
    reminder: 'Auto results set a die before the roll: Hindering ones first, fresh dice first, lower Beneficial values before higher.',
  },
  rollRemainingDice: SHARED.rollRemainingDice!,
  adjustResults: SHARED.adjustResults!,
  finalResult: {
    name: 'Final Result',
    reminder: '5-6 is a success, 7-8 a critical (2), 9 or more overpowering (3); 0-1 takes one success away, -1 or less two.',
  },
  resolveChallengeDice: {
    name: 'Resolve Challenge Dice',
    reminder: 'Each net success resolves one Challenge die for good. Once every die is resolved, the Challenge is over and takes no turn.',
  },
  tides: {
    name: 'The Tides Shift',
    reminder: 'Unless the threat is Common, criticals add Destiny, botches add Doom, and each overpowering success adds Destiny per PC and one Doom.',
  },
  disaster: SHARED.disaster!,
  actionMovesForward: {
    name: 'The Action Moves Forward',
    reminder: 'Tell what the results look like in the story. If the Challenge still stands, it takes its turn.',
  },
}

const CHALLENGE_INFO: Record<(typeof CHALLENGE_STEPS)[number], StepInfo> = {
  huddle: {
    name: 'Set the Action (The Huddle)',
    reminder: "The leader stays. The Cohort declares traits aimed at the Challenge and the GM the Challenge's own, paying their costs.",
  },
  buildPool: {
    name: 'Challenge Rating (Build the Pool)',
    reminder: 'The Challenge rolls as many dice as its rating; Add Dice never change that.',
  },
  autoResults: {
    name: 'Challenge Threat (Auto Results)',
    reminder: "Each die the Cohort resolved becomes the threat level's auto result; other auto results take the free dice first.",
  },
  rollRemainingDice: SHARED.rollRemainingDice!,
  adjustResults: SHARED.adjustResults!,
  finalResult: {
    name: 'Final Result',
    reminder: 'Scored as on the Cohort turn; a total of -1 or less is a Disaster for the Challenge.',
  },
  applyStress: {
    name: 'Apply Stress',
    reminder: 'Each net success is one Stress, shared among the PCs still standing. Reaching the maximum Stresses a PC Out and gives one Agony.',
  },
  tides: {
    name: 'The Tides',
    reminder: "The Challenge's results never shift Destiny or Doom.",
  },
  disaster: SHARED.disaster!,
  actionMovesForward: {
    name: 'The Action Moves Forward',
    reminder: "Tell what happened to the Cohort; the next round starts with the Cohort's turn.",
  },
}

/** The rule text's name and a short reminder of a step. */
export function stepInfo(at: StepRef): StepInfo & { number: number } {
  const table = (at.turn === 'cohort' ? COHORT_INFO : CHALLENGE_INFO) as Record<string, StepInfo>
  return { ...table[at.step]!, number: stepsOf(at.turn).indexOf(at.step) + 1 }
}

/** The step after this one in the same turn, or null after step 10. */
export function nextStep(at: StepRef): StepKey | null {
  const steps = stepsOf(at.turn)
  return steps[steps.indexOf(at.step) + 1] ?? null
}
