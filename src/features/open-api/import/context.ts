import type { RefResolver } from "./refs"

/** What every mapper shares while one document is mapped: its references, and what it had to leave out. */
export type MapContext = {
  refs: RefResolver
  /** Examples nested deeper than MAX_EXAMPLE_DEPTH, left out (examples.ts) and noted once. */
  tooDeep: Set<object>
}
