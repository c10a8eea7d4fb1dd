import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Campaign } from '@shared/campaign'
import { seededSource } from '@shared/dice'
import { PcView } from '@shared/views/pc-view'
import { allSystems } from '@shared/systems/registry'
import { HeadlessSession, type SessionMove } from '../../../../src/main/session/headless-session'
import { toPcView } from '../../../../src/main/player/to-player-view'
import { MARK, secret } from './secret-campaign'
import { demoCampaign } from './session-script'

/*
 * What a PC's own device is sent, tested like the shared screen: secrets planted where no
 * device may read them carry MARK (a hidden combatant's name, another PC's secret condition,
 * every PC's notes), and one search of each PC's view finds none. The PC's own secret
 * conditions are on its own sheet, marked so the player knows the table does not see them.
 */

const FIGHTS = [
  { system: 'escalation', encounter: 'enc-raider-ambush', extra: 'Abilities' },
  { system: 'zones', encounter: 'enc-wreck-skirmish', extra: 'Weapons' },
  { system: 'actionPoints', encounter: 'enc-wyrm-rises', extra: 'RP' },
] as const
const PARTY = ['pc-ixa', 'pc-vell', 'pc-dax', 'pc-tamsin']

/** The demo campaign with every PC's notes secret (the GM's words about a PC stay with the GM) and the fights shown. */
function plantedCampaign(): Campaign {
  const campaign = demoCampaign()
  for (const pc of campaign.characters) pc.notes = secret('pc-notes')
  for (const encounter of campaign.encounters) encounter.revealed = true
  return campaign
}

/** A fight of `system` with a hidden newcomer named as a secret; its id. */
async function fightWithHidden(system: string, encounter: string) {
  const session = HeadlessSession.start(plantedCampaign(), { dice: seededSource(7) })
  const must = async (move: SessionMove) => {
    const outcome = await session.play(move)
    if (!outcome.ok) throw new Error(`${JSON.stringify(move)} refused: ${outcome.reason}`)
  }
  await must({ kind: 'start', system, request: { encounterId: encounter } })
  const hiddenName = secret('hidden-combatant')
  await must({
    kind: 'act',
    system,
    action: { type: 'combatant.add', from: { kind: 'custom', name: hiddenName, hp: 20, side: 'enemies' }, hidden: true, revealOnTurn: false },
  })
  const json = JSON.stringify(session.ledger.state)
  const hiddenId = JSON.parse(json.slice(json.indexOf('"added-'), json.indexOf('"', json.indexOf('"added-') + 1) + 1)) as string
  /** Puts a condition on a PC; `of`: whose turn its end waits for. */
  const condition = (target: string, name: string, secretOne: boolean, of: string | null = null) =>
    must({
      kind: 'act',
      system,
      action: {
        type: 'condition.add',
        target,
        condition: {
          name,
          custom: true,
          duration: of ? { kind: 'untilEndOfTurn', of } : { kind: 'manual' },
          source: of,
          ongoing: null,
          secret: secretOne,
        },
      },
    })
  const view = (pc: string) => PcView.parse(toPcView({ campaign: session.campaign, ledger: session.ledger, pc }))
  return { session, hiddenId, condition, view }
}

describe.each(FIGHTS)("a PC's own device in a fight of $system", ({ system, encounter, extra }) => {
  it("shows its PC's exact hit points and every condition on it, its secret one too, and nothing of another PC's or of a hidden combatant", async () => {
    const fight = await fightWithHidden(system, encounter)
    await fight.condition('pc-vell', secret('vell-secret-condition'), true)
    await fight.condition('pc-ixa', 'Marked by a curse', true, fight.hiddenId)
    await fight.condition('pc-ixa', 'Shaken', false)
    const ixa = fight.view('pc-ixa')
    const text = JSON.stringify(ixa)
    expect(text).not.toContain(MARK)
    expect(ixa.pc).toEqual({ id: 'pc-ixa', name: 'Ixa Marrow' })
    const sheet = ixa.sheets.find((s) => s.system === system)!
    const inFight = sheet.sections[0]!
    expect(inFight.facts.find((f) => f.label === 'Hit points')?.value).toMatch(/^\d+ \/ \d+$/)
    expect(inFight.items).toEqual(
      expect.arrayContaining([
        { name: 'Marked by a curse', detail: expect.stringContaining('someone'), mark: expect.stringContaining('secret') },
        { name: 'Shaken', detail: expect.any(String), mark: null },
      ]),
    )
    expect(text).toContain(extra)
    // Vell's own device sees Vell's secret condition, and nothing of Ixa's.
    const vell = JSON.stringify(fight.view('pc-vell'))
    expect(vell).toContain('vell-secret-condition')
    expect(vell).not.toContain('Marked by a curse')
    expect(vell).not.toContain('Ixa Marrow')
  })
})

