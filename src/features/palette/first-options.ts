/** The list of results is at most this share of the viewport's height, in vh (command-palette.tsx sets it from this). */
export const LIST_MAX_VH = 60

/** The shortest option, in CSS pixels: an API's, two lines (an operation's has three, 78 px). */
export const SHORTEST_OPTION_PX = 56

/**
 * How many options an answer draws in the worker's message task: as many as the list can show at once in a viewport
 * `viewportHeight` CSS pixels tall, at least one. The others (below the list's fold) are drawn after the next frame,
 * which then lays out and paints only what the visitor sees (docs/search.md, "Speed").
 * firstOptions(720) → 8; firstOptions(1440) → 16; firstOptions(0) → 1
 */
export function firstOptions(viewportHeight: number): number {
  const listHeight = (Math.max(0, viewportHeight) * LIST_MAX_VH) / 100
  return Math.max(1, Math.ceil(listHeight / SHORTEST_OPTION_PX))
}

/**
 * The options drawn with an answer: its first `count` results, and below them, until the next frame, what the list
 * drew before (no longer than the answer); those rows are redrawn once that frame is painted.
 * drawnFirst(["a", "b", "c"], ["x", "y", "z", "w"], 1) → ["a", "y", "z"]; drawnFirst(["a"], ["x", "y"], 2) → ["a"]
 */
export function drawnFirst<T>(answer: readonly T[], drawn: readonly T[], count: number): T[] {
  return [...answer.slice(0, count), ...drawn.slice(count, answer.length)]
}
