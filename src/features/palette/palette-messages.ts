// The palette's messages between the page and its search worker.
import type { LocalEntry } from "./search/local-search"
import type { PaletteResult } from "./search/palette-results"

export type ToWorker = { type: "local"; entries: LocalEntry[] } | { type: "search"; id: number; query: string }

export type FromWorker =
  | { type: "ready" }
  | {
      type: "results"
      id: number
      query: string
      results: PaletteResult[]
      directory: "ok" | "unavailable"
    }
