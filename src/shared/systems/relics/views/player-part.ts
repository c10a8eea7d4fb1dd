import { modifierLabel, type Campaign, type Challenge, type Trait } from '../../../campaign'
import type { ChallengeContext, PoolState, Roller } from '../machine/context'
import { poolDiceToRoll, poolFaces, poolResults } from '../machine/current-pool'
import { challengeOutcome } from '../machine/outcome'
import { positionOf, stepInfo, stepsOf, type Position } from '../machine/steps'
import { dieOutcome, type FinalResult } from '../rules/scoring'
import { maxStress } from '../rules/stress'
import type { ActiveChallenge, CohortPcState, RelicsState } from '../session/state'
import { RelicsPlayerPart, type PlayerChallengePart, type PlayerPc, type PlayerRoll, type PlayerTally, type PlayerTrait } from './player-schema'

/** All a display says of a hidden Challenge while it runs. */
export const PREPARING = 'The GM is preparing something'

/** The campaign's traits by id: the one place a trait's `revealed` flag is read from. */
type TraitLibrary = ReadonlyMap<string, Trait>

/** The id a GM trait's activation carries in the machine's turn state. */
const gmActivationId = (traitId: string) => `gm/${traitId}`

/**
 * The traits among `ids` that the GM has revealed, as players see them. The library's flag
 * decides, not a running Challenge's copy, so revealing a trait mid-Challenge shows it at once.
 */
function revealedTraits(ids: readonly string[], library: TraitLibrary, isActive: (id: string) => boolean): PlayerTrait[] {
  return ids.flatMap((id) => {
    const trait = library.get(id)
    if (!trait?.revealed) return []
    return [{ id: trait.id, name: trait.name, shorthand: modifierLabel(trait.side, trait.modifier), active: isActive(trait.id) }]
  })
}

function tally(result: FinalResult): PlayerTally {
  const { successes, criticals, overpowering, botches, majorBotches, net, disaster } = result
  return { successes, criticals, overpowering, botches, majorBotches, net, disaster }
}

/** Whether the turn in progress has its dice down: step 4 is behind it, or step 4's dice are rolled (shown the moment they are). */
function pastTheRoll(at: Position, pool: PoolState): boolean {
  if (at.turn === null) return true
  const steps = stepsOf(at.turn)
  const step = steps.indexOf(at.step)
  const roll = steps.indexOf('rollRemainingDice')
  return step > roll || (step === roll && poolDiceToRoll(pool) === 0)
}

/** RG4: who rolled the Cohort's pool, by the PC's name (the players know their PCs). */
function rolledBy(context: ChallengeContext, roller: Roller | undefined): PlayerRoll['rolledBy'] {
  const pc = roller ? context.cohort.find((p) => p.id === roller.pcId) : undefined
  return roller && pc ? { name: pc.name, consensus: roller.consensus } : null
}

/**
 * The latest roll: the turn in progress once its dice are down (faces, then final values as
 * Simple modifiers land, then step 6's tally), else the last finished turn's final results.
 */
function lastRoll(context: ChallengeContext, at: Position): PlayerRoll | null {
  const { pool, finalResult } = context.current
  if (pool && pastTheRoll(at, pool)) {
    const faces = poolFaces(pool)
    const finals = poolResults(pool)
    return {
      side: pool.owner,
      round: context.round,
      dice: faces.map((face, i) => ({ face, final: finals[i] ?? null, outcome: finals[i] === undefined ? null : dieOutcome(finals[i]) })),
      result: finalResult ? tally(finalResult) : null,
      rolledBy: rolledBy(context, context.current.roller),
    }
  }
  const record = context.history.findLast((turn) => turn.finalResult !== null)
  if (!record?.finalResult) return null
  return {
    side: record.turn,
    round: record.round,
    dice: record.finalResult.results.map((final) => ({ face: null, final, outcome: dieOutcome(final) })),
    result: tally(record.finalResult),
    rolledBy: rolledBy(context, record.roller),
  }
}

function revealedChallengeIds(campaign: Campaign): Set<string> {
  const ids = new Set<string>()
  for (const scene of campaign.scenes) for (const event of scene.events) for (const c of event.challenges) if (c.revealed) ids.add(c.id)
  return ids
}

/**
 * A Challenge the GM has revealed, as players see it: what it is, where it stands, its
 * revealed traits, the Disaster traits born in revealed Challenges, and the latest roll.
 * Names and descriptions come from the campaign item, never from the machine's context,
 * whose copies of traits may still say "hidden" or "revealed" from when it started.
 */
