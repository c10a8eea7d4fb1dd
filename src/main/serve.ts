import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { seededSource } from '@shared/dice'
import { Services } from './services'
import { startWebHost } from './web/server'
import { TokenStore } from './web/token-file'
import { appRoot, defaultDataDir, demoCampaignFile, rendererDir, simulatorWorkerFile } from './paths'

/** Seeded dice make tests repeatable; at a real table they would make the dice predictable. */
const TEST_MODE_VARIABLE = 'GM_CONSOLE_TEST_MODE'

function options() {
  const { values } = parseArgs({
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '0' },
      'data-dir': { type: 'string' },
      'dice-seed': { type: 'string' },
      'rotate-tokens': { type: 'boolean', default: false },
    },
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`)
  const seedText = values['dice-seed']
  if (seedText !== undefined && process.env[TEST_MODE_VARIABLE] !== '1')
    throw new Error(`--dice-seed is for tests only (set ${TEST_MODE_VARIABLE}=1); play always uses real randomness`)
  const seed = seedText === undefined ? undefined : Number(seedText)
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`--dice-seed must be an integer, not "${seedText}"`)
  return { host: values.host, port, dataDir: resolve(values['data-dir'] ?? defaultDataDir()), seed, rotateTokens: values['rotate-tokens'] }
}

async function main(): Promise<void> {
  const { host, port, dataDir, seed, rotateTokens } = options()
  const version = (JSON.parse(readFileSync(join(appRoot, 'package.json'), 'utf8')) as { version: string }).version
  const services = new Services({
    dataDir,
    host: 'web',
    version,
    demoFile: demoCampaignFile,
    simulatorWorker: simulatorWorkerFile,
    dice: seed === undefined ? undefined : seededSource(seed),
  })
  await services.start()
  // The links stay the same from one start to the next unless the GM asks for new ones.
  const tokens = await TokenStore.open(dataDir, { rotate: rotateTokens })
  if (tokens.replacedBecause) console.error(`${tokens.replacedBecause}: new links were made.`)
  if (rotateTokens) console.log('New links were made: the old GM and player links no longer work.')
  const web = await startWebHost({ services, rendererDir, host, port, tokens })
  if (host !== '127.0.0.1' && host !== 'localhost') console.log(`Listening on ${host}: anyone on your network with a link can reach this console.`)
  console.log(`GM console:      ${web.gmUrl}`)
  console.log(`Player display:  ${web.playerUrl}`)
  console.log(`Campaign folder: ${dataDir}`)
  console.log('Press Ctrl+C to stop the host (the campaign and the session are saved as they change).')
  const stop = async () => {
    await web.close()
    await services.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`The web host could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
