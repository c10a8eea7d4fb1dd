import { z } from 'zod'

/*
 * What a player's own device shows of their PC, besides the table's view. Main builds it from
 * an allowlist (src/main/player/to-player-view.ts, `toPcView`): each rule system the campaign
 * plays says, through the seam (`RuleSystem.pcSheet`), what its sheet of this one PC shows, in
 * a shape every system shares, so the phone page draws any system's sheet without naming one.
 * Nothing of another PC ever goes in.
 */

const Text = z.string().max(2000)

/** One number or word on the sheet: "Hit points" "23 / 30". */
export const PcSheetFact = z.strictObject({ label: Text, value: Text })
export type PcSheetFact = z.infer<typeof PcSheetFact>

/** One thing the PC has or suffers: a condition, a trait, a Moon Relic, an ability. */
export const PcSheetItem = z.strictObject({
  name: Text,
  /** What it does or how long it lasts, in the game's words. */
  detail: Text.nullable(),
  /** A word on its state ("spent", "secret": the table does not see it), or null. */
  mark: Text.nullable(),
})
export type PcSheetItem = z.infer<typeof PcSheetItem>

/** One part of a system's sheet: a heading, its facts and its items. */
export const PcSheetSection = z.strictObject({
  title: Text,
  facts: z.array(PcSheetFact).max(40),
  items: z.array(PcSheetItem).max(200),
})
export type PcSheetSection = z.infer<typeof PcSheetSection>

/** One rule system's sheet of the PC. */
export const PcSheet = z.strictObject({ system: Text, systemName: Text, sections: z.array(PcSheetSection).max(20) })
export type PcSheet = z.infer<typeof PcSheet>

/** What a PC's device receives about its own PC: who it is, and each system's sheet of it. */
export const PcView = z.strictObject({
  pc: z.strictObject({ id: Text, name: Text }),
  sheets: z.array(PcSheet),
})
export type PcView = z.infer<typeof PcView>
