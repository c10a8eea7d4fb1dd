import { combatantPortrait } from '@shared/combat/portraits'
import { useCampaignStore } from '../../stores/campaign'
import { usePicturesStore } from '../../stores/pictures'

/**
 * The loaded portrait of a combatant or a PC by its id, for the GM's own eyes (hidden ones
 * too), or null: none given, or not loaded yet (it loads and the view follows).
 */
export function useGmPortraits(): (id: string) => string | null {
  const campaign = useCampaignStore()
  const pictures = usePicturesStore()
  return (id) => (campaign.campaign ? pictures.source(combatantPortrait(campaign.campaign, id)) : null)
}
