import { useMemo } from "react"
import { HealthMark } from "./health-mark"
import { apiLaterThanVerification, type VerifiedSummary } from "../verified-text"
import { useHealthResults } from "@/hooks/use-health-results"
import { useNow } from "@/hooks/use-now"
import { groupByApi, summarizeApi } from "@/lib/health-results"

/**
 * The mark for one API from the stored results; nothing when it was never checked. When it and the verification line
 * under the header disagree (one says every endpoint worked, the other not), it says which came last.
 */
export function StoredHealthMark({ apiId, verified }: { apiId: string; verified?: VerifiedSummary | null }) {
  const results = useHealthResults()
  const now = useNow()
  // Grouped once per results snapshot, not on every minute's tick.
  const list = useMemo(() => groupByApi(results).get(apiId) ?? [], [results, apiId])
  const health = summarizeApi(list, now)
  if (!health) return null
  const later = apiLaterThanVerification(health, verified)
  return (
    <>
      <HealthMark health={health} />
      {later && (
        <span data-health-standing="" className="text-xs text-muted-foreground">
          (your check: {later} than the verification below)
        </span>
      )}
    </>
  )
}
