// The rule behind every text field bound to the URL (the header search, the directory's search, an opened API's
// endpoint filter; src/hooks/use-url-field.ts): the field is uncontrolled, so what is typed stays in it; each change
// is written to the URL; and the URL is read back into the field when it changes for another reason (Back, a filter,
// 'Clear filters', a link). Navigations are asynchronous: a fast typist's earlier keystrokes land after later ones
// were typed, and putting those older values back would lose characters. So the field remembers what it wrote
// until it lands, and only a value it did not write is shown.

/** The values a field wrote to the URL that have not landed yet, oldest first. */
export type FieldWrites = readonly string[]

export type Settled = {
  /** What to put in the field, or null to leave it as it is. */
  show: string | null
  writes: FieldWrites
}

/**
 * What a URL-bound field does when the URL's value may have changed. `isNewLocation`: a navigation landed (rather
 * than the page switching to the visitor's query string after hydration, when the field may already hold text typed
 * before React was there).
 *
 * settleUrlField(["d", "do", "dog"], "do", true) → { show: null, writes: ["dog"] }   its own keystroke landed
 * settleUrlField(["dog"], "cat", true)           → { show: "cat", writes: [] }       Back, a filter, a link: the URL wins
 * settleUrlField(["dog"], "", false)             → { show: null, writes: ["dog"] }   no navigation: its write is on its way
 */
export function settleUrlField(writes: FieldWrites, urlValue: string, isNewLocation: boolean): Settled {
  const landed = writes.indexOf(urlValue)
  if (landed !== -1) return { show: null, writes: writes.slice(landed + 1) }
  if (!isNewLocation && writes.length > 0) return { show: null, writes }
  return { show: urlValue, writes: [] }
}
