import type { Component } from 'vue'

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
  /** Beside the campaign's name in the top bar while the campaign plays it. Props: `campaign`. */
  readonly topBar?: Component
  /** Its keys, for the help overlay's list. */
  readonly shortcuts?: readonly Shortcut[]
}

/** A key and what it does, as the help overlay lists it. */
export interface Shortcut {
  readonly keys: string
  readonly does: string
}
