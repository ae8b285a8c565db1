import { useEffect, useState } from "react"
import type { ApiHealth } from "@/lib/health-results"
import { useHydrated } from "./use-hydrated"

/**
 * Each API's summary of the visitor's last check (docs/health-checks.md), or null until it is known: the results are
 * in this browser's storage, so never in prerendered HTML, and the code that reads them loads after hydration, outside
 * the page's first download (/explore: 2 KB; docs/performance.md).
 */
export function useHealthSummaries(): ReadonlyMap<string, ApiHealth> | null {
  const isHydrated = useHydrated()
  const [summaries, setSummaries] = useState<ReadonlyMap<string, ApiHealth> | null>(null)
  useEffect(() => {
    if (!isHydrated) return
    let stop: (() => void) | undefined
    let isStopped = false
    import("./health-summaries").then(
      ({ watchHealthSummaries }) => {
        if (!isStopped) stop = watchHealthSummaries(setSummaries)
      },
      // Offline before the code was ever cached: the page goes on as if nothing had been checked.
      () => {
        if (!isStopped) setSummaries(new Map())
      },
    )
    return () => {
      isStopped = true
      stop?.()
    }
  }, [isHydrated])
  return summaries
}
