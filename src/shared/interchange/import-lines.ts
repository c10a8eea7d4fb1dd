import type { InterchangeFile, InterchangeItem } from './format'
import type { ImportLine, ImportLines } from './preview'

/** An item's line in the preview, and whether it replaces one the campaign or the library holds. */
export type PlannedLine = ImportLine & { replacing: boolean }

/**
 * The lists the GM sees before confirming an import, the same whether it goes into a campaign
 * or the bestiary: the written items' lines split into added and replaced (each keeping the
 * order given, the file's), and every item of the file that `leftOut` holds, in the file's
 * order, with its reasons. `replacing` only sorts a line; the preview does not carry it.
 */
export function importLines(
  file: InterchangeFile,
  lines: readonly PlannedLine[],
  leftOut: ReadonlyMap<InterchangeItem, readonly string[]>,
): ImportLines {
  return {
    from: file.campaign,
    added: lines.filter((line) => !line.replacing).map(withoutReplacing),
    replaced: lines.filter((line) => line.replacing).map(withoutReplacing),
    leftOut: file.items.flatMap((entry) => {
      const reasons = leftOut.get(entry)
      return reasons ? [{ kind: entry.kind, id: entry.item.id, name: entry.item.name, reasons: [...reasons] }] : []
    }),
  }
}

function withoutReplacing({ replacing: _replacing, ...line }: PlannedLine): ImportLine {
  return line
}
