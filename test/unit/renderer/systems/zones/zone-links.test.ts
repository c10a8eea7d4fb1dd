import { describe, expect, it } from 'vitest'
import { arrangeZones, zoneLinks, type ZoneBox } from '../../../../../src/renderer/src/systems/zones/player/zone-links'

const box = (left: number, top: number): ZoneBox => ({ left, top, width: 100, height: 60 })

describe('the Nearby lines of the player display’s battlefield', () => {
  it('Z7 ZR4 draws one line for each pair of Nearby zones, whichever names the link, from edge to edge', () => {
    const zones = [
      { name: 'Dune crest', nearby: ['Open sand'] },
      { name: 'Open sand', nearby: ['Dune crest', 'Wreck deck'] },
      { name: 'Wreck deck', nearby: ['Open sand'] },
    ]
    const boxes = new Map([
      ['Dune crest', box(0, 0)],
      ['Open sand', box(140, 0)],
      ['Wreck deck', box(140, 100)],
    ])
    expect(zoneLinks(zones, boxes)).toEqual([
      { between: ['Dune crest', 'Open sand'], x1: 100, y1: 30, x2: 140, y2: 30 },
      { between: ['Open sand', 'Wreck deck'], x1: 190, y1: 60, x2: 190, y2: 100 },
    ])
  })

  it('Z7 a diagonal link leaves each box where the line between their centres crosses its edge', () => {
    const [link] = zoneLinks(
      [{ name: 'A', nearby: ['B'] }],
      new Map([
        ['A', box(0, 0)],
        ['B', box(200, 120)],
      ]),
    )
    // Centres (50, 30) and (250, 150): the line leaves A through its bottom edge, enters B through its top.
    expect(link).toMatchObject({ x1: 100, y1: 60, x2: 200, y2: 120 })
  })

  it('a zone without a box, or boxes that touch, get no line', () => {
    const zones = [
      { name: 'A', nearby: ['B', 'C'] },
      { name: 'B', nearby: ['A'] },
    ]
    expect(
      zoneLinks(
        zones,
        new Map([
          ['A', box(0, 0)],
          ['B', box(100, 0)],
        ]),
      ),
    ).toEqual([])
  })
})

describe('where the player display puts each zone', () => {
  const line = (...names: string[]) => names.map((name, i) => ({ name, nearby: [names[i - 1], names[i + 1]].filter((n): n is string => !!n) }))

  it('Z7 keeps the GM’s order when every Nearby pair already sits side by side', () => {
    expect(arrangeZones(line('A', 'B', 'C'), 3)).toEqual([
      { row: 0, column: 0 },
      { row: 0, column: 1 },
      { row: 0, column: 2 },
    ])
  })

  it('Z7 moves zones so that no line between Nearby zones passes behind another zone', () => {
    // A chain A–B–C–D–E–F in three columns: in the GM's order, C–D would cross the grid behind B.
    const zones = line('A', 'B', 'C', 'D', 'E', 'F')
    const cells = arrangeZones(zones, 3)
    const at = new Map(zones.map((z, i) => [z.name, cells[i]!]))
    for (const z of zones)
      for (const other of z.nearby) {
        const [a, b] = [at.get(z.name)!, at.get(other)!]
        expect(Math.max(Math.abs(a.row - b.row), Math.abs(a.column - b.column)), `${z.name}–${other}`).toBe(1)
      }
    expect(new Set(cells.map((c) => `${c.row},${c.column}`)).size).toBe(6)
  })

  it('a battlefield too large to try every arrangement keeps the GM’s order', () => {
    const many = line(...Array.from({ length: 12 }, (_, i) => `Z${i}`))
    expect(arrangeZones(many, 4).slice(0, 5)).toEqual([
      { row: 0, column: 0 },
      { row: 0, column: 1 },
      { row: 0, column: 2 },
      { row: 0, column: 3 },
      { row: 1, column: 0 },
    ])
  })
})
