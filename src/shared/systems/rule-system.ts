import type { z } from 'zod'
import type { Campaign, CampaignPart } from '../campaign'
import type { StatBlockText } from '../campaign/stat-block-text'
import type { PlayerRules } from './player-actions'

/*
 * The seam every rule system goes through. A system is one value, a `RuleSystem`: the core
 * (session, log, exports, player display) runs any such value and never names one. Its light
 * part, a `SystemManifest` (who it is, its words and campaign data), stands on its own, so the
 * console's pages know every system without loading any engine. The host adds its own part
 * per system (`src/main/systems`), the renderer its screens (`src/renderer/src/systems`); each
 * runtime lists its systems in one registry.
 */

/** Who may read a log entry: everyone at the table, or the GM alone. */
export type Visibility = 'public' | 'private'

/** Who acted: the players, the GM, or the console itself (dice, bookkeeping). */
export type Actor = 'players' | 'gm' | 'console'

/** What a system reads besides its own state: the campaign as it is now, or null when replaying an imported log. */
export interface SystemContext {
  campaign: Campaign | null
}

/** A run of a system (a Challenge, a fight) as the session names it. */
export interface RunRef {
  /** Unique in the session: `run-<seq of its start>`. */
  readonly id: string
  /** The seq of its `run.started` entry. */
  readonly seq: number
  readonly sceneId: string | null
  /** The campaign item it plays: a Challenge, an encounter. */
  readonly item: string
  /**
   * The version of the system's rules the run follows to its end (`SystemFormat.rules` when it
   * started): a system that keeps what it needs of it in the run's state can apply a rule
   * fix to runs begun after the fix only, so an older session replays to the same results.
   */
  readonly rules: number
}

/**
 * How a system's logged parts (what a session and a run start from, its events) and its rules
 * change over time without rewriting history. Entries carry the format they were written in;
 * a log of an older format is upgraded as it is read, one version at a time, by `upcast`,
 * before anything replays it; the file is never rewritten. A run records the rules version it
 * started under, and keeps it to its end.
 */
export interface SystemFormat {
  /**
   * The version of the logged parts' shapes and of the state the system keeps (a resume point
   * saved by another version is set aside and the log replayed). Raise it with each change of
   * either, with an upcaster from the version before.
   */
  readonly version: number
  /**
   * The version of the rules: raise it when a fix changes what a logged step does (its
   * outcome, a refusal), and keep the old behaviour for runs whose `RunRef.rules` is older.
   */
  readonly rules: number
  /** `upcast[n]` turns parts written at version n into version n + 1's; a part it leaves out is unchanged. */
  readonly upcast?: Readonly<Record<number, Upcaster>>
}

/** One step up of a system's logged parts, from one version to the next. Pure: plain JSON in, plain JSON out. */
export interface Upcaster {
  begin?(begin: unknown): unknown
  start?(start: unknown): unknown
  event?(event: { type: string; [field: string]: unknown }): { type: string; [field: string]: unknown }
}

/** Where a run stands, in the system's own words: combat rounds and turns, Challenge turns and steps. */
export interface RunPlace {
  round: number | null
  turn: string | null
  step: string | null
}

/** One thing that happens to a system's state: a run starts, an event, the run closes. */
export type SystemStep<Event, Start> = { kind: 'start'; run: RunRef; start: Start } | { kind: 'event'; event: Event } | { kind: 'close' }

/** How a run starts, as the system plans it from the GM's request and the campaign. */
export interface RunPlan<Start> {
  start: Start
  sceneId: string | null
  item: string
  visibility: Visibility
  summary: string
  /** The item is shown to the players as the run starts (its campaign mark set to revealed before the start is logged). */
  revealsItem?: boolean
}

/**
 * How one step reads in the log: for the GM, and for the players. The players' line is what
 * makes an entry theirs: a step without one is the GM's alone (private by default), so a
 * system says, event by event, what the table reads (often the GM's very line).
 */
export interface StepText {
  gm: string
  players?: string
}

/** A group of entries the log view filters by, in the game's words. */
export interface LogFilter {
  id: string
  label: string
  /** Entry kinds or event types; any one matches. */
  kinds: readonly string[]
}

/**
 * What a rule system is, apart from its engine: its id, name and words, what it keeps in the
 * campaign file, the log view's filters and place words, and which campaign items it plays and
 * shows. Light by design (no machines, no views, no odds): the registries import every
 * system's manifest at start, the engine only where a session runs (`RuleSystem`).
 */
export interface SystemManifest {
  readonly id: string
  readonly name: string
  /** What a run of this system is called: "Challenge", "fight". */
  readonly runNoun: string
  /** The players' side in this system's words ("Cohort"). */
  readonly playersWord: string
  /** What the system keeps in the campaign file (blocks on PCs and NPCs, encounters), if anything. */
  readonly campaign?: CampaignPart
  /** "Cohort turn, 4. Roll Remaining Dice" for a logged place, or null. */
  placeLabel(place: RunPlace): string | null
  /** The log view's filter groups this system adds to, by id. */
  readonly logFilters: readonly LogFilter[]
  /** Campaign items of this system the players know of (revealed), for the display's list. */
  known(campaign: Campaign): PlayerKnownItem[]
  /** The campaign items its runs play (Challenges, encounters): names, where they sit, whether players may read them. */
  items(campaign: Campaign): RunItem[]
  /** Campaign ids the players have not been shown (hidden traits): entries naming them stay out of a player copy. */
  hiddenIds(campaign: Campaign): string[]
  /** Its NPC stat block as plain text, read and written, for pasting a stat block in prep; none when absent. */
  readonly statBlockText?: StatBlockText
}

