import { IpcError } from '@shared/ipc/errors'
import { describeChallengeEvent } from '@shared/log/describe'
import type { LogEntry } from '@shared/log/entries'
import type { SessionView } from '@shared/session/view'
import { charactersNow, liveSnapshot, type ActiveChallenge } from '@shared/session/state'
import {
  challengeInputFrom,
  challengeView,
  positionOf,
  scoreResults,
  stallionTestRecovery,
  setValueRecovery,
  whyRecoveryRefused,
  whyRefused,
  type ChallengeEvent,
} from '@shared/systems/relics'
import type { SessionHost } from './session-host'

/** Who acts, read from the event's name: `cohort.*` the players, `pool.rolled` the dice. */
function actorOf(event: ChallengeEvent): LogEntry['actor'] {
  if (event.type.startsWith('cohort.') || event.type === 'stress.distribute') return 'cohort'
  if (event.type === 'pool.rolled') return 'console'
  return 'gm'
}

function refuse(reason: string): never {
  throw new IpcError('rule_refused', reason)
}

/**
 * The Relics of the Moon commands of a session: start a Challenge from campaign items, send
 * it the GM's and the players' events (the machine's own guard says why one is refused),
 * roll its dice, close it, and recover at the end of a scene.
 */
export class RelicsActions {
  constructor(private readonly host: SessionHost) {}

  private state() {
    return this.host.require().ledger.state
  }

  /**
   * A rolled Stallion test is the Cohort's choice made (ruling 14): the Stress it recovered
   * is shared before another roll, the set value instead, or the next Challenge.
   */
  private refuseWhileTestWaits(): void {
    if (this.state().recoveryRoll) refuse('The Stallion test is rolled: share the recovered Stress first.')
  }

  async startChallenge(request: { sceneId: string; eventId: string; challengeId: string; cohortIds?: string[] }): Promise<SessionView> {
    await this.host.flush()
    // Checked after the wait: another command may have been committed meanwhile.
    const state = this.state()
    if (state.challenge) refuse(`“${state.challenge.snapshot.context.challenge.name}” is still open: close it first.`)
    this.refuseWhileTestWaits()
    const campaign = this.host.campaignData()
    const scene = campaign.scenes.find((s) => s.id === request.sceneId) ?? refuse(`There is no scene “${request.sceneId}”.`)
    const event = scene.events.find((e) => e.id === request.eventId) ?? refuse(`The scene has no event “${request.eventId}”.`)
    const challenge = event.challenges.find((c) => c.id === request.challengeId) ?? refuse(`The event has no Challenge “${request.challengeId}”.`)
    const input = challengeInputFrom({
      challenge,
      eventTraitIds: event.traitIds,
      traits: campaign.traits,
      characters: campaign.characters,
      cohortIds: request.cohortIds,
      relics: campaign.relics,
      settings: campaign.settings,
      pools: campaign.pools,
      disasterTraits: state.disasterTraits[event.id] ?? [],
    })
    if (!input.ok) refuse(input.reason)
    return this.host.commit({
      kind: 'challenge.started',
      actor: 'gm',
      visibility: challenge.revealed ? 'public' : 'private',
      summary: `Challenge “${challenge.name}” starts (${challenge.threat} ${challenge.rating}).`,
      sceneId: scene.id,
      eventId: event.id,
      challengeId: challenge.id,
      input: input.value,
    })
  }

  /**
   * Whether a Challenge of the running one's Event is revealed now. Looked up through the
   * Scene and Event it runs in, so the per-event cost does not grow with the campaign.
   */
  private isRevealed(running: ActiveChallenge, challengeId: string): boolean {
    const scene = this.host.campaignData().scenes.find((s) => s.id === running.sceneId)
    const event = scene?.events.find((e) => e.id === running.eventId)
    return event?.challenges.some((c) => c.id === challengeId && c.revealed) ?? false
  }

  /**
   * Whether players may read a log entry about this event: never while the Challenge is
   * hidden, never for a hidden Challenge trait or a Disaster trait born in a hidden Challenge,
   * never for the GM's dice overrides.
   */
  private visibilityOf(event: ChallengeEvent, challenge: ActiveChallenge): LogEntry['visibility'] {
    const campaign = this.host.campaignData()
    const revealed = (id: string) => this.isRevealed(challenge, id)
    if (!revealed(challenge.challengeId) || event.type === 'gm.overrideContribution') return 'private'
    if ('traitId' in event) {
      const { gmTraits, disasterTraits } = challenge.snapshot.context
      const trait = gmTraits.find((t) => t.id === event.traitId)
      // Hidden when the Challenge started, or hidden by the GM since.
      if (trait && (!trait.revealed || !campaign.traits.find((t) => t.id === trait.id)?.revealed)) return 'private'
      // A Disaster trait born in a hidden Challenge of the same Event keeps its name secret.
      const disaster = disasterTraits.find((d) => d.id === event.traitId)
      if (disaster && !revealed(disaster.challengeId)) return 'private'
    }
    return 'public'
  }

