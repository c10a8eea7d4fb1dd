import { z } from 'zod'
import type { Campaign } from '@shared/campaign'
import type { RuleSystem, StepText, SystemContext, SystemStep } from '@shared/systems/rule-system'
import { forAll } from '@shared/systems/step-text'

/*
 * A coin-flip contest: the smallest rule system that still has what a real one has, so the
 * tests can prove the seam carries any system. A run is a contest in a scene, first side to
 * `target` points wins. A side calls heads or tails; the host flips the coin (its "dice");
 * whoever the coin agrees with scores. A side may concede. Defined only here, under test/:
 * no core file names it.
 */

const Side = z.enum(['players', 'gm'])
type Side = z.infer<typeof Side>
const Face = z.enum(['heads', 'tails'])
type Face = z.infer<typeof Face>
const Id = z.string().min(1).max(64)

export const CoinEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('coin.call'), side: Side, call: Face }),
  z.strictObject({ type: z.literal('coin.flipped'), face: Face }),
  z.strictObject({ type: z.literal('contest.concede'), side: Side }),
])
export type CoinEvent = z.infer<typeof CoinEvent>
export const CoinAction = z.discriminatedUnion('type', [CoinEvent.options[0], CoinEvent.options[2]])
export const CoinRoll = z.strictObject({ type: z.literal('flip') })
export const CoinRequest = z.strictObject({ sceneId: Id, target: z.number().int().min(1).max(5) })
export type CoinRequest = z.infer<typeof CoinRequest>
export const CoinStart = z.strictObject({ target: z.number().int().min(1).max(5) })
export type CoinStart = z.infer<typeof CoinStart>

interface Contest {
  run: string
  sceneId: string | null
  target: number
  score: Record<Side, number>
  called: { side: Side; call: Face } | null
  flips: number
  lastFlip: Face | null
  winner: Side | null
}

export interface CoinState {
  /** Contests won in this session, by side. */
  won: Record<Side, number>
  contest: Contest | null
}

const other = (side: Side): Side => (side === 'players' ? 'gm' : 'players')
const word = (side: Side) => (side === 'players' ? 'the players' : 'the GM')

export const CoinPlayerPart = z.strictObject({
  scene: z.string().nullable(),
  score: z.strictObject({ players: z.number(), gm: z.number() }),
  target: z.number(),
  lastFlip: Face.nullable(),
  winner: Side.nullable(),
})

function sceneOf(campaign: Campaign | null, sceneId: string | null) {
  return campaign?.scenes.find((s) => s.id === sceneId)
}

function whyRefused(state: CoinState, step: SystemStep<CoinEvent, CoinStart>): string | null {
  const contest = state.contest
  if (step.kind === 'start') return contest ? 'A contest is on already.' : null
  if (!contest) return 'No contest is on: start one in a scene.'
  if (step.kind === 'close') return contest.winner ? null : 'The contest is still on: concede it first.'
  if (contest.winner) return `The contest is over: ${word(contest.winner)} won.`
  const { event } = step
  if (event.type === 'coin.call' && contest.called) return `${word(contest.called.side)} called ${contest.called.call} already: flip the coin.`
  if (event.type === 'coin.flipped' && !contest.called) return 'Call heads or tails first.'
  return null
}

function scoreFlip(contest: Contest, face: Face): Contest {
  const called = contest.called!
  const scorer = face === called.call ? called.side : other(called.side)
  const score = { ...contest.score, [scorer]: contest.score[scorer] + 1 }
  return { ...contest, score, called: null, flips: contest.flips + 1, lastFlip: face, winner: score[scorer] >= contest.target ? scorer : null }
}

function apply(state: CoinState, step: SystemStep<CoinEvent, CoinStart>): CoinState {
  if (step.kind === 'start')
    return {
      ...state,
      contest: {
        run: step.run.id,
        sceneId: step.run.sceneId,
        target: step.start.target,
        score: { players: 0, gm: 0 },
        called: null,
        flips: 0,
        lastFlip: null,
        winner: null,
      },
    }
  if (step.kind === 'close') return { ...state, contest: null }
  const contest = state.contest!
  const event = step.event
  const next: Contest =
    event.type === 'coin.call'
      ? { ...contest, called: { side: event.side, call: event.call } }
      : event.type === 'coin.flipped'
        ? scoreFlip(contest, event.face)
        : { ...contest, winner: other(event.side) }
  const won = next.winner && !contest.winner ? { ...state.won, [next.winner]: state.won[next.winner] + 1 } : state.won
  return { won, contest: next }
}

