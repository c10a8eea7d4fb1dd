import { CAMPAIGN_SCHEMA_VERSION, defaultSettings, type Campaign, type MoonRelic } from '@shared/campaign'

const relic = (id: string, infusedBy: string | null): MoonRelic => ({
  id,
  name: `Relic ${id}`,
  ability: '',
  description: '',
  infusedBy,
  destroyed: false,
  revealed: false,
})

/**
 * A small campaign for component tests: Ixa (Human) already has four infused relics, Nyx is
 * a Synth; one trait is used by a PC and a Challenge, the raider fights only in Escalation.
 */
export function campaignFixture(): Campaign {
  return {
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    id: 'campaign-test',
    name: 'Test campaign',
    createdAt: '2026-01-01T00:00:00.000Z',
    settings: defaultSettings(),
    pools: { destiny: 0, doom: 0 },
    characters: [
      {
        id: 'pc-ixa',
        name: 'Ixa Marrow',
        player: 'Sam',
        bioform: 'Human',
        primaryExpertise: 'Scav',
        secondaryExpertise: null,
        stress: 0,
        stressedOut: false,
        agony: [],
        outOfGame: false,
        traitIds: ['trait-stubborn'],
        notes: '',
        statBlocks: {},
      },
      {
        id: 'pc-nyx',
        name: 'Nyx',
        player: 'Lee',
        bioform: 'Synth',
        primaryExpertise: 'Sparrow',
        secondaryExpertise: null,
        stress: 0,
        stressedOut: false,
        agony: [],
        outOfGame: false,
        traitIds: [],
        notes: '',
        statBlocks: {},
      },
    ],
    traits: [
      {
        id: 'trait-stubborn',
        name: 'Stubborn',
        description: '',
        side: 'hindering',
        target: 'opposing',
        modifier: { kind: 'simple', value: 1, dice: 2 },
        cost: { pool: 'none', amount: 0 },
        trigger: 'huddle',
        resolvedDice: null,
        revealed: true,
        gmNotes: '',
      },
      {
        id: 'trait-sandstorm',
        name: 'Sandstorm',
        description: '',
        side: 'hindering',
        target: 'opposing',
        modifier: { kind: 'addDice', dice: 1 },
        cost: { pool: 'spendDoom', amount: 1 },
        trigger: 'huddle',
        resolvedDice: null,
        revealed: true,
        gmNotes: '',
      },
    ],
    relics: [
      relic('relic-a', 'pc-ixa'),
      relic('relic-b', 'pc-ixa'),
      relic('relic-c', 'pc-ixa'),
      relic('relic-d', 'pc-ixa'),
      relic('relic-free', null),
    ],
    npcs: [
      {
        id: 'npc-raider',
        name: 'Sand Raider',
        description: '',
        gmNotes: '',
        revealed: true,
        statBlocks: { escalation: { level: 2, hp: 27, ac: 17, pd: 15, md: 12, initiative: 5, attacks: [], notes: '' } },
      },
    ],
    scenes: [
      {
        id: 'scene-market',
        name: 'The Glass Market',
        description: '',
        gmNotes: '',
        revealed: true,
        events: [
          {
            id: 'event-deal',
            name: 'The Deal',
            description: '',
            traitIds: [],
            gmNotes: '',
            revealed: true,
            challenges: [
              {
                id: 'challenge-haggle',
                name: 'Haggle',
                description: '',
                type: 'Phantom',
                rating: 3,
                threat: 'Common',
                traitIds: ['trait-stubborn'],
                gmNotes: '',
                revealed: true,
              },
            ],
          },
        ],
      },
    ],
    encounters: [],
    sessions: [],
  }
}