function challengePart(running: ActiveChallenge, item: Challenge, library: TraitLibrary, campaign: Campaign): PlayerChallengePart {
  const { context } = running.snapshot
  const at = positionOf(running.snapshot.value)
  const active = new Set(context.current.activations.map((a) => a.id))
  const ownTraits = context.gmTraits.filter((t) => t.origin === 'challenge').map((t) => t.id)
  const revealedChallenges = revealedChallengeIds(campaign)
  return {
    challenge: {
      id: item.id,
      name: item.name,
      description: item.description,
      type: context.challenge.type,
      threat: context.challenge.threat.name,
      rating: context.challenge.rating,
      resolvedDice: context.resolvedDice,
    },
    status: challengeOutcome(context).status,
    round: context.round,
    turn: at.turn ?? context.history.at(-1)?.turn ?? null,
    step: at.turn === null ? null : (({ number, name }) => ({ number, name }))(stepInfo(at)),
    traits: revealedTraits(ownTraits, library, (id) => active.has(gmActivationId(id))),
    disasterTraits: context.disasterTraits
      .filter((d) => revealedChallenges.has(d.challengeId))
      .map((d) => ({ id: d.id, name: d.name, shorthand: modifierLabel('hindering', d.modifier), side: d.actingSide })),
    lastRoll: lastRoll(context, at),
    part: context.part?.name ?? null,
    splitOff: (context.splitOff ?? []).map(({ name, rating, resolvedDice }) => ({ name, rating, resolvedDice })),
  }
}

/** Rulings 10-12: each PC's Stress against the maximum their infused relics leave them. */
function cohortView(campaign: Campaign, live: (id: string) => CohortPcState | undefined, leaderId: string | null): PlayerPc[] {
  const infused = new Map<string, number>()
  for (const relic of campaign.relics) if (relic.infusedBy && !relic.destroyed) infused.set(relic.infusedBy, (infused.get(relic.infusedBy) ?? 0) + 1)
  return campaign.characters.map((pc) => {
    const now = live(pc.id) ?? pc
    return {
      id: pc.id,
      name: pc.name,
      stress: now.stress,
      maxStress: maxStress({ infusedRelics: infused.get(pc.id) ?? 0 }),
      stressedOut: now.stressedOut,
      outOfGame: now.outOfGame,
      agony: now.agony.map((a) => a.name),
      leader: pc.id === leaderId,
    }
  })
}

function findChallenge(campaign: Campaign, running: ActiveChallenge): Challenge | undefined {
  const scene = campaign.scenes.find((s) => s.id === running.sceneId)
  return scene?.events.find((e) => e.id === running.eventId)?.challenges.find((c) => c.id === running.challengeId)
}

function headline(state: RelicsState, hidden: boolean, shown: PlayerChallengePart | null): string | null {
  if (hidden) return PREPARING
  if (shown?.status === 'running') return 'Challenge under way'
  if (shown?.status === 'resolved') return 'Challenge resolved'
  if (shown) return 'Challenge ended unresolved'
  if (state.recoveryDue) return 'End of the scene: the Cohort recovers'
  return null
}

/** The Cohort and the pools the players have on screen now, if that is this campaign's Cohort. */
function onScreen(shown: unknown, campaign: Campaign): Pick<RelicsPlayerPart, 'pools' | 'cohort'> | null {
  const parsed = RelicsPlayerPart.safeParse(shown)
  if (!parsed.success) return null
  const { cohort, pools } = parsed.data
  const ids = campaign.characters.map((pc) => pc.id)
  return cohort.length === ids.length && cohort.every((pc, i) => pc.id === ids[i]) ? { cohort, pools } : null
}

/**
 * Relics of the Moon on the player display, from an allowlist of what the GM revealed and
 * what the players already know (their PCs, Destiny, Doom when the campaign setting shows
 * it). A hidden Challenge shows only that something is being prepared: no name, step, round
 * or dice, and the Cohort and pools as the players last saw them (as they stood before it,
 * or, when the GM hides it again after showing it, as it left them then): nothing moves on
 * screen while the players may not see why.
 */
export function relicsPlayerPart(
  state: RelicsState,
  { campaign, shown: onScreenNow }: { campaign: Campaign; shown?: unknown },
): { headline: string | null; stage: boolean; part: RelicsPlayerPart } {
  const running = state.challenge
  const item = running ? findChallenge(campaign, running) : undefined
  const shown = running && item?.revealed ? running : null
  const hidden = running !== null && shown === null
  const frozen = running && hidden ? running.before : null
  const library: TraitLibrary = new Map(campaign.traits.map((trait) => [trait.id, trait]))
  const scene = running ? campaign.scenes.find((s) => s.id === running.sceneId) : undefined
  const event = running ? scene?.events.find((e) => e.id === running.eventId) : undefined
  const context = shown?.snapshot.context
  const active = new Set(context?.current.activations.map((a) => a.id))
  const challenge = shown && item ? challengePart(shown, item, library, campaign) : null
  const pools = frozen?.pools ?? state.cohort.pools
  const seen = hidden ? onScreen(onScreenNow, campaign) : null
  const showDoom = campaign.settings.showDoomToPlayers
  return {
    headline: headline(state, hidden, challenge),
    stage: challenge !== null,
    part: {
      challenge,
      event: event?.revealed
        ? {
            id: event.id,
            name: event.name,
            description: event.description,
            traits: revealedTraits(event.traitIds, library, (id) => active.has(gmActivationId(id))),
          }
        : null,
      pools: seen
        ? { destiny: seen.pools.destiny, doom: showDoom ? (seen.pools.doom ?? pools.doom) : null }
        : { destiny: pools.destiny, doom: showDoom ? pools.doom : null },
      // A hidden Challenge has no leader on screen.
      cohort: seen
        ? seen.cohort.map((pc) => ({ ...pc, leader: false }))
        : cohortView(campaign, (id) => frozen?.characters[id] ?? state.cohort.characters[id], context?.leaderId ?? null),
    },
  }
}