/** How a step reads: for the GM, and the same or fewer numbers for the players. */
function words(step: SystemStep<CoinEvent, CoinStart>, state: CoinState): StepText {
  if (step.kind === 'start') return forAll(`A coin-flip contest to ${step.start.target} starts.`)
  if (step.kind === 'close') return forAll('The contest is over and put away.')
  const event = step.event
  if (event.type === 'coin.call') return forAll(`${word(event.side)} call ${event.call}.`)
  if (event.type === 'contest.concede') return forAll(`${word(event.side)} concede the contest.`)
  const after = scoreFlip(state.contest!, event.face)
  const scorer = after.score.players > state.contest!.score.players ? 'players' : 'gm'
  return {
    gm: `The coin shows ${event.face}: ${word(scorer)} score (${after.score.players}–${after.score.gm}).`,
    players: `The coin shows ${event.face}: ${word(scorer)} score.`,
  }
}

/** The log's lines: the players have theirs only for a contest in a scene they have been shown. */
function describe(step: SystemStep<CoinEvent, CoinStart>, state: CoinState, context: SystemContext): StepText {
  const text = words(step, state)
  const sceneId = step.kind === 'start' ? step.run.sceneId : (state.contest?.sceneId ?? null)
  return sceneOf(context.campaign, sceneId)?.revealed ? text : { gm: text.gm }
}

export const coinFlipSystem = {
  id: 'coinFlip',
  name: 'Coin-flip contest',
  runNoun: 'contest',
  playersWord: 'Players',
  format: { version: 1, rules: 1 },
  session: { begin: z.strictObject({}), beginFrom: () => ({}), initial: () => ({ won: { players: 0, gm: 0 }, contest: null }) },
  runs: {
    request: CoinRequest,
    start: CoinStart,
    plan(request, state, { campaign }) {
      if (state.contest) return { refused: 'A contest is on already.' }
      const scene = sceneOf(campaign, request.sceneId)
      if (!scene) return { refused: `There is no scene “${request.sceneId}”.` }
      return {
        start: { target: request.target },
        sceneId: scene.id,
        item: scene.id,
        visibility: scene.revealed ? 'public' : 'private',
        summary: `A coin-flip contest to ${request.target} starts.`,
      }
    },
    title: (start) => ({ name: 'Coin-flip contest', detail: `first to ${start.target}` }),
  },
  events: CoinEvent,
  actions: CoinAction,
  rolls: CoinRoll,
  hostEvents: ['coin.flipped'],
  whyRefused,
  apply,
  running: (state) =>
    state.contest
      ? {
          id: state.contest.run,
          place: { round: state.contest.flips + 1, turn: state.contest.called?.side ?? null, step: state.contest.called ? 'flip' : 'call' },
          over: state.contest.winner !== null,
        }
      : null,
  placeLabel: (place) => (place.step === 'flip' ? 'Flip the coin' : place.step === 'call' ? 'Call it' : null),
  describe,
  actor: (event) => (event.type === 'coin.flipped' ? 'console' : event.side),
  mentions: () => [],
  dice: (event) => (event.type === 'coin.flipped' ? [event.face === 'heads' ? 1 : 2] : null),
  narrative: () => null,
  quiet: () => false,
  logFilters: [{ id: 'rolls', label: 'Dice rolls', kinds: ['coin.flipped'] }],
  gmView: (state) => state,
  placeDetail: () => null,
  playerPart(state, { campaign }) {
    const contest = state.contest
    if (!contest) return null
    const scene = sceneOf(campaign, contest.sceneId)
    return {
      headline: scene?.revealed ? (contest.winner ? 'The contest is decided' : 'A coin-flip contest') : null,
      stage: false,
      part: scene?.revealed
        ? { scene: scene.name, score: contest.score, target: contest.target, lastFlip: contest.lastFlip, winner: contest.winner }
        : { scene: null, score: { players: 0, gm: 0 }, target: 0, lastFlip: null, winner: null },
    }
  },
  playerPartSchema: CoinPlayerPart,
  known: () => [],
  items: (campaign) =>
    campaign.scenes.map((scene) => ({ id: scene.id, name: scene.name, where: 'Scene', sceneId: scene.id, revealed: scene.revealed })),
  hiddenIds: () => [],
} satisfies RuleSystem<CoinState, CoinEvent, CoinStart, CoinRequest, z.infer<typeof CoinAction>, Record<string, never>, z.infer<typeof CoinRoll>>
