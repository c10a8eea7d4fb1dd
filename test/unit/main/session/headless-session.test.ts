import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { seededSource, type RandomSource } from '@shared/dice'
import type { Envelope } from '@shared/ipc/errors'
import { HeadlessSession, type Outcome, type SessionMove } from '../../../../src/main/session/headless-session'
import type { ConformanceKit } from '../../../conformance/kit'
import { actionPointsKit } from '../../../conformance/kits/action-points'
import { escalationKit } from '../../../conformance/kits/escalation'
import { relicsKit } from '../../../conformance/kits/relics'
import { zonesKit } from '../../../conformance/kits/zones'
import type { Started } from '../../../support/services'
import { servicesEachTest } from '../../../support/services-each-test'
import { demoCampaign } from '../player/session-script'
import { coinFlipKit } from '../../../toy/coin-flip/kit'

const { start } = servicesEachTest()

/** One evening for both: the clock the console's services and the headless session stamp with. */
const EVENING = () => new Date(Date.UTC(2026, 2, 14, 20, 0))
const SEED = 11
const MOVES = 40

/** The console's request for a move: its channel and payload, as a GM window sends them. */
function requestOf(move: SessionMove): { channel: string; payload: unknown } {
  switch (move.kind) {
    case 'start':
      return { channel: 'run.start', payload: { system: move.system, request: move.request } }
    case 'act':
      return { channel: 'run.act', payload: { system: move.system, action: move.action, passSteps: move.passSteps } }
    case 'roll':
      return { channel: 'run.roll', payload: { system: move.system, roll: move.roll, passSteps: move.passSteps } }
    case 'close':
      return { channel: 'run.close', payload: {} }
    case 'undo':
    case 'redo':
      return { channel: `session.${move.kind}`, payload: {} }
    case 'note':
      return { channel: 'session.note', payload: { text: move.text, private: move.private } }
  }
}

const outcomeOf = (answer: Envelope<unknown>): Outcome =>
  answer.ok ? { ok: true } : { ok: false, code: answer.error.code, reason: answer.error.message }

/** The GM's next move where the session stands: mostly the system's own (the pace at random), sometimes undo, redo or a note. */
function nextMove(kit: ConformanceKit, session: HeadlessSession, pick: RandomSource): SessionMove | null {
  const roll = pick.face(16)
  if (roll === 14) return { kind: 'undo' }
  if (roll === 15) return { kind: 'redo' }
  if (roll === 16) return { kind: 'note', private: pick.face(2) === 1, text: '  The dust settles.  ' }
  const moves = kit.moves(session.ledger.state, session.campaign)
  const forward = moves.filter((m) => kit.isProgress(m))
  const from = forward.length > 0 && pick.face(3) > 1 ? forward : moves
  if (from.length === 0) return null
  const move = from[pick.face(from.length) - 1]!
  return move.kind === 'act' || move.kind === 'roll' ? { ...move, passSteps: pick.face(2) === 1 } : move
}

/** Lets the player display make the view it owes: the host builds it once the answer is out. */
const playerDisplayCatchesUp = () => new Promise((done) => setImmediate(done))

/** The console's services and a headless session of the same campaign, the same dice and the same clock. */
async function twins(campaign: Campaign): Promise<{ services: Started['services']; headless: HeadlessSession }> {
  const started = await start({ seed: SEED, now: EVENING })
  writeFileSync(join(started.dataDir, 'twins.json'), JSON.stringify(campaign))
  await started.call('campaign.open', { file: 'twins.json' })
  await started.call('session.start', { name: 'Twin night' })
  const { services } = started
  const headless = HeadlessSession.start(services.campaigns.require().data, {
    dice: seededSource(SEED),
    now: EVENING,
    name: 'Twin night',
    sessionId: services.session.ledger!.state.sessionId,
  })
  return { services, headless }
}

const KITS = [relicsKit, escalationKit, zonesKit, actionPointsKit, coinFlipKit]

