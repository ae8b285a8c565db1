import { ConformanceNote } from "./conformance-note"
import { useMemo, useSyncExternalStore } from "react"
import { useHealthResults } from "@/hooks/use-health-results"
import { cn } from "@/lib/cn"
import { useNow } from "@/hooks/use-now"
import { formatRelativeTime } from "@/lib/check-time"
import { endpointKeyAt, wasSent } from "@/lib/health-results"
import { cardOutcomeText, outcomeTone } from "../outcome-text"
import { pendingChecks } from "../pending-checks"
import { laterThanVerification } from "../verified-text"
import type { EndpointOutcomeProps } from "./endpoint-outcome"

const TONES = { success: "text-success", danger: "text-destructive", muted: "text-muted-foreground" } as const

/** The stored result of one endpoint, or 'Checking…' while a run has not reached it; nothing when never checked. */
export function StoredEndpointOutcome({ apiId, endpoints, index, verification }: EndpointOutcomeProps) {
  const results = useHealthResults()
  const pending = useSyncExternalStore(pendingChecks.subscribe, pendingChecks.getSnapshot, pendingChecks.getSnapshot)
  const key = useMemo(() => endpointKeyAt(apiId, endpoints, index), [apiId, endpoints, index])
  const result = Object.hasOwn(results, key) ? results[key] : undefined
  const isPending = pending.has(key)
  const now = useNow()
  // A result that disagrees with the verification above says which came last, and when (docs/health-checks.md).
  const later =
    result && !isPending
      ? laterThanVerification(
          { at: result.at, ...(wasSent(result.outcome) ? { works: result.outcome === "ok" } : {}) },
          verification,
        )
      : null
  if (!result && !isPending) return null
  return (
    <>
      <p
        data-endpoint-outcome={isPending ? "pending" : result?.outcome}
        className={cn(
          "text-sm font-medium",
          isPending || !result ? "text-muted-foreground" : TONES[outcomeTone(result)],
        )}
      >
        <span className="text-muted-foreground">Last check: </span>
        {isPending ? "Checking…" : result && cardOutcomeText(result)}
        {result && later && (
          <span className="font-normal text-muted-foreground" data-later={later}>
            {" "}
            (yours, {formatRelativeTime(result.at, now)}: {later} than the verification above)
          </span>
        )}
      </p>
      {/* Whether the answer kept its description's word (a separate line: the one above stays as it is). */}
      {result?.conformance && !isPending && <ConformanceNote result={result} className="text-sm" />}
    </>
  )
}
