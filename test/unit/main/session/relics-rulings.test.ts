import { afterEach, describe, expect, it } from 'vitest'
import type { Trait } from '@shared/campaign'
import type { SessionView } from '@shared/session/view'
import { startServices } from '../../../support/services'
import { DEMO_PLACE } from '../../shared/log/support/session-moves'
import { relicsPart, relicsView } from '../../../support/relics'

/*
 * Relics rulings RG1-RG5 through the real session host, on a temp folder with seeded dice:
 * every new step is logged in words for the GM and the players, undone exactly, exported,
 * and shown on the player display only as far as the GM has revealed it.
 *
 * Seed 20 rolls 3, 6, 2 for the Cohort's three dice of the haggle (Vell leads, the others
 * bring nothing): Dax's Fusiontech Blaster, fired after the roll, makes the 6 a 7, a critical
 * that resolves 2 of the 3 dice. Quicksand takes both back when they are resolved, so the
 * Challenge rolls its three dice free: 4, 3, 6, one success and one Stress.
 */
const SEED = 20

type Running = Awaited<ReturnType<typeof startServices>>
const running: Running[] = []
afterEach(async () => {
  for (const r of running.splice(0)) {
    await r.services.close()
    await r.cleanup()
  }
})

const QUICKSAND: Trait = {
  id: 'trait-quicksand',
  name: 'Quicksand',
  description: 'Ground won is swallowed again.',
  side: 'beneficial',
  target: 'own',
  modifier: null,
  cost: { pool: 'none', amount: 0 },
  trigger: 'diceResolved',
  resolvedDice: { kind: 'unresolve', dice: 2 },
  revealed: true,
  gmNotes: '',
}

/** The demo with Quicksand on the haggle and Dax's Fusiontech Blaster firing after the roll (RG1, RG3), a session started. */
async function prepared(): Promise<Running> {
  const started = await startServices({ seed: SEED })
  running.push(started)
  const { call, services } = started
  const campaign = services.campaigns.require().data
  await call('prep.upsert', { kind: 'trait', item: QUICKSAND })
  const blaster = campaign.traits.find((t) => t.id === 'trait-fusiontech-blaster')!
  await call('prep.upsert', { kind: 'trait', item: { ...blaster, trigger: 'afterRoll' } })
  const scene = structuredClone(services.campaigns.require().data.scenes.find((s) => s.id === DEMO_PLACE.sceneId)!)
  scene.events[0]!.challenges.find((c) => c.id === 'challenge-haggle')!.traitIds.push(QUICKSAND.id)
  await call('prep.upsert', { kind: 'scene', item: scene })
  await call('session.start', { name: 'Rulings night' })
  return started
}

const act = (call: Running['call'], action: unknown): Promise<SessionView> => call('run.act', { system: 'relics', action })
const next = (call: Running['call'], times = 1) =>
  Array.from({ length: times }).reduce<Promise<unknown>>((p) => p.then(() => act(call, { type: 'step.next' })), Promise.resolve())

/** A session export's text. */
async function exported(call: Running['call'], payload: { format: 'markdown'; audience: 'gm' | 'public' }): Promise<{ content: string }> {
  return call('session.export', payload)
}

/** What the log says for the GM of the latest event of this type (undo and redo entries aside). */
function said(started: Running, type: string): string | undefined {
  return started.services.session.ledger!.all().findLast((e) => e.kind === 'run.event' && e.event.type === type)?.summary
}

async function undoRestores(started: Running, step: () => Promise<unknown>): Promise<void> {
  const before = JSON.stringify(started.services.session.ledger!.state)
  await step()
  expect(JSON.stringify(started.services.session.ledger!.state)).not.toBe(before)
  await started.call('session.undo')
  expect(JSON.stringify(started.services.session.ledger!.state)).toBe(before)
  await started.call('session.redo')
}

