/**
 * The active option after a key in the palette's combobox (ARIA APG): ArrowDown/ArrowUp move one, wrapping; Home and
 * End go to the first and last option. null: the key is not the list's (typing goes to the input).
 * listKey("ArrowDown", 2, 3) → 0; listKey("End", 0, 5) → 4; listKey("a", 0, 5) → null
 */
export function listKey(key: string, active: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case "ArrowDown":
      return active < 0 || active >= count - 1 ? 0 : active + 1
    case "ArrowUp":
      return active <= 0 ? count - 1 : active - 1
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}