  /** One event of the running Challenge, refused with the machine's reason when the rules say no. */
  act(event: ChallengeEvent): SessionView {
    const challenge = this.state().challenge ?? refuse('No Challenge is running: start one from a scene.')
    const snapshot = liveSnapshot(challenge)
    const reason = whyRefused(snapshot, event)
    if (reason) refuse(reason)
    return this.host.commit({
      kind: 'challenge.event',
      actor: actorOf(event),
      visibility: this.visibilityOf(event, challenge),
      summary: describeChallengeEvent(event, snapshot.context, positionOf(snapshot.value)),
      event,
    })
  }

  /** Roll Remaining Dice: the host rolls every die without an auto result. */
  roll(): SessionView {
    const challenge = this.state().challenge ?? refuse('No Challenge is running.')
    const view = challengeView(challenge.snapshot)
    if (view.step?.key !== 'rollRemainingDice') refuse('Dice are rolled in step 4, Roll Remaining Dice.')
    return this.act({ type: 'pool.rolled', values: this.host.roll(view.pool?.diceToRoll ?? 0) })
  }

  /** Leaves a finished Challenge; a running one must be ended (unresolved) first. */
  close(): SessionView {
    const challenge = this.state().challenge ?? refuse('No Challenge is open.')
    if (positionOf(challenge.snapshot.value).turn !== null) refuse('The Challenge is still running: end it first (it will end unresolved).')
    const revealed = this.isRevealed(challenge, challenge.challengeId)
    return this.host.commit({ kind: 'challenge.closed', actor: 'gm', visibility: revealed ? 'public' : 'private', summary: `Challenge “${challenge.snapshot.context.challenge.name}” closed.` })
  }

  /** End of scene, Stallion test (ruling 13-14): a single-round pool the host rolls. */
  rollRecoveryTest(dice: number): SessionView {
    const state = this.state()
    if (state.challenge) refuse('Close the Challenge before recovering at the end of the scene.')
    this.refuseWhileTestWaits()
    const values = this.host.roll(dice)
    const recovered = stallionTestRecovery(scoreResults(values))
    return this.host.commit({
      kind: 'recovery.rolled',
      actor: 'console',
      visibility: 'public',
      summary: `Stallion test: rolled ${values.join(', ')}; ${recovered} Stress recovered.`,
      sceneId: state.sceneId,
      dice: values,
      recovered,
    })
  }

  /** End of scene (ruling 14): shares the recovered Stress, plus extended downtime if taken. */
  recover(request: { method: 'setValue' | 'test' | 'none'; allocations: Record<string, number>; extendedDowntime: boolean }): SessionView {
    const state = this.state()
    if (state.challenge) refuse('Close the Challenge before recovering at the end of the scene.')
    if (request.method !== 'test') this.refuseWhileTestWaits()
    const campaign = this.host.campaignData()
    const pcs = charactersNow(campaign.characters, state.cohort)
    const recovered =
      request.method === 'setValue'
        ? setValueRecovery(pcs, campaign.settings)
        : request.method === 'test'
          ? (state.recoveryRoll ?? refuse('Roll the Stallion test first.')).recovered
          : 0
    const reason = whyRecoveryRefused(pcs, recovered, request.allocations)
    if (reason) refuse(reason)
    const downtime = request.extendedDowntime ? campaign.settings.extendedDowntimeRecovery : 0
    const names = Object.entries(request.allocations)
      .filter(([, n]) => n > 0)
      .map(([id, n]) => `${pcs.find((pc) => pc.id === id)?.name ?? id} ${n}`)
    return this.host.commit({
      kind: 'scene.recovered',
      actor: 'gm',
      visibility: 'public',
      summary: `End of scene: ${recovered} Stress recovered (${names.join(', ') || 'nobody'})${downtime ? `; extended downtime: ${downtime} more each` : ''}.`,
      sceneId: state.sceneId,
      method: request.method,
      recovered,
      allocations: request.allocations,
      downtime,
    })
  }
}
