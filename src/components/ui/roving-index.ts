/**
 * The one roving-index rule for a list moved through by keys (WAI-ARIA Authoring Practices: tabs, and a combobox's
 * options): next and previous move one and wrap, Home and End go to the first and last. A horizontal list (tabs)
 * moves by ArrowRight/ArrowLeft, a vertical one (the palette's options) by ArrowDown/ArrowUp. `current` -1 (nothing
 * active yet): next is the first, previous the last. Any other key → null (not handled: the browser keeps its default,
 * typing goes to the input).
 * rovingIndex("ArrowRight", 2, 3, "horizontal") → 0; rovingIndex("End", 0, 5, "vertical") → 4
 */
export function rovingIndex(
  key: string,
  current: number,
  count: number,
  orientation: "horizontal" | "vertical",
): number | null {
  if (count <= 0) return null
  const [next, previous] = orientation === "horizontal" ? ["ArrowRight", "ArrowLeft"] : ["ArrowDown", "ArrowUp"]
  switch (key) {
    case next:
      return current < 0 || current >= count - 1 ? 0 : current + 1
    case previous:
      return current <= 0 ? count - 1 : current - 1
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}
