import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..', '..', '..')

export interface RunningHost {
  gmUrl: string
  playerUrl: string
  origin: string
  gmToken: string
  playerToken: string
  dataDir: string
  process: ChildProcess
  output: () => string
  /** Stops the host the polite way (SIGTERM) and waits for it. */
  stop(): Promise<void>
  /** Kills the host with no chance to clean up (SIGKILL), as a crash would. */
  kill(): Promise<void>
}

export interface HostOptions {
  dataDir?: string
  /** A fixed port, to start a host again where the pages expect it; any free one unless given. */
  port?: number
  diceSeed?: number
  extraArgs?: string[]
  env?: Record<string, string>
}

/** Starts the real web host (the built out/main/serve.js) on a free port and a temp data folder. */
export async function startHost(options: HostOptions = {}): Promise<RunningHost> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'gmc-e2e-')))
  const args = [join(root, 'out', 'main', 'serve.js'), '--data-dir', dataDir, '--port', String(options.port ?? 0), ...(options.extraArgs ?? [])]
  if (options.diceSeed !== undefined) args.push('--dice-seed', String(options.diceSeed))
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, GM_CONSOLE_TEST_MODE: '1', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((done) => child.once('exit', () => done()))

  const urls = await new Promise<{ gm: string; player: string }>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`The web host did not start:\n${output}`)), 30_000)
    const look = () => {
      const gm = /GM console:\s+(\S+)/.exec(output)?.[1]
      const player = /Player display:\s+(\S+)/.exec(output)?.[1]
      if (gm && player) {
        clearTimeout(timer)
        done({ gm, player })
      }
    }
    child.stdout!.on('data', look)
    child.once('exit', () => {
      clearTimeout(timer)
      fail(new Error(`The web host exited:\n${output}`))
    })
  })
  const gm = new URL(urls.gm)
  const player = new URL(urls.player)
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    gmUrl: urls.gm,
    playerUrl: urls.player,
    origin: gm.origin,
    gmToken: new URLSearchParams(gm.hash.slice(1)).get('token')!,
    playerToken: new URLSearchParams(player.hash.slice(1)).get('token')!,
    dataDir,
    process: child,
    output: () => output,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  }
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true })
}

/**
 * The GM moves every step by hand in this page: the runner's "Pass steps with nothing to
 * decide" is off from the first load, for tests that walk each step of the rule text. It is
 * set where older consoles kept it, in the browser, so every such test also walks the move of
 * that choice to the host's preferences.
 */
export async function everyStepByHand(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript({ content: "window.localStorage.setItem('gm-console.pass-steps', 'off')" })
}
