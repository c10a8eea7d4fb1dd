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
 * The JavaScript a GM's first load of the console downloads, gzipped (zlib's default level,
 * as a web server sends it): gm.html's scripts and every chunk they import statically.
 */
async function main(): Promise<void> {
  const page = join(rendererDir, 'gm.html')
  const queue = pageScripts(readFileSync(page, 'utf8')).map((url) => resolve(rendererDir, url))
  const seen = new Set<string>()
  let bytes = 0
  while (queue.length > 0) {
    const file = queue.shift()!
    if (seen.has(file)) continue
    seen.add(file)
    const code = readFileSync(file)
    const gzipped = gzipSync(code).length
    bytes += gzipped
    progress(`renderer: ${file.slice(rendererDir.length + 1)} ${(code.length / 1000).toFixed(1)} kB, ${(gzipped / 1000).toFixed(1)} kB gzipped`)
    queue.push(...staticImports(code.toString('utf8')).map((url) => resolve(dirname(file), url)))
  }
  report('renderer.gm.js.gzip.kb', bytes / 1000, 'kB')
}

runBench(main)