describe('Relics rulings through the session host', () => {
  it('RG4, RG3, RG1 and RG5 in one haggle: who rolls, a trait fired after the roll, resolved dice taken back, the leader sharing the Stress; each logged and undone', async () => {
    const started = await prepared()
    const { call } = started
    await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
    await act(call, { type: 'cohort.chooseLeader', pcId: 'pc-vell' })
    await next(call, 3)

    // RG4: Ixa's player rolls, as the Cohort agreed; the roll says so.
    await undoRestores(started, () => act(call, { type: 'cohort.chooseRoller', pcId: 'pc-ixa', consensus: true }))
    await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
    expect(said(started, 'cohort.chooseRoller')).toBe("By consensus, Ixa Marrow's player rolls the Cohort's pool.")
    expect(said(started, 'pool.rolled')).toBe("Rolled 3, 6, 2 (by Ixa Marrow's player).")

    // RG3: after the roll, the prompt offers Dax's Fusiontech Blaster; fired, it joins the pool.
    await next(call)
    expect(relicsPart(started.services.player.view()).challenge?.lastRoll?.rolledBy).toEqual({ name: 'Ixa Marrow', consensus: true })
    let view = relicsView(await call('session.current')).challenge!
    expect(view.prompt?.actions.filter((a) => a.allowed).map((a) => a.label)).toEqual(['Fire Dax-7: Fusiontech Blaster'])
    await undoRestores(started, () => act(call, { type: 'cohort.fireTrait', pcId: 'pc-dax', traitId: 'trait-fusiontech-blaster' }))
    expect(said(started, 'cohort.fireTrait')).toBe('Dax-7: Fusiontech Blaster fires after the roll (Adjust the Results).')
    await act(call, { type: 'pool.applySuggestion', side: 'beneficial' })
    await next(call, 2)
    view = relicsView(await call('session.current')).challenge!
    expect(view.resolved).toEqual({ dice: 2, rating: 3 })

    // RG1 with RG3: Quicksand takes both resolved dice back as they are resolved.
    await undoRestores(started, () => act(call, { type: 'gm.fireChallengeTrait', traitId: QUICKSAND.id }))
    expect(relicsView(await call('session.current')).challenge!.resolved).toEqual({ dice: 0, rating: 3 })
    expect(relicsPart(started.services.player.view()).challenge?.challenge.resolvedDice).toBe(0)

    // The Challenge rolls its three dice free; one success is one Stress, and the leader shares it (RG5).
    await next(call, 7)
    await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
    await next(call, 3)
    expect(relicsView(await call('session.current')).challenge!.summary.stressToApply).toBe(1)
    await undoRestores(started, () => act(call, { type: 'stress.distribute', allocations: { 'pc-dax': 1 }, agonyNames: {}, decidedBy: 'leader' }))
    expect(said(started, 'stress.distribute')).toBe('Stress applied: Dax-7 1. No consensus: Vell Orin, the leader, decided the share.')

    const players = await exported(call, { format: 'markdown', audience: 'public' })
    for (const line of [
      "By consensus, Ixa Marrow's player rolls the Cohort's pool.",
      'Dax-7: Fusiontech Blaster fires after the roll',
      'The Challenge trait Quicksand fires when the Cohort resolves Challenge dice. The Challenge takes back 2 resolved dice.',
      'No consensus: Vell Orin, the leader, decided the share.',
    ])
      expect(players.content).toContain(line)
  })

  it('RG2: a split part waits in its Event, starts from the resolved dice it took, and leaves the waiting list; split and start are undone exactly', async () => {
    const started = await prepared()
    const { call, services } = started
    await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle' } })
    await undoRestores(started, () => act(call, { type: 'gm.splitChallenge', name: 'Oskar’s cousin', rating: 1, resolvedDice: 0 }))
    expect(said(started, 'gm.splitChallenge')).toBe(
      '“Oskar’s cousin” splits off (rating 1, 0 resolved); “Haggle with Oskar” keeps rating 2 with 0 resolved.',
    )
    expect(relicsPart(services.player.view()).challenge).toMatchObject({
      challenge: { rating: 2 },
      splitOff: [{ name: 'Oskar’s cousin', rating: 1, resolvedDice: 0 }],
    })

    await act(call, { type: 'gm.endChallenge' })
    const closed: SessionView = await call('run.close')
    const [part] = relicsView(closed).waitingParts
    expect(part).toMatchObject({ eventId: DEMO_PLACE.eventId, challengeId: 'challenge-haggle', name: 'Oskar’s cousin', rating: 1, resolvedDice: 0 })

    await undoRestores(started, () =>
      call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle', part: part!.id } }),
    )
    const view = relicsView(await call('session.current'))
    expect(view.waitingParts).toEqual([])
    expect(view.challenge).toMatchObject({
      challenge: { name: 'Oskar’s cousin', rating: 1 },
      split: { part: { id: part!.id, resolvedDice: 0, of: 'Haggle with Oskar' } },
    })
    expect(started.services.session.ledger!.all().findLast((e) => e.kind === 'run.started')?.summary).toBe(
      'Challenge “Oskar’s cousin”, a part split off, starts (Common 1, 0 resolved).',
    )
    expect(relicsPart(services.player.view()).challenge).toMatchObject({
      challenge: { name: 'Haggle with Oskar', rating: 1 },
      part: 'Oskar’s cousin',
    })
    await expect(
      call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-haggle', part: part!.id } }),
    ).rejects.toMatchObject({
      shape: { code: 'rule_refused' },
    })
  })

  it('RG2 and RG3 in a hidden Challenge: the split part’s name and a hidden trait firing stay out of the players’ view and log', async () => {
    const started = await prepared()
    const { call, services } = started
    const campaign = services.campaigns.require().data
    const ambush = campaign.traits.find((t) => t.id === 'trait-hidden-ambush')!
    await call('prep.upsert', {
      kind: 'trait',
      item: { ...ambush, trigger: 'afterRoll', modifier: { kind: 'simple', value: 1, dice: 1 }, cost: { pool: 'none', amount: 0 } },
    })
    await call('run.start', { system: 'relics', request: { ...DEMO_PLACE, challengeId: 'challenge-dune-crossing' } })
    await act(call, { type: 'gm.splitChallenge', name: 'Buried caravan', rating: 2, resolvedDice: 0 })
    await act(call, { type: 'cohort.chooseLeader', pcId: 'pc-tamsin' })
    await next(call, 3)
    await call('run.roll', { system: 'relics', roll: { type: 'pool' } })
    await next(call)
    await act(call, { type: 'gm.fireChallengeTrait', traitId: 'trait-hidden-ambush' })
    expect(said(started, 'gm.fireChallengeTrait')).toBe('The Challenge trait Hidden Ambush fires after the roll (Adjust the Results).')
    const frame = JSON.stringify(services.player.view())
    expect(frame).not.toContain('Buried caravan')
    expect(frame).not.toContain('Hidden Ambush')
    const players = await exported(call, { format: 'markdown', audience: 'public' })
    expect(players.content).not.toContain('Buried caravan')
    expect(players.content).not.toContain('Hidden Ambush')
    const gm = await exported(call, { format: 'markdown', audience: 'gm' })
    expect(gm.content).toContain('“Buried caravan” splits off (rating 2, 0 resolved)')
    expect(gm.content).toContain('Hidden Ambush fires after the roll')
  })
})
