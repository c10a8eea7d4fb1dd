import type { Component } from 'vue'
import type { Shortcut } from '../shortcuts'

/**
 * A rule system's screens in the console: its runner (while its run is open), what it shows
 * between runs (a picker, recovery), and the read-only state after a log entry. Each takes
 * the system's own view (`view`). Its part of the player display is apart (`./player-parts`),
 * so the player page loads none of these.
 */
export interface SystemScreens {
  readonly id: string
  /** The open run, driven step by step. Props: `view`. */
  readonly runner: Component
  /** Between runs: start one, or the system's own panels. Props: `view`. */
  readonly idle: Component
  /** The session as it stood after an entry, read-only. Props: `view`. */
  readonly pastState: Component
  /** The runner's keys, which the help overlay lists while its run is on screen. */
  readonly keys?: readonly Shortcut[]
}
