import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Checks the page as it stands with axe-core (WCAG 2.x A and AA rules and axe's best
 * practices) and fails on any violation, naming each rule, what it asks for and the first
 * elements that break it.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  expect(
    results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')})`,
    ),
    where,
  ).toEqual([])
}
