import { computed, ref, type Ref } from 'vue'

/**
 * Search over a list by the text a GM would type: every word must appear in one of the
 * item's searchable fields, case-insensitively.
 */
export function useListFilter<T>(items: Ref<readonly T[]>, text: (item: T) => string) {
  const query = ref('')
  const filtered = computed(() => {
    const words = query.value.toLowerCase().split(/\s+/).filter(Boolean)
    if (words.length === 0) return items.value
    return items.value.filter((item) => {
      const haystack = text(item).toLowerCase()
      return words.every((word) => haystack.includes(word))
    })
  })
  return { query, filtered }
}
