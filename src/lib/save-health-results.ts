import type { HealthResults } from "./health-results"
import { HEALTH_RESULTS_KEY, writeJson } from "./storage"

/**
 * Persists every result under the one key (issue 14). Returns whether it was stored; full or disabled storage
 * only means the results are not kept past this page (never throws). Apart from the store so pages that only
 * read results (explore) do not download it.
 */
export function saveHealthResults(results: HealthResults, storage?: Storage | null): boolean {
  return writeJson(HEALTH_RESULTS_KEY, { version: 1, results }, storage)
}
