import type { Component } from 'vue'

/**
 * A rule system's screens in the console: its runner (while its run is open), what it shows
 * between runs (a picker, recovery), its part of the player display, and the read-only
 * state after a log entry. Each takes the system's own view: `view` in the console, `part`
 * on the player display.
 */
export interface SystemScreens {
  readonly id: string
  /** The open run, driven step by step. Props: `view`. */
  readonly runner: Component
  /** Between runs: start one, or the system's own panels. Props: `view`. */
  readonly idle: Component
  /** The session as it stood after an entry, read-only. Props: `view`. */
  readonly pastState: Component
  /** The player display. Props: `part` (and `scene` for the stage). */
  readonly player: {
    /** Beside the campaign name in the header (the pools). */
    readonly header?: Component
    /** The middle of the screen when the part holds the stage. */
    readonly stage?: Component
    /** Under the scene when nothing holds the stage. */
    readonly scene?: Component
    /** The side column (the PCs). */
    readonly side?: Component
  }
}
