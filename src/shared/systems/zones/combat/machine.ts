import { fightMachine } from '../../../combat/fight-machine'
import { applyFight } from './apply'
import type { ZonesFightEvent } from './events'
import type { ZonesFight } from './fight'
import { whyFightRefused } from './rules'

/**
 * A Zones fight as the tracker's machine: setup (the battlefield, who stands where, surprise,
 * the side roll and the characters' initiative), the turns of its rounds (`duties` while a
 * Test at a turn's end waits), then over.
 */
export const zonesFightMachine = fightMachine<ZonesFight, ZonesFightEvent>({
  id: 'zonesFight',
  whyRefused: whyFightRefused,
  apply: applyFight,
  ending: ['combat.end'],
})
