import type { Component } from 'vue'

/**
 * A rule system's part of the player display: where its pieces go on the screen. Each takes
 * the system's player part (`part`, and `scene` for the stage), and loads when first shown, so
 * the player page starts with no system at all and fetches only the systems on its screen.
 */
export interface SystemPlayerParts {
  readonly id: string
  /**
   * The players' side in the system's words (its manifest's `playersWord`: "Cohort"), where the
   * display names them; given only by a system whose manifest is light enough for the display.
   */
  readonly playersWord?: string
  /** Beside the campaign name in the header (the pools). */
  readonly header?: Component
  /** The middle of the screen when the part holds the stage. */
  readonly stage?: Component
  /**
   * The stage takes the whole screen while this part holds it (a fight: many to show on a TV
   * that cannot scroll): the side column folds away and the story so far shrinks to its latest
   * line under the stage.
   */
  readonly stageFillsScreen?: boolean
  /** Under the scene when nothing holds the stage. */
  readonly scene?: Component
  /** The side column (the PCs). */
  readonly side?: Component
}
