import { onBeforeUnmount, onMounted } from 'vue'
import { typingInField } from '../../gm/typing'
import { useDisplayStore } from '../../stores/display'
import { useNoticesStore } from '../../stores/notices'

/**
 * B blanks the player display, or shows it again, from anywhere in the console: the GM's
 * hand must reach it without looking for a section (listed in shortcuts.ts). A B typed into a
 * field stays in the field.
 */
export function useBlankShortcut(): void {
  const display = useDisplayStore()
  const notices = useNoticesStore()
  const onKey = (event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'b' || event.ctrlKey || event.metaKey || event.altKey || event.repeat || typingInField(event.target)) return
    event.preventDefault()
    display.toggleBlank().catch((error: unknown) => notices.failed(error))
  }
  onMounted(() => window.addEventListener('keydown', onKey))
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey))
}
