import { useMemo } from "react"
import { HealthMark } from "./health-mark"
import { useHealthResults } from "@/hooks/use-health-results"
import { useNow } from "@/hooks/use-now"
import { groupByApi, summarizeApi } from "@/lib/health-results"

/** The mark for one API from the stored results; nothing when it was never checked. */
export function StoredHealthMark({ apiId }: { apiId: string }) {
  const results = useHealthResults()
  const now = useNow()
  const health = useMemo(() => summarizeApi(groupByApi(results).get(apiId) ?? [], now), [results, apiId, now])
  return health ? <HealthMark health={health} /> : null
}
