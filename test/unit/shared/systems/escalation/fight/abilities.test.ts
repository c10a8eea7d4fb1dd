import { describe, expect, it } from 'vitest'
import type { EscalationState } from '@shared/systems/escalation'
import { fightCampaign, fightSession, RAIDER, scriptedDice } from './support'

/** Ixa's abilities: an Encounter fire attack, a Daily Quick action, an Escalation 2+ attack, an Interrupt, a move that Provokes. */
const IXA_ABILITIES = [
  {
    name: 'Searing Strike',
    type: 'Melee',
    frequency: 'encounter',
    action: 'standard',
    attack: { defense: 'PD', damage: '2d6 fire', types: ['fire'] },
    riders: [
      { when: 'naturalEven', effect: 'The target is Dazed until the end of its next turn.' },
      { when: 'naturalAtLeast', atLeast: 16, effect: 'Ongoing 3 fire damage (save ends).' },
      { when: 'escalationOdd', effect: 'One Nearby enemy takes 3 fire damage.' },
    ],
  },
  { name: 'Second Wind', frequency: 'daily', action: 'quick' },
  { name: 'Finishing Blow', frequency: 'atWill', action: 'standard', escalation: 2, attack: { bonus: 1, defense: 'AC', damage: '1d10' } },
  { name: 'Parry', frequency: 'atWill', action: 'interrupt', trigger: 'An enemy attacks her' },
  { name: 'Reckless Dash', frequency: 'atWill', action: 'move', provokes: true },
]

/** The demo's fight, Ixa with her abilities, the raiders resisting fire 18+. */
function abilityCampaign() {
  const campaign = fightCampaign()
  const ixa = campaign.characters.find((c) => c.id === 'pc-ixa')!
  ixa.statBlocks = { ...ixa.statBlocks, escalation: { ...(ixa.statBlocks.escalation as object), abilities: IXA_ABILITIES } }
  const raider = campaign.npcs.find((n) => n.id === 'npc-sand-raider')!
  raider.statBlocks = {
    ...raider.statBlocks,
    escalation: { ...(raider.statBlocks.escalation as object), resists: [{ type: 'fire', threshold: 18 }] },
  }
  return campaign
}

async function abilityFight() {
  const dice = scriptedDice()
  const session = await fightSession(1, abilityCampaign(), dice)
  await session.act({ type: 'combat.begin' })
  const lastLine = () => session.session.ledger.all().at(-1)!.summary
  const ability = (name: string) => session.view().abilities['pc-ixa']!.find((a) => a.name === name)!
  const use = (name: string, confirmed?: true) => ({
    kind: 'act' as const,
    system: 'escalation',
    action: { type: 'ability.use', who: 'pc-ixa', ability: name, ...(confirmed && { confirmed }) },
  })
  return { ...session, dice, lastLine, ability, use }
}

