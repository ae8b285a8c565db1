import { summarizeAllNow, type ApiHealth } from "@/lib/health-results"
import { getHealthStore } from "./use-health-results"

/**
 * Calls `onChange` with every API's summary now and whenever the stored results change (another tab's check
 * included); returns the way to stop. Loaded by useHealthSummaries after hydration, never in a page's first download.
 */
export function watchHealthSummaries(onChange: (summaries: ReadonlyMap<string, ApiHealth>) => void): () => void {
  const store = getHealthStore()
  const emit = () => onChange(summarizeAllNow(store.getSnapshot()))
  emit()
  return store.subscribe(emit)
}
