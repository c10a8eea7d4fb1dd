import { startWebHost, type WebHost, type WebHostOptions } from '../../../../src/main/web/server'
import { startServices } from '../../../support/services'
import { connect } from '../../../e2e/support/wire-client'

export interface TestHost extends Awaited<ReturnType<typeof startServices>> {
  web: WebHost
  origin: string
  /** What the host logged, one entry per line. */
  lines: string[]
  /** A real `ws` client signs in as the GM and makes a request: the host still serves. */
  stillServes(): Promise<boolean>
  stop(): Promise<void>
}

/** The real web host in this process, on real services over a temp data folder; its log is kept. */
export async function startTestHost(options: Partial<WebHostOptions> = {}): Promise<TestHost> {
  const started = await startServices()
  const lines: string[] = []
  const web = await startWebHost({ services: started.services, rendererDir: started.dataDir, log: (line) => lines.push(line), ...options })
  const origin = `http://127.0.0.1:${web.port}`
  return {
    ...started,
    web,
    origin,
    lines,
    async stillServes() {
      const gm = await connect(origin, { role: 'gm', token: web.tokens.gm })
      const answer = await gm.request('app.info', {})
      gm.close()
      return answer.ok === true && (answer.result as { host: string }).host === 'web'
    },
    async stop() {
      await web.close()
      await started.services.close()
      await started.cleanup()
    },
  }
}
