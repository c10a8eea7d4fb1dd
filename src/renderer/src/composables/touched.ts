import { inject, provide, ref, type InjectionKey, type Ref } from 'vue'

const SHOW_ALL: InjectionKey<Ref<boolean>> = Symbol('show every field error')

/**
 * A form's switch for its field messages: each shows once its field has been left (the GM
 * touched it), and every one as soon as the GM tries to save. Called in the form's setup;
 * its `FieldError`s read it.
 */
export function revealAllErrors(): Ref<boolean> {
  const showAll = ref(false)
  provide(SHOW_ALL, showAll)
  return showAll
}

/** The switch of the form a field sits in (never on outside a form that provides one). */
export function formShowsAll(): Ref<boolean> {
  return inject(SHOW_ALL, ref(false))
}
