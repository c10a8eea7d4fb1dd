import { describe, expect, it } from 'vitest'
import { seededSource } from '@shared/dice'
import { importSessionLog } from '@shared/log/json'
import { LogEntry } from '@shared/session/entries'
import { SessionLedger } from '@shared/session/ledger'
import { retellSteps } from '@shared/session/retell'
import { systemState } from '@shared/session/state'
import type { RelicsState } from '@shared/systems/relics'
import { HeadlessSession } from '../../../../src/main/session/headless-session'
import { demoCampaign } from '../player/session-script'

const HAGGLE = { sceneId: 'scene-glass-market', eventId: 'event-the-deal', challengeId: 'challenge-haggle' }
const SILVER_TONGUE = 'trait:trait-silver-tongue'
const SCRAP_SAVANT = 'trait:trait-scrap-savant'

/** A session of the demo campaign at the first Huddle of “Haggle”, players allowed unless told. */
async function atHuddle(allowed = true): Promise<HeadlessSession> {
  const session = HeadlessSession.start(demoCampaign(), { dice: seededSource(7) })
  expect(await session.play({ kind: 'start', system: 'relics', request: HAGGLE })).toEqual({ ok: true })
  if (allowed) expect(await session.allowPlayers(true)).toEqual({ ok: true })
  return session
}

const relics = (session: HeadlessSession) => systemState(session.ledger.state, 'relics') as RelicsState
const challenge = (session: HeadlessSession) => relics(session).challenge!.snapshot.context
const lastEntry = (session: HeadlessSession) => session.entries().at(-1)!

