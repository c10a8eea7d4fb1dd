import type { Component } from 'vue'

/**
 * A rule system's editors for its data in the campaign (see the shared `CampaignPart`). Each
 * edits one block with `v-model` and takes `errors`, `prefix` (the editor's) and `base` (the
 * block's path in the draft, "statBlocks.escalation"), so its fields show the draft's errors.
 */
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
}
