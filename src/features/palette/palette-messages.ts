// The palette's messages between the page and its search worker.
import type { LocalEntry } from "./search/local-search"
import type { PaletteResult } from "./search/palette-results"

export type ToWorker =
  | { type: "local"; entries: LocalEntry[] }
  /** The visitor's opened APIs and their operations, read from this browser's storage once the palette is open. */
  | { type: "opened"; entries: LocalEntry[] }
  | { type: "search"; id: number; query: string }

export type FromWorker =
  | { type: "ready" }
  | {
      type: "results"
      id: number
      query: string
      results: PaletteResult[]
      directory: "ok" | "unavailable"
    }
  /**
   * The answer to a query the visitor may type next (query `id` and a likely next character), from what the worker
   * has loaded: the page shows it at that key without waiting for the worker (docs/search.md, "Speed").
   */
  | { type: "ahead"; id: number; query: string; results: PaletteResult[] }
