import type { ZonesAction, ZonesRoll } from '@shared/systems/zones'
import { zonesManifest } from '@shared/systems/zones/manifest'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Zones' requests, typed (initiative, a move's free attacks, an attack, a Test). */
export const useZones = () => useCombatSystem<ZonesAction, ZonesRoll>(zonesManifest.id)