describe('ruling 28: abilities in a fight', () => {
  it('E26-E33 shows each combatant’s abilities in the entry’s words, with why one cannot be used now', async () => {
    const { ability, fighter } = await abilityFight()
    expect(ability('Searing Strike')).toMatchObject({ words: 'Encounter, Standard action', spent: false, why: null, attackIndex: 2 })
    expect(ability('Finishing Blow').why).toBe('Finishing Blow needs the escalation die at 2+; it is 0 (E32).')
    expect(ability('Parry').why).toBe('Parry is an Interrupt: it is used out of turn (E26).')
    // E1 E10: a PC's ability attacks at Level + Volition + its bonus, with its damage types, and its odds are the attack's.
    expect(fighter('pc-ixa').attacks.slice(2)).toMatchObject([
      { name: 'Searing Strike', ability: 'Searing Strike', bonus: 6, defense: 'PD', types: ['fire'], usesEscalation: true },
      { name: 'Finishing Blow', ability: 'Finishing Blow', bonus: 7, defense: 'AC', types: ['weapon'] },
    ])
  })

  it('E28 E12 ruling 28 an Encounter attack deals its typed damage (Resist fire halves it), its riders fire on the natural, and it is spent; again it is refused with the rule’s reason', async () => {
    const { attack, dice, view, ability, refusal, lastLine } = await abilityFight()
    dice.next(6, 5, 5, 4, 4)
    await attack('pc-ixa', [RAIDER(1)], { attack: 2 })
    // Ruling 28, E20: a natural 16 fires the even and the 16+ riders; the escalation die at 0 is neither even nor odd.
    const riders = ['The target is Dazed until the end of its next turn.', 'Ongoing 3 fire damage (save ends).']
    expect(view().lastAttack).toMatchObject({ attack: 'Searing Strike', targets: [{ natural: 16, outcome: 'hit', damage: 4, halved: true, riders }] })
    expect(lastLine()).toMatch(
      /^Ixa Marrow attacks with Searing Strike\. .*, 4 damage \(halved by Resist\) \(riders: The target is Dazed until the end of its next turn, Ongoing 3 fire damage \(save ends\)\)\.$/,
    )
    expect(ability('Searing Strike')).toMatchObject({ spent: true, why: 'Searing Strike is spent: it returns at the next Quick or Full Rest (E28).' })
    const again = {
      type: 'attack',
      attacker: 'pc-ixa',
      targets: [RAIDER(2)],
      attack: 2,
      action: 'standard',
      advantage: 0,
      bonus: 0,
      coupDeGrace: false,
    }
    expect(await refusal({ kind: 'roll', system: 'escalation', roll: again })).toBe(
      'Searing Strike is spent: it returns at the next Quick or Full Rest (E28).',
    )
  })

  it('E32 an Escalation 2+ attack is refused while the die is lower; E23 an ability takes its own action', async () => {
    const { refusal } = await abilityFight()
    const roll = (attack: number, action: string) => ({
      kind: 'roll' as const,
      system: 'escalation',
      roll: { type: 'attack', attacker: 'pc-ixa', targets: [RAIDER(1)], attack, action, advantage: 0, bonus: 0, coupDeGrace: false },
    })
    expect(await refusal(roll(3, 'standard'))).toBe('Finishing Blow needs the escalation die at 2+; it is 0 (E32).')
    expect(await refusal(roll(2, 'quick'))).toBe('Searing Strike takes a Standard action (E23).')
  })

  it('E28 E23 a Daily ability that makes no attack is used with its action, the log says which, and it is spent until a Full Rest', async () => {
    const { must, fighter, ability, refusal, lastLine, use } = await abilityFight()
    await must(use('Second Wind'))
    expect(lastLine()).toBe('Ixa Marrow uses Second Wind (Daily, Quick action).')
    expect(fighter('pc-ixa').budget).toMatchObject({ quick: 0 })
    expect(ability('Second Wind').spent).toBe(true)
    expect(await refusal(use('Second Wind'))).toBe('Second Wind is spent: it returns at a Full Rest (E28).')
    expect(await refusal(use('Searing Strike'))).toBe('Searing Strike makes an attack: roll it from the attack form.')
  })

  it('E26 EG12 an Interrupt is used out of turn, once before the user’s next turn', async () => {
    const { act, must, refusal, fighter, use, view } = await abilityFight()
    while (view().current === 'pc-ixa') await act({ type: 'turn.next' })
    // E26: Parry's trigger is words the console cannot read, so the GM confirms it.
    await must(use('Parry', true))
    expect(fighter('pc-ixa').interruptAvailable).toBe(false)
    expect(await refusal(use('Parry', true))).toBe('Ixa Marrow has used an Interrupt since their last turn (EG12).')
  })

  it('E29 E41 an ability that Provokes offers Opportunity Attacks to the enemies engaged with its user', async () => {
    const { act, must, use, view } = await abilityFight()
    await act({ type: 'position.place', who: 'pc-ixa', distance: 'nearby', engagedWith: [RAIDER(1)] })
    await must(use('Reckless Dash'))
    expect(view().opportunity).toMatchObject({ provoker: 'pc-ixa', cause: 'provokes', takers: [{ id: RAIDER(1) }] })
  })

  it('a fight logged before abilities were kept has none, and its PCs attack with their basic attacks alone', async () => {
    const { session } = await fightSession()
    const fight = (session.ledger.state.systems.escalation as EscalationState).fight!.snapshot.context
    const ixa = fight.track.combatants.find((c) => c.id === 'pc-ixa')!
    expect(ixa.stats.abilities).toBeUndefined()
    expect(ixa.stats.attacks.map((a) => a.name)).toEqual(['Basic Melee Attack', 'Basic Ranged Attack'])
  })
})
