import { useNow } from "@/hooks/use-now"
import { formatRelativeTime, isStale, STALE_TEXT } from "@/lib/check-time"

/** " (3 days ago)", or " (12 days ago, stale: older than 7 days)" — the same 7 days as the visitor's own results. */
export function VerifiedAge({ at }: { at: number }) {
  const now = useNow()
  return (
    <>
      {" "}
      ({formatRelativeTime(at, now)}
      {isStale(at, now) && <strong className="font-medium text-warning">, stale: {STALE_TEXT}</strong>})
    </>
  )
}