describe('a headless session makes the very entries the console makes for the same requests', () => {
  it.each(KITS.map((kit) => [kit.system.name, kit] as const))(
    '%s: moves, paces, undo, redo and notes give the same entries, refusals, views, campaign and exports',
    async (_name, kit) => {
      kit.register?.()
      const [campaign] = fc.sample(kit.campaign, { seed: SEED, numRuns: 1 }) as [Campaign]
      const { services, headless } = await twins(campaign)
      const pick = seededSource(SEED)
      let refused = 0
      for (let n = 0; n < MOVES; n++) {
        const move = nextMove(kit, headless, pick)
        if (!move) break
        const { channel, payload } = requestOf(move)
        const real = outcomeOf(await services.request('gm', channel, payload))
        await services.session.flush()
        await playerDisplayCatchesUp()
        expect(await headless.play(move), `${channel} ${JSON.stringify(payload)}`).toEqual(real)
        if (!real.ok) refused += 1
        expect(headless.entries()).toEqual(services.session.ledger!.all())
        expect(headless.playerView()).toEqual(services.player.view())
      }
      expect(headless.ledger.seq).toBeGreaterThan(MOVES / 4)
      expect(refused).toBeLessThan(MOVES)
      expect(headless.gmView()).toEqual(services.session.view())
      const written = services.campaigns.require().data
      expect({ pools: headless.campaign.pools, characters: headless.campaign.characters }).toEqual({
        pools: written.pools,
        characters: written.characters,
      })
      for (const format of ['markdown', 'html', 'json'] as const)
        for (const audience of ['gm', 'public'] as const) {
          const answer = await services.request('gm', 'session.export', { format, audience })
          if (!answer.ok) throw new Error(answer.error.message)
          expect(headless.export(format, audience, services.sessionLog.timeZone).content).toBe((answer.result as { content: string }).content)
        }
    },
  )

  it('the pace: with passSteps the console’s own steps are logged after the GM’s, marked auto, and one undo takes them all back', async () => {
    const { services, headless } = await twins(demoCampaign())
    const moves: SessionMove[] = [
      { kind: 'start', system: 'relics', request: { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-haggle' } },
      { kind: 'act', system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' }, passSteps: true },
      { kind: 'act', system: 'relics', action: { type: 'step.next' }, passSteps: true },
      { kind: 'act', system: 'relics', action: { type: 'step.next' }, passSteps: true },
    ]
    for (const move of moves) {
      const { channel, payload } = requestOf(move)
      expect(outcomeOf(await services.request('gm', channel, payload))).toEqual({ ok: true })
      expect(await headless.play(move)).toEqual({ ok: true })
    }
    const auto = headless.entries().filter((e) => e.kind === 'run.event' && e.auto)
    expect(auto.length).toBeGreaterThan(3)
    expect(auto.every((e) => e.actor === 'console')).toBe(true)
    const group = headless.ledger.undoGroup
    expect(group.length).toBe(auto.length + 1)
    await services.request('gm', 'session.undo', {})
    expect(await headless.play({ kind: 'undo' })).toEqual({ ok: true })
    expect(
      headless
        .entries()
        .slice(-group.length)
        .map((e) => (e.kind === 'undo' ? e.target : null)),
    ).toEqual(group)
    expect(headless.entries()).toEqual(services.session.ledger!.all())
  })
})

describe('a headless session on its own', () => {
  it('stamps entries with its clock, a minute apart by default, and exports through the log exporters', async () => {
    const session = HeadlessSession.start(demoCampaign(), { dice: seededSource(1) })
    expect(await session.play({ kind: 'note', private: false, text: 'The caravan sets out.' })).toEqual({ ok: true })
    expect(await session.play({ kind: 'note', private: true, text: 'SECRET the guide lies.' })).toEqual({ ok: true })
    expect(session.entries().map((e) => e.at)).toEqual(['2026-01-01T19:00:00.000Z', '2026-01-01T19:01:00.000Z', '2026-01-01T19:02:00.000Z'])
    const players = session.export('markdown', 'public')
    expect(players.content).toContain('The caravan sets out.')
    expect(players.content).not.toContain('SECRET')
    expect(session.export('json', 'gm').mimeType).toBe('application/json')
    expect(session.playerView().feed.map((line) => line.text)).toContain('The caravan sets out.')
  })

  it('a refusal comes back in words with its code and logs nothing; a bad payload is refused as the contract reads it', async () => {
    const session = HeadlessSession.start(demoCampaign(), { dice: seededSource(1) })
    expect(await session.play({ kind: 'undo' })).toEqual({
      ok: false,
      code: 'rule_refused',
      reason: 'Nothing to undo: this is the start of the session.',
    })
    expect(await session.play({ kind: 'close' })).toEqual({ ok: false, code: 'rule_refused', reason: 'Nothing is open to close.' })
    expect(await session.play({ kind: 'note', private: false, text: '   ' })).toMatchObject({ ok: false, code: 'invalid_payload' })
    expect(session.ledger.seq).toBe(1)
  })

  it('blanking the players’ screen leaves the campaign name alone on it', async () => {
    const session = HeadlessSession.start(demoCampaign(), { dice: seededSource(1) })
    session.setBlank(true)
    expect(session.playerView()).toMatchObject({ blank: true, campaignName: session.campaign.name, parts: [], feed: [] })
  })
})
