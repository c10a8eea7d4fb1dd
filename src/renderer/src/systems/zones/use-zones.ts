import { zonesSystem, type ZonesAction, type ZonesRoll } from '@shared/systems/zones'
import { useCombatSystem } from '../../components/combat/use-combat-system'

/** Zones' requests, typed (initiative, a move's free attacks, an attack, a Test). */
export const useZones = () => useCombatSystem<ZonesAction, ZonesRoll>(zonesSystem.id)
