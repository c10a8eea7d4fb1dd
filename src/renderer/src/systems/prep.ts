import type { Component } from 'vue'
import type { Campaign } from '@shared/campaign'
import type { RequestPayload } from '@shared/ipc/contract'
import type { CharacterDraft } from '../components/characters/blank-character'

/**
 * A rule system's editors for its data in the campaign (see the shared `CampaignPart`). Each
 * edits one block with `v-model` and takes `errors`, `prefix` (the editor's) and `base` (the
 * block's path in the draft, "statBlocks.escalation"), so its fields show the draft's errors.
 */
/** A prep section a system brings to the console's navigation while the campaign plays it. */
export interface SystemSection {
  /** The section's id, unique in the console: its navigation button is `nav-<id>`. */
  readonly id: string
  readonly label: string
  /** The section's page. */
  readonly view: Component
}

export interface SystemPrep {
  readonly id: string
  /** A PC's block. */
  readonly pcBlock?: Component
  /** An NPC's stat block. */
  readonly npcBlock?: Component
  /** What an encounter of this system needs prepared besides its combatants (`setup`). */
  readonly encounterSetup?: Component
  /** The system's campaign settings (its rulings a GM may change), edited with `v-model`. */
  readonly settings?: Component
  /** Prep sections of its own, listed after Characters. */
  readonly sections?: readonly SystemSection[]
  /** What scenes hold for it besides themselves, plural ("Challenges": the section reads "Scenes & Challenges"). */
  readonly inScenes?: string
  /**
   * Its settings kept among the campaign's own fields (those older than `settings.systems`):
   * edits the whole settings draft with `v-model` and takes `errors`.
   */
  readonly campaignSettings?: Component
  /** The kinds of campaign item of its own the GM may reveal to the players, by name ("Moon Relic"). */
  /**
   * Its fields on the PC editor for data the campaign keeps on the PC itself (Relics: Stress,
   * Agony, traits), edited with `v-model` (the PC draft) and taking `errors`.
   */
  readonly pcFields?: Component
  /** What its rules refuse in a PC draft that the file's schema cannot know, or null. */
  readonly checkPc?: (pc: CharacterDraft, campaign: Campaign | null) => { path: string; message: string } | null
  readonly revealKinds?: Partial<Record<RequestPayload<'player.reveal'>['kind'], string>>
}
