/** Whether a key went to a text field (or a select), where it belongs to the field. */
export function typingInField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  // A ticked box or a radio button takes no letters: the shortcuts still work from it.
  if (target instanceof HTMLInputElement) return !KEYLESS_INPUTS.has(target.type)
  return target.isContentEditable || ['TEXTAREA', 'SELECT'].includes(target.tagName)
}

const KEYLESS_INPUTS: ReadonlySet<string> = new Set(['checkbox', 'radio', 'button', 'submit', 'reset'])
