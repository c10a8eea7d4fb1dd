import { chmod, open, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { safeRecord } from '@shared/campaign/common'
import { writeFileDurably } from '../store'
import { newToken, tokenMatches } from './tokens'

export interface Tokens {
  gm: string
  player: string
}

/** Beside the campaigns, a dot file so the campaign list never shows it. */
export const TOKENS_FILE = '.web-host-tokens.json'

/** Only the owner may read the links' secrets. */
const OWNER_ONLY = 0o600

const Token = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'a URL-safe token of at least 128 bits')
const PcId = z.string().min(1).max(200)
/** `pcs`: each PC's device token, by PC id; absent in files written before players had their own devices. */
const TokenFile = z.strictObject({ gm: Token, player: Token, pcs: safeRecord('The PC tokens', PcId, Token).optional() })

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'
}

/**
 * The web host's two secrets, kept in the data folder so the links printed once keep working
 * after a restart: an open GM tab or a TV reconnects with the link it has. New ones are made
 * on the first start, when asked (`--rotate-tokens`, the console's "New links" button), or
 * when the file is unreadable as tokens (it holds nothing else, so nothing is lost). The
 * file is the owner's only (0600) and replaced atomically and durably.
 */
export class TokenStore {
  private tokens: Tokens
  /** Each PC's device token, by PC id: one a PC, made when the GM first asks for its link. */
  private pcs: ReadonlyMap<string, string>

  private constructor(
    readonly file: string,
    tokens: Tokens,
    /** Why the stored tokens were replaced at opening, when they could not be used. */
    readonly replacedBecause: string | null,
    pcs: Readonly<Record<string, string>> = {},
  ) {
    this.tokens = tokens
    this.pcs = new Map(Object.entries(pcs))
  }

  /** Reads the tokens of `dataDir`, or makes and saves new ones (always, with `rotate`). */
  static async open(dataDir: string, options: { rotate?: boolean } = {}): Promise<TokenStore> {
    const file = join(dataDir, TOKENS_FILE)
    let stored: z.infer<typeof TokenFile> | null = null
    let problem: string | null = null
    if (!options.rotate) {
      try {
        const parsed = TokenFile.safeParse(JSON.parse(await readFile(file, 'utf8')))
        if (parsed.success) stored = parsed.data
        else problem = `${file} does not hold two tokens (${parsed.error.issues[0]?.message ?? 'invalid'})`
      } catch (error) {
        if (!isMissing(error)) problem = `${file} could not be read as JSON (${error instanceof Error ? error.message : String(error)})`
      }
    }
    const store = stored
      ? new TokenStore(file, { gm: stored.gm, player: stored.player }, problem, stored.pcs)
      : new TokenStore(file, fresh(), problem)
    if (stored) await chmod(file, OWNER_ONLY)
    else await store.save()
    return store
  }

  get current(): Tokens {
    return this.tokens
  }

  /**
   * Makes new GM and table tokens and saves them before they are used: the old ones stop
   * working. Each PC's device keeps its own link: the GM replaces one of those on its own.
   */
  async rotate(): Promise<Tokens> {
    const next = fresh()
    await writeTokens(this.file, next, this.pcs)
    this.tokens = next
    return next
  }

  /** This PC's device token, or null when it has none (never made, or locked). */
  pcToken(pc: string): string | null {
    return this.pcs.get(pc) ?? null
  }

  /** The PC whose device token this is, or null; every PC's is compared, so timing tells nothing of which. */
  pcOf(given: string): string | null {
    let found: string | null = null
    for (const [pc, token] of this.pcs) if (tokenMatches(token, given)) found = pc
    return found
  }

  /** A new token for this PC's device, saved before it is used: the one before stops working. */
  async renewPc(pc: string): Promise<string> {
    const token = newToken()
    await this.savePcs(new Map([...this.pcs, [pc, token]]))
    return token
  }

  /** Takes this PC's device token away, saved before it counts: its link stops working until a new one is made. */
  async lockPc(pc: string): Promise<void> {
    if (!this.pcs.has(pc)) return
    const next = new Map(this.pcs)
    next.delete(pc)
    await this.savePcs(next)
  }

  private async savePcs(next: ReadonlyMap<string, string>): Promise<void> {
    await writeTokens(this.file, this.tokens, next)
    this.pcs = next
  }

  private save(): Promise<void> {
    return writeTokens(this.file, this.tokens, this.pcs)
  }
}

function fresh(): Tokens {
  return { gm: newToken(), player: newToken() }
}

/**
 * The atomic write keeps the mode of the file it replaces, so the file is made the owner's
 * only first (created empty with 0600, or tightened): the secrets are never in a file anyone
 * else may read, not even the temporary one.
 */
async function writeTokens(file: string, tokens: Tokens, pcs: ReadonlyMap<string, string>): Promise<void> {
  try {
    await (await open(file, 'wx', OWNER_ONLY)).close()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    await chmod(file, OWNER_ONLY)
  }
  // A file with no PC tokens is written as before there were any.
  const content = pcs.size ? { ...tokens, pcs: Object.fromEntries(pcs) } : tokens
  await writeFileDurably(file, `${JSON.stringify(content, null, 2)}\n`)
}
