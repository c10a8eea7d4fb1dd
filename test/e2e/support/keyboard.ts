import { expect, type Locator, type Page } from '@playwright/test'

/** Presses a control as a keyboard user does: focus moves to it, then the key. */
export const press = (control: Locator, key = 'Enter') => control.press(key)

/** Ticks or unticks a box, or picks a radio button, with the space bar. */
export const tick = (box: Locator) => box.press('Space')

/** Ends turns with N on the combat tracker until it is `id`'s turn (at most a dozen turns). */
export async function turnOf(page: Page, id: string): Promise<void> {
  const now = page.locator('[aria-current="step"]')
  for (let guard = 0; guard < 12 && (await now.getAttribute('data-combatant')) !== id; guard++) {
    const before = await now.getAttribute('data-combatant')
    await page.keyboard.press('n')
    await expect(now).not.toHaveAttribute('data-combatant', before ?? '')
  }
  await expect(now).toHaveAttribute('data-combatant', id)
}

/** Opens a part of the fight folded away (see `CombatFold`) from the keyboard, with Enter on its summary; left open if it is. */
export async function unfold(fold: Locator): Promise<void> {
  if ((await fold.getAttribute('open')) === null) await fold.locator(':scope > summary').press('Enter')
  await expect(fold).toHaveAttribute('open', '')
}