describe('a player proposes their traits in a Relics Huddle, and the GM answers (step 1, Set the Action)', () => {
  it('a proposal is a private entry of the player that changes no rule state, and the device sees it waiting', async () => {
    const session = await atHuddle()
    const before = relics(session)
    expect(await session.proposeAsPlayer('pc-vell', 'relics', { picks: [SILVER_TONGUE] })).toEqual({ ok: true })
    expect(lastEntry(session)).toMatchObject({
      kind: 'player.proposed',
      actor: 'players',
      visibility: 'private',
      player: 'pc-vell',
      summary: 'Vell Orin (player) proposes Silver Tongue, spending 1 Destiny.',
    })
    expect(relics(session)).toBe(before)
    expect(session.gmView().proposals).toEqual([
      { seq: lastEntry(session).seq, pc: { id: 'pc-vell', name: 'Vell Orin' }, system: 'relics', summary: expect.stringContaining('Silver Tongue') },
    ])
    expect(session.playerChoices('pc-vell').proposal).toMatchObject({ status: 'waiting' })
    expect(
      session
        .playerView()
        .feed.map((line) => line.text)
        .join('\n'),
    ).not.toContain('Silver Tongue')
  })

  it('confirming takes exactly the steps the GM’s own button takes, marked “(player)”, and one undo takes them back', async () => {
    const byPlayer = await atHuddle()
    const byGm = await atHuddle()
    await byPlayer.proposeAsPlayer('pc-vell', 'relics', { picks: [SILVER_TONGUE] })
    const proposal = lastEntry(byPlayer).seq
    expect(await byPlayer.answerProposal(proposal, true)).toEqual({ ok: true })
    expect(
      await byGm.play({ kind: 'act', system: 'relics', action: { type: 'cohort.activateTrait', pcId: 'pc-vell', traitId: 'trait-silver-tongue' } }),
    ).toEqual({
      ok: true,
    })
    expect(challenge(byPlayer)).toEqual(challenge(byGm))
    expect(challenge(byPlayer).destiny).toBe(1)
    const [answer, step] = byPlayer.entries().slice(-2)
    const gmStep = lastEntry(byGm)
    expect(answer).toMatchObject({ kind: 'player.answered', actor: 'gm', proposal, answer: 'confirmed' })
    expect(step).toMatchObject({ kind: 'run.event', event: gmStep.kind === 'run.event' ? gmStep.event : null, player: 'pc-vell', auto: true })
    expect(step!.summary).toBe(`${gmStep.summary.replace('Vell Orin', 'Vell Orin (player)')}`)
    expect(byPlayer.playerChoices('pc-vell').proposal).toMatchObject({ status: 'confirmed' })

    expect(await byPlayer.play({ kind: 'undo' })).toEqual({ ok: true })
    expect(challenge(byPlayer).destiny).toBe(2)
    expect(byPlayer.playerChoices('pc-vell').proposal).toMatchObject({ status: 'waiting' })
    expect(await byPlayer.play({ kind: 'redo' })).toEqual({ ok: true })
    expect(challenge(byPlayer)).toEqual(challenge(byGm))

    const replayed = SessionLedger.replay(byPlayer.entries())
    expect(replayed.state).toEqual(byPlayer.ledger.state)
    const imported = importSessionLog(byPlayer.export('json', 'gm').content)
    if (!imported.ok) throw new Error(imported.reason)
    expect(imported.ledger.state).toEqual(byPlayer.ledger.state)
    expect(imported.ledger.timeline).toEqual(byPlayer.ledger.timeline)
    const entries = byPlayer.entries().map((e) => LogEntry.parse(e))
    for (const told of retellSteps(entries, { campaign: byPlayer.campaign })) expect(told.retold).toEqual({ summary: told.recorded })
    // The players' copy holds neither the proposal nor the GM's answer.
    expect(byPlayer.export('markdown', 'public').content).not.toContain('proposes')
  })

  it('declining is logged and changes no rule state; a newer proposal replaces the older one still waiting', async () => {
    const session = await atHuddle()
    await session.proposeAsPlayer('pc-ixa', 'relics', { picks: [SCRAP_SAVANT] })
    const older = lastEntry(session).seq
    await session.proposeAsPlayer('pc-ixa', 'relics', { picks: ['trait:trait-steady-hands', SCRAP_SAVANT] })
    const newer = lastEntry(session).seq
    expect(session.gmView().proposals.map((p) => p.seq)).toEqual([newer])
    expect(await session.answerProposal(older, true)).toEqual({
      ok: false,
      code: 'rule_refused',
      reason: 'That proposal is no longer waiting for an answer.',
    })
    const before = relics(session)
    expect(await session.answerProposal(newer, false)).toEqual({ ok: true })
    expect(lastEntry(session)).toMatchObject({ kind: 'player.answered', answer: 'declined', summary: "The GM declines Ixa Marrow's proposal." })
    expect(relics(session)).toEqual(before)
    expect(session.playerChoices('pc-ixa').proposal).toMatchObject({ status: 'declined' })
    expect(session.gmView().proposals).toEqual([])
  })

  it('a proposal left waiting when the Huddle ends lapses', async () => {
    const session = await atHuddle()
    await session.proposeAsPlayer('pc-ixa', 'relics', { picks: [SCRAP_SAVANT] })
    const seq = lastEntry(session).seq
    await session.play({ kind: 'act', system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
    expect(session.playerChoices('pc-ixa').proposal).toMatchObject({ status: 'waiting' })
    expect(await session.play({ kind: 'act', system: 'relics', action: { type: 'step.next' } })).toEqual({ ok: true })
    expect(session.playerChoices('pc-ixa').proposal).toMatchObject({ status: 'lapsed' })
    expect(session.gmView().proposals).toEqual([])
    expect(await session.answerProposal(seq, true)).toMatchObject({ ok: false, reason: 'That proposal is no longer waiting for an answer.' })
  })

  it('is refused and logged as refused off the Huddle, for another PC’s trait, and while the GM does not allow players; nothing changes', async () => {
    const closed = await atHuddle(false)
    expect(await closed.proposeAsPlayer('pc-ixa', 'relics', { picks: [SCRAP_SAVANT] })).toEqual({
      ok: false,
      refused: 'The GM does not let players act from their devices now.',
    })
    expect(lastEntry(closed)).toMatchObject({ kind: 'player.refused', player: 'pc-ixa', command: { kind: 'propose', type: 'proposal' } })

    const session = await atHuddle()
    const before = session.ledger.state
    expect(await session.proposeAsPlayer('pc-ixa', 'relics', { picks: [SILVER_TONGUE] })).toEqual({
      ok: false,
      refused: 'Ixa Marrow has no trait "trait-silver-tongue"',
    })
    expect(lastEntry(session)).toMatchObject({
      kind: 'player.refused',
      summary: 'Ixa Marrow (player) was refused: Ixa Marrow has no trait "trait-silver-tongue"',
    })
    expect(session.ledger.state).toBe(before)
    // A direct step is no player's in Relics: the Cohort proposes, the GM confirms.
    expect(
      await session.actAsPlayer('pc-ixa', { kind: 'act', action: { type: 'cohort.activateTrait', pcId: 'pc-ixa', traitId: 'trait-scrap-savant' } }),
    ).toMatchObject({
      ok: false,
    })

    await session.play({ kind: 'act', system: 'relics', action: { type: 'cohort.chooseLeader', pcId: 'pc-vell' } })
    await session.play({ kind: 'act', system: 'relics', action: { type: 'step.next' } })
    expect(await session.proposeAsPlayer('pc-ixa', 'relics', { picks: [SCRAP_SAVANT] })).toEqual({
      ok: false,
      refused: 'Proposals are made in the Huddle, and the Challenge has moved on from it.',
    })
    expect(session.playerChoices('pc-ixa').choices).toEqual([])
  })

  it('offers each PC of the Cohort their own traits to toggle, with what they cost and what the Destiny pool holds', async () => {
    const session = await atHuddle()
    const [set] = session.playerChoices('pc-vell').choices
    expect(set).toMatchObject({ system: 'relics', headline: 'The Huddle: propose what Vell Orin brings', options: [] })
    expect(set!.form).toEqual({
      kind: 'proposal',
      heading: 'Your traits for this Huddle',
      items: [
        { key: SILVER_TONGUE, label: 'Silver Tongue', detail: expect.stringContaining('costs 1 Destiny'), why: null },
        { key: 'trait:trait-reckless', label: 'Reckless', detail: expect.any(String), why: null },
      ],
      note: 'The Destiny pool holds 2.',
    })
    expect(session.playerChoices('pc-dax').choices[0]!.form!.items.map((item) => item.label)).toEqual([
      'Fusiontech Blaster',
      'Cracked Chassis (Agony)',
    ])
  })
})
