/**
 * Chromium features the console's windows run without.
 *
 * `DeferRendererTasksAfterInput`: after a click or a key press, Chromium holds a page's other
 * tasks (the host's answer among them) until the frame that draws the press itself has been
 * painted, so a pressed button looks pressed sooner. At the table the host's answer is the
 * feedback the GM waits for: holding it back for the button's pressed look delays the new step
 * by up to a frame. `npm run bench ui-update` runs its Chromium with these same switches, as
 * the console's own window; in a plain browser tab the GM console still works, a frame slower.
 */
export const CONSOLE_DISABLED_FEATURES: readonly string[] = ['DeferRendererTasksAfterInput']

/** The command-line switch that turns them off, as Electron's `app.commandLine` and Chromium take it. */
export const CONSOLE_CHROMIUM_SWITCH = { name: 'disable-features', value: CONSOLE_DISABLED_FEATURES.join(',') } as const
