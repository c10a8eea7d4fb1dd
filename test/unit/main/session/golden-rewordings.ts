/**
 * Lines of the golden sessions that today's console words otherwise, for the same step with
 * the same outcome (docs/history.md, "Recorded words are outcomes too"). The log keeps its words
 * and exports read them; telling a step again compares today's words with the kept ones, and
 * only a line listed here, word for word both ways, may differ. A changed outcome (another
 * number, another name, a refusal) still shows.
 */
export interface Rewording {
  /** The golden session's folder. */
  folder: string
  seq: number
  /** The line as the log kept it. */
  was: string
  /** The line today's console tells for the same step. */
  now: string
}

export const REWORDINGS: readonly Rewording[] = [
  // A condition named after a colon: a name does not always follow "is" well ("is Ongoing Damage").
  { folder: 'action-points', seq: 26, was: 'Ixa Marrow is Sand in the eyes.', now: 'Ixa Marrow gains a condition: Sand in the eyes.' },
  { folder: 'escalation', seq: 11, was: 'Sand Raider 1 is Dazed.', now: 'Sand Raider 1 gains a condition: Dazed.' },
  { folder: 'escalation', seq: 20, was: 'Dax-7 is Ongoing Damage.', now: 'Dax-7 gains a condition: Ongoing Damage.' },
  { folder: 'zones', seq: 12, was: 'Vell Orin is Sand in the eyes.', now: 'Vell Orin gains an effect: Sand in the eyes.' },
  { folder: 'zones', seq: 13, was: 'Sand Raider 1 is Stuck.', now: 'Sand Raider 1 gains an effect: Stuck.' },
  // A turn's end that waits on a roll says what waits (not "X's turn" again), and the roll's line says who is up.
  {
    folder: 'escalation',
    seq: 29,
    was: "Dax-7 ends their turn. Dax-7's turn.",
    now: "Dax-7 ends their turn after Dax-7's save against Ongoing Damage (11+).",
  },
  {
    folder: 'escalation',
    seq: 30,
    was: 'Dax-7 saves against Ongoing Damage: 11 vs 11+, saved.',
    now: "Dax-7 saves against Ongoing Damage: 11 vs 11+, saved. Round 2 begins (escalation die 1). Ixa Marrow's turn.",
  },
  {
    folder: 'zones',
    seq: 22,
    was: "Ixa Marrow ends their turn. Ixa Marrow's turn.",
    now: "Ixa Marrow ends their turn after Ixa Marrow's DEX Test against Hull breach's hazard (DR 12).",
  },
  {
    folder: 'zones',
    seq: 23,
    was: "Ixa Marrow Tests DEX for the scorpions: 3 → 5 vs DR 12, failed. Ixa Marrow takes the hazard's damage, at 12 HP.",
    now: "Ixa Marrow Tests DEX for the scorpions: 3 → 5 vs DR 12, failed. Ixa Marrow takes the hazard's damage, at 12 HP. Tamsin Reed's turn.",
  },
  {
    folder: 'zones',
    seq: 28,
    was: "Sand Raider 1 ends their turn. Sand Raider 1's turn.",
    now: "Sand Raider 1 ends their turn after Sand Raider 1's STR Test against Stuck (DR 12).",
  },
  {
    folder: 'zones',
    seq: 29,
    was: 'Sand Raider 1 Tests STR for Stuck: 17 → 19 vs DR 12, passed.',
    now: "Sand Raider 1 Tests STR for Stuck: 17 → 19 vs DR 12, passed. Sand Raider 2's turn.",
  },
  {
    folder: 'zones',
    seq: 38,
    was: "Dax-7 ends their turn. Dax-7's turn.",
    now: "Dax-7 ends their turn after Dax-7's DEX Test against Hull breach's hazard (DR 12).",
  },
  {
    folder: 'zones',
    seq: 39,
    was: "Dax-7 Tests DEX for the scorpions: 3 → 3 vs DR 12, failed. Dax-7 takes the hazard's damage, at 15 HP.",
    now: "Dax-7 Tests DEX for the scorpions: 3 → 3 vs DR 12, failed. Dax-7 takes the hazard's damage, at 15 HP. Vell Orin's turn.",
  },
  {
    folder: 'zones',
    seq: 47,
    was: "Tamsin Reed ends their turn. Tamsin Reed's turn.",
    now: "Tamsin Reed ends their turn after Tamsin Reed's DEX Test against Hull breach's hazard (DR 12).",
  },
  {
    folder: 'zones',
    seq: 48,
    was: 'Tamsin Reed Tests DEX for the scorpions: 17 → 18 vs DR 12, passed.',
    now: "Tamsin Reed Tests DEX for the scorpions: 17 → 18 vs DR 12, passed. Sand Raider 2's turn.",
  },
]

/** Whether a step told again differs from its kept line only by a listed rewording. */
export function reworded(folder: string, step: { seq: number; recorded: string; retold: { summary: string } | { refused: string } }): boolean {
  return (
    'summary' in step.retold &&
    REWORDINGS.some(
      (r) => r.folder === folder && r.seq === step.seq && r.was === step.recorded && r.now === (step.retold as { summary: string }).summary,
    )
  )
}
