import { chmod, open, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { writeFileDurably } from '../store'
import { newToken } from './tokens'

export interface Tokens {
  gm: string
  player: string
}

/** Beside the campaigns, a dot file so the campaign list never shows it. */
export const TOKENS_FILE = '.web-host-tokens.json'

/** Only the owner may read the links' secrets. */
const OWNER_ONLY = 0o600

const Token = z.string().regex(/^[A-Za-z0-9_-]{22,128}$/, 'a URL-safe token of at least 128 bits')
const TokenFile = z.strictObject({ gm: Token, player: Token })

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

  private constructor(
    readonly file: string,
    tokens: Tokens,
    /** Why the stored tokens were replaced at opening, when they could not be used. */
    readonly replacedBecause: string | null,
  ) {
    this.tokens = tokens
  }

  /** Reads the tokens of `dataDir`, or makes and saves new ones (always, with `rotate`). */
  static async open(dataDir: string, options: { rotate?: boolean } = {}): Promise<TokenStore> {
    const file = join(dataDir, TOKENS_FILE)
    let stored: Tokens | null = null
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
    const store = new TokenStore(file, stored ?? fresh(), problem)
    if (stored) await chmod(file, OWNER_ONLY)
    else await store.save()
    return store
  }

  get current(): Tokens {
    return this.tokens
  }

  /** Makes new tokens and saves them before they are used: the old ones stop working. */
  async rotate(): Promise<Tokens> {
    const next = fresh()
    await writeTokens(this.file, next)
    this.tokens = next
    return next
  }

  private save(): Promise<void> {
    return writeTokens(this.file, this.tokens)
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
async function writeTokens(file: string, tokens: Tokens): Promise<void> {
  try {
    await (await open(file, 'wx', OWNER_ONLY)).close()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    await chmod(file, OWNER_ONLY)
  }
  await writeFileDurably(file, `${JSON.stringify(tokens, null, 2)}\n`)
}