describe("a PC's own device in Relics of the Moon", () => {
  it("shows its Stress against ruling 10's maximum, Agony, traits and shown Moon Relics, and nothing of another PC's, a hidden trait or a relic not shown", async () => {
    const campaign = plantedCampaign()
    const hiddenTrait = campaign.traits.find((t) => !t.revealed)!
    hiddenTrait.name = secret('hidden-trait')
    const ixaPc = campaign.characters.find((c) => c.id === 'pc-ixa')!
    ixaPc.traitIds = ixaPc.traitIds.filter((id) => id !== hiddenTrait.id)
    ixaPc.stress = 1
    const [hiddenRelic, shownRelic] = campaign.relics
    Object.assign(hiddenRelic!, {
      infusedBy: 'pc-ixa',
      destroyed: false,
      revealed: false,
      name: secret('hidden-relic'),
      ability: secret('relic-ability'),
    })
    Object.assign(shownRelic!, { infusedBy: 'pc-ixa', destroyed: false, revealed: true })
    const session = HeadlessSession.start(campaign, { dice: seededSource(3) })
    const ixa = PcView.parse(toPcView({ campaign: session.campaign, ledger: session.ledger, pc: 'pc-ixa' }))
    const sheet = ixa.sheets.find((s) => s.system === 'relics')!
    expect(sheet.sections.map((s) => s.title)).toEqual(['Stress and Agony', 'Traits', 'Moon Relics'])
    // Ruling 10: two relics infused leave a maximum of 8, the hidden one counting too.
    expect(sheet.sections[0]!.facts[0]).toEqual({ label: 'Stress', value: '1 / 8' })
    expect(JSON.stringify(ixa)).not.toContain(MARK)
    expect(sheet.sections[2]!.items.map((i) => i.name)).toEqual([shownRelic!.name])
  })
})

describe('every PC view, whatever secrets the fight holds', () => {
  it('no device ever reads a secret condition of another PC, the name of a hidden combatant, or a PC note (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIGHTS),
        fc.array(fc.record({ on: fc.constantFrom(...PARTY), secret: fc.boolean(), ofHidden: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        async ({ system, encounter }, conditions) => {
          const fight = await fightWithHidden(system, encounter)
          const placed = conditions.map((c) => ({ ...c, name: c.secret ? `${MARK}-on-${c.on}` : `Open-on-${c.on}` }))
          for (const c of placed) await fight.condition(c.on, c.name, c.secret, c.ofHidden ? fight.hiddenId : null)
          for (const pc of PARTY) {
            const text = JSON.stringify(fight.view(pc))
            // Only this PC's own secret conditions carry the mark; nothing else secret does.
            expect(text.replaceAll(`${MARK}-on-${pc}`, '')).not.toContain(MARK)
            for (const c of placed.filter((x) => x.on === pc)) expect(text).toContain(c.name)
          }
        },
      ),
      { numRuns: 12 },
    )
  })

  it('each system that plays a PC says what its sheet shows through the seam', () => {
    const withSheets = allSystems()
      .filter((s) => s.pcSheet)
      .map((s) => s.id)
    expect(withSheets).toEqual(expect.arrayContaining(['relics', 'escalation', 'zones', 'actionPoints']))
  })
})
