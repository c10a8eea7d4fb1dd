import { readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { progress, report, runBench } from './support/report'

const rendererDir = resolve(import.meta.dirname, '..', 'out', 'renderer')

/** The scripts a page loads before it can run: its module script and modulepreload links. */
function pageScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
  return tags.flatMap((tag) => {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag)
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    return (isScript || isPreload) && url ? [url] : []
  })
}

/** Static imports of a built chunk (`import … from "./x.js"`, `import "./x.js"`); dynamic ones load later. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\bimport\s*(?:[\w$*{}\s,]+\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]!)
}

/**
 * The JavaScript a page's first load downloads, gzipped (zlib's default level, as a web server
 * sends it): the page's scripts and every chunk they import statically. The GM's console, and
 * the player display, which a TV's browser or a cheap tablet loads.
 */
function firstLoad(page: 'gm' | 'player'): number {
  const queue = pageScripts(readFileSync(join(rendererDir, `${page}.html`), 'utf8')).map((url) => resolve(rendererDir, url))
  const seen = new Set<string>()
  let bytes = 0
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file)
    const gzipped = gzipSync(code).length
    bytes += gzipped
    progress(
      `renderer ${page}: ${file.slice(rendererDir.length + 1)} ${(code.length / 1000).toFixed(1)} kB, ${(gzipped / 1000).toFixed(1)} kB gzipped`,
    )
    queue.push(...staticImports(code.toString('utf8')).map((url) => resolve(dirname(file), url)))
  }
  return bytes
}

async function main(): Promise<void> {
  for (const page of ['gm', 'player'] as const) report(`renderer.${page}.js.gzip.kb`, firstLoad(page) / 1000, 'kB')
}

runBench(main)
