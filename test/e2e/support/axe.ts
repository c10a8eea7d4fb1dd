import { expect, type Page } from '@playwright/test'

interface AxeResults {
  violations: { id: string; help: string; nodes: unknown[] }[]
}
type AxeBuilderClass = new (options: { page: Page }) => { analyze(): Promise<AxeResults> }

const AXE_PACKAGE = '@axe-core/playwright'
let told = false

/**
 * Checks the page with axe when `@axe-core/playwright` is installed. The project does not
 * depend on it yet: without it the check is skipped and says so once per run.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  let AxeBuilder: AxeBuilderClass
  try {
    // A name in a variable: the type-check must not need the package to be there.
    AxeBuilder = ((await import(AXE_PACKAGE)) as { default: AxeBuilderClass }).default
  } catch {
    if (!told) console.log(`Accessibility checks skipped: ${AXE_PACKAGE} is not installed.`)
    told = true
    return
  }
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`),
    where,
  ).toEqual([])
}
