import { readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CampaignStore, serializeJson } from '../src/main/store'
import { BIG_CAMPAIGN, bigCampaign } from './support/big-campaign'
import { progress, report, runBench } from './support/report'
import { median } from './support/stats'

const ROUNDS = 15
const WARM_UP = 3
const FILE = 'long-campaign.json'

/**
 * Opening a campaign as the GM does (`CampaignStore.open`: lock, read, parse, migrate if
 * needed, validate with every cross-reference check, freeze) until it is ready for use,
 * against the floor of any JSON store: reading the same file and `JSON.parse`. Both are
 * timed in the same rounds, alternating, so the machine's load weighs on both alike. The
 * opening backup and the recent list's record are queued by the open and finish before its
 * `close` does, outside the timing but inside the round.
 */
async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'gmc-bench-load-'))
  try {
    const path = join(dataDir, FILE)
    writeFileSync(path, serializeJson(bigCampaign()))
    const megabytes = readFileSync(path).length / 1e6
    progress(
      `campaign.load: ${BIG_CAMPAIGN.characters} PCs, ${BIG_CAMPAIGN.npcs} NPCs, ${BIG_CAMPAIGN.challenges} Challenges, ${BIG_CAMPAIGN.encounters} encounters: ${megabytes.toFixed(1)} MB`,
    )
    const store = new CampaignStore({ dataDir, warn: () => undefined })
    const opens: number[] = []
    const parses: number[] = []
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      let start = performance.now()
      const opened = await store.open(FILE)
      const open = performance.now() - start
      await opened.close()
      start = performance.now()
      JSON.parse(readFileSync(path, 'utf8'))
      const parse = performance.now() - start
      if (round < WARM_UP) continue
      opens.push(open)
      parses.push(parse)
    }
    progress(`campaign.load: open ${median(opens).toFixed(1)} ms, read + JSON.parse ${median(parses).toFixed(1)} ms (medians of ${ROUNDS})`)
    report('campaign.load.ratio', median(opens) / median(parses), 'ratio')
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

runBench(main)
