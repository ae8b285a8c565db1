/**
 * Roving focus for a horizontal tab list (WAI-ARIA Authoring Practices, tabs pattern):
 * ArrowRight/ArrowLeft move to the next/previous tab and wrap; Home/End go to the first/last.
 * Any other key → null (not handled, so the browser keeps its default).
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count <= 0) return null
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count
    case "ArrowLeft":
      return (current - 1 + count) % count
    case "Home":
      return 0
    case "End":
      return count - 1
    default:
      return null
  }
}