/**
 * A rule system: its manifest (spread into it, so the two never differ), its session state
 * and how each logged step changes it (pure), why the rules refuse a step (the one place that
 * decides), how each step reads in the log for the GM and the players, its GM view and its
 * player part (an allowlist), and what the exports need to know of its events.
 *
 * `State` is plain JSON (it is saved in resume points). `Begin` is what a session starts
 * from, read from the campaign and logged. `Start` is what a run's start logs. `Event` is a
 * logged event; `Action` what a client may ask (never dice: `hostEvents` are the host's).
 */
export interface RuleSystem<
  State = unknown,
  Event extends { type: string } = { type: string },
  Start = unknown,
  Request = unknown,
  Action extends { type: string } = Event,
  Begin = unknown,
  Roll = unknown,
> extends SystemManifest {
  /** The versions of its logged parts and rules, and how to read older ones. */
  readonly format: SystemFormat

  /** The session's start: what the system reads from the campaign (logged), and the state it gives. */
  readonly session: {
    begin: z.ZodType<Begin>
    beginFrom(campaign: Campaign): Begin
    /**
     * The state from the logged begin; null for a session logged before the system was added.
     * `rules` is the version of the rules the session's steps outside a run follow.
     */
    initial(begin: Begin | null, rules: number): State
  }

  /** Runs: what the GM asks to start, what is logged, and the run's title in exports. */
  readonly runs: {
    request: z.ZodType<Request>
    start: z.ZodType<Start>
    plan(request: Request, state: State, context: SystemContext): RunPlan<Start> | { refused: string }
    title(start: Start): { name: string; detail: string }
  }

  /** Strict schema of every logged event. */
  readonly events: z.ZodType<Event>
  /** Strict schema of what a client may ask through `run.act`. */
  readonly actions: z.ZodType<Action>
  /** Strict schema of what a client may ask the host to roll through `run.roll`. */
  readonly rolls: z.ZodType<Roll>
  /** Event types only the host produces: they carry dice or outcomes. A client never sends them. */
  readonly hostEvents: readonly string[]

  /** Why the rules refuse this step now, or null: the one home of the decision. */
  whyRefused(state: State, step: SystemStep<Event, Start>, context: SystemContext): string | null
  /** What the step does. Pure; only called for a step `whyRefused` allowed. */
  apply(state: State, step: SystemStep<Event, Start>): State
  /** The run in progress, if any: its id and where it stands. */
  running(state: State): { id: string; place: RunPlace; over: boolean } | null

  /**
   * The log's lines for a step, with the state before it (and, when the line needs what came
   * of it, the state after): the GM's, and the players' only when they may read the step. The
   * session makes the entry public exactly when there is a players' line; a combat system
   * passes its words through the tracker (`fightStepText`).
   */
  describe(step: SystemStep<Event, Start>, state: State, context: SystemContext, after: () => State): StepText
  actor(event: Event): Actor

  /** Campaign ids an event names: an entry about one the campaign hides now stays out of a player copy. */
  mentions(event: Event): readonly string[]
  /** The faces a logged event rolled, for exports. */
  dice(event: Event): readonly number[] | null
  /** The narrative an event carries, told as a paragraph in exports. */
  narrative(event: Event): string | null
  /** Events a story leaves out ("next step" that only names the step: the next line says it), given the line the log holds. */
  quiet(event: Event, summary: string): boolean

  /** The GM's view of the system in this session: plain JSON for the console. */
  gmView(state: State, context: { campaign: Campaign }): unknown
  /** A short line naming where the session is in this system's terms ("Event: The Crossing"). */
  placeDetail(state: State, campaign: Campaign): string | null
  /**
   * The players' part, built from an allowlist of what the GM revealed, or null when the
   * system has nothing on screen. `headline` claims the screen's headline. `shown` is the part
   * the players have on screen now (the last one this system sent them, null for none): what
   * they already know, for a system that holds things back while the GM hides them.
   */
  playerPart(state: State, context: { campaign: Campaign; shown?: unknown }): { headline: string | null; stage: boolean; part: unknown } | null
  /** Strict schema of the player part: nothing else may reach a display. */
  readonly playerPartSchema: z.ZodType

  /**
   * What players may do from their devices, and when: which commands the player of a PC may
   * send now and what they may choose. A system without it lets players only watch.
   */
  readonly players?: PlayerRules<State, Action, Roll>

  /**
   * The log format before the seam (schema version 1) knew one system: the one that says so
   * here reads those entries as today's, given the run open before each.
   */
  readonly legacyLog?: { upgrade(raw: Record<string, unknown>, open: { id: string; item: string } | null): Record<string, unknown> }
}

/** A campaign item a run plays. */
export interface RunItem {
  id: string
  name: string
  /** Where it sits, in words ("The Glass Market · The Deal"). */
  where: string
  sceneId: string | null
  revealed: boolean
}

/** An item on the players' list of what they know: a symbol, its name and a detail ("held by Ixa"). */
export interface PlayerKnownItem {
  id: string
  name: string
  symbol: string
  detail: string | null
}

/** Any rule system, whatever its types. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleSystem = RuleSystem<any, any, any, any, any, any, any>

/** The types a system's descriptor carries, for callers that are typed per system. */
export type EventOfSystem<S> = S extends RuleSystem<unknown, infer E> ? E : never
