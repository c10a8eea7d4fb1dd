/** A zone's box on the screen, relative to the battlefield's drawing. */
export interface ZoneBox {
  left: number
  top: number
  width: number
  height: number
}

/** One Nearby link as drawn: the two zones, and the line from the edge of one box to the edge of the other. */
export interface ZoneLink {
  between: readonly [string, string]
  x1: number
  y1: number
  x2: number
  y2: number
}

/** Where a line from the box's centre towards (dx, dy) leaves the box. */
function edgeOf(box: ZoneBox, dx: number, dy: number, away: 1 | -1): { x: number; y: number } {
  const cx = box.left + box.width / 2
  const cy = box.top + box.height / 2
  const tx = dx === 0 ? Infinity : box.width / 2 / Math.abs(dx)
  const ty = dy === 0 ? Infinity : box.height / 2 / Math.abs(dy)
  const t = Math.min(tx, ty)
  return { x: cx + away * t * dx, y: cy + away * t * dy }
}

/**
 * Z7: the lines that show which zones are Nearby, one for each pair (ZR4: a link goes both
 * ways, whichever zone names it), each drawn between the two boxes' edges, on the line joining
 * their centres, so it starts and ends where it touches the zones it joins. A zone without a
 * box, or a pair whose boxes touch, gets none.
 */
export function zoneLinks(zones: readonly { name: string; nearby: readonly string[] }[], boxes: ReadonlyMap<string, ZoneBox>): ZoneLink[] {
  const drawn = new Set<string>()
  const links: ZoneLink[] = []
  for (const zone of zones)
    for (const other of zone.nearby) {
      const pair = [zone.name, other].sort() as [string, string]
      const key = JSON.stringify(pair)
      const a = boxes.get(pair[0])
      const b = boxes.get(pair[1])
      if (drawn.has(key) || !a || !b) continue
      drawn.add(key)
      const dx = b.left + b.width / 2 - (a.left + a.width / 2)
      const dy = b.top + b.height / 2 - (a.top + a.height / 2)
      if (dx === 0 && dy === 0) continue
      const from = edgeOf(a, dx, dy, 1)
      const to = edgeOf(b, dx, dy, -1)
      // Boxes that touch or overlap along the line leave nothing to draw between them.
      if ((to.x - from.x) * dx + (to.y - from.y) * dy <= 0) continue
      links.push({ between: pair, x1: from.x, y1: from.y, x2: to.x, y2: to.y })
    }
  return links
}

/** A zone's cell in the battlefield's grid, from the top left, counting from 0. */
export interface ZoneCell {
  row: number
  column: number
}

/** The most arrangements worth trying; past it, the zones keep the order the GM gave them. */
const MOST_TRIED = 50_000

/** Whether the segment between two points crosses the rectangle (Liang–Barsky clipping). */
function crosses(x1: number, y1: number, x2: number, y2: number, left: number, top: number, right: number, bottom: number): boolean {
  let enter = 0
  let leave = 1
  const edges: [number, number][] = [
    [-(x2 - x1), x1 - left],
    [x2 - x1, right - x1],
    [-(y2 - y1), y1 - top],
    [y2 - y1, bottom - y1],
  ]
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q < 0) return false
      continue
    }
    const t = q / p
    if (p < 0) enter = Math.max(enter, t)
    else leave = Math.min(leave, t)
    if (enter > leave) return false
  }
  return true
}

/** What a link costs drawn between two cells: much for each other zone its line passes behind, a little for each cell it spans. */
function linkCost(a: ZoneCell, b: ZoneCell, taken: readonly ZoneCell[]): number {
  const [x1, y1, x2, y2] = [a.column + 0.5, a.row + 0.5, b.column + 0.5, b.row + 0.5]
  let behind = 0
  for (const cell of taken)
    if (cell !== a && cell !== b && crosses(x1, y1, x2, y2, cell.column + 0.1, cell.row + 0.1, cell.column + 0.9, cell.row + 0.9)) behind++
  return behind * 100 + Math.max(Math.abs(a.row - b.row), Math.abs(a.column - b.column)) - 1
}

/**
 * Z7: where each zone goes in a grid of so many columns so that the lines between Nearby zones
 * are easy to follow: as few as can be pass behind another zone, and Nearby zones sit side by
 * side where they can. Of equal arrangements the one nearest the GM's order wins (the first
 * tried). A battlefield too large to try every arrangement keeps the GM's order.
 */
export function arrangeZones(zones: readonly { name: string; nearby: readonly string[] }[], columns: number): ZoneCell[] {
  const count = zones.length
  const rows = Math.max(1, Math.ceil(count / Math.max(1, columns)))
  const slots = Array.from({ length: rows * columns }, (_, i) => ({ row: Math.floor(i / columns), column: i % columns }))
  const inOrder = slots.slice(0, count)
  let tries = 1
  for (let i = 0; i < count; i++) tries *= slots.length - i
  if (count < 2 || tries > MOST_TRIED) return inOrder
  const index = new Map(zones.map((z, i) => [z.name, i]))
  const pairs: [number, number][] = []
  zones.forEach((z, i) =>
    z.nearby.forEach((name) => {
      const j = index.get(name)
      if (j !== undefined && j > i) pairs.push([i, j])
    }),
  )
  const costOf = (cells: readonly ZoneCell[]) => pairs.reduce((sum, [i, j]) => sum + linkCost(cells[i]!, cells[j]!, cells), 0)
  let best = inOrder
  let bestCost = costOf(inOrder)
  const chosen: ZoneCell[] = []
  const used = new Set<number>()
  const place = (): void => {
    if (bestCost === 0) return
    if (chosen.length === count) {
      const cost = costOf(chosen)
      if (cost < bestCost) [best, bestCost] = [[...chosen], cost]
      return
    }
    for (let s = 0; s < slots.length; s++) {
      if (used.has(s)) continue
      used.add(s)
      chosen.push(slots[s]!)
      place()
      chosen.pop()
      used.delete(s)
    }
  }
  place()
  return best
}
