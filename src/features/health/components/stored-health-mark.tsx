import { useMemo } from "react"
import { HealthMark } from "./health-mark"
import { useHealthResults } from "@/hooks/use-health-results"
import { useNow } from "@/hooks/use-now"
import { groupByApi, summarizeApi } from "@/lib/health-results"

/** The mark for one API from the stored results; nothing when it was never checked. */
export function StoredHealthMark({ apiId }: { apiId: string }) {
  const results = useHealthResults()
  const now = useNow()
  // Grouped once per results snapshot, not on every minute's tick.
  const list = useMemo(() => groupByApi(results).get(apiId) ?? [], [results, apiId])
  const health = summarizeApi(list, now)
  return health ? <HealthMark health={health} /> : null
}
