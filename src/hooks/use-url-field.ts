import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent } from "react"
import { useLocation } from "react-router"
import { settleUrlField, type FieldWrites } from "@/lib/url-field"
import { useHydrated } from "./use-hydrated"

type UrlFieldOptions = {
  /** The field's value in the URL (`?q=`), as the page has rendered it. */
  value: string
  /** Writes a value typed in the field to the URL (replacing the history entry, so Back is not one step per key). */
  write: (value: string) => void
  /**
   * False where the URL does not hold this field (the header search off /explore): the field keeps what it has and
   * writes nothing.
   */
  isBound?: boolean
}

/**
 * A text field bound to the URL, the one way the app does it (STYLE.md, "one pattern for an input bound to the
 * URL"): the input is uncontrolled — what is typed stays in it, no draft state mirrors the URL — each change is
 * written to the URL, and the URL is read back into the field when it changes for another reason (Back, a filter,
 * 'Clear filters', a link; the rule: settleUrlField). Text typed before React hydrated the page is taken over once.
 *
 * const field = useUrlField({ value: params.q, write: (q) => setParams({ q }, { replace: true }) })
 * <input ref={field.ref} defaultValue={field.defaultValue} onChange={field.onChange} />
 */
export function useUrlField({ value, write, isBound = true }: UrlFieldOptions) {
  const ref = useRef<HTMLInputElement>(null)
  const writes = useRef<FieldWrites>([])
  const { key } = useLocation()
  const settledAt = useRef(key)
  const isHydrated = useHydrated()
  // The prerendered (or first) value only: later values reach the field through the effect below.
  const [defaultValue] = useState(value)

  // Before paint, so a field given a new value by Back or a filter never shows the old one for a frame.
  useLayoutEffect(() => {
    const input = ref.current
    if (!input || !isBound || !isHydrated) return
    const settled = settleUrlField(writes.current, value, settledAt.current !== key)
    settledAt.current = key
    writes.current = settled.writes
    if (settled.show !== null && input.value !== settled.show) input.value = settled.show
  }, [value, key, isBound, isHydrated])

  function handleChange(next: string) {
    if (!isBound) return
    writes.current = [...writes.current, next]
    write(next)
  }

  // A fast visitor may type before React is there (hydration waits for the scripts); React keeps the characters in
  // the input without an onChange, so they are written to the URL once, here.
  useEffect(() => {
    const input = ref.current
    if (input && input.value !== input.defaultValue) handleChange(input.value)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration
  }, [])

  return {
    ref,
    defaultValue,
    onChange: (event: ChangeEvent<HTMLInputElement>) => handleChange(event.target.value),
  }
}
