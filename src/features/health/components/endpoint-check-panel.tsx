import { useEffect, useMemo, useRef } from "react"
import { HealthMark } from "./health-mark"
import { Button } from "@/components/ui/button"
import { useNow } from "@/hooks/use-now"
import { summarizeApi } from "@/lib/health-results"
import { toTargets, type HealthApi } from "../health-api"
import { progressText } from "../outcome-text"
import { useCheckRun } from "../use-check-run"

/**
 * Runs the check at once, then shows the progress, Cancel and the API's mark; each endpoint's result shows on its own
 * card (EndpointOutcome, placed there by the route).
 */
export function EndpointCheckPanel({ api }: { api: HealthApi }) {
  const run = useCheckRun()
  const targets = useMemo(() => toTargets([api]), [api])
  const { start } = run
  const cancelRef = useRef<HTMLButtonElement>(null)
  const checkRef = useRef<HTMLButtonElement>(null)
  const isRunning = run.state === "running"
  const now = useNow()
  const health = isRunning ? undefined : summarizeApi(Object.values(run.results), now)

  useEffect(() => {
    start(targets)
  }, [start, targets])

  // Keyboard focus follows the control that replaces the one it was on.
  useEffect(() => {
    const active = document.activeElement
    if (isRunning && (active === document.body || active === checkRef.current)) cancelRef.current?.focus()
    if (!isRunning && (active === document.body || active === cancelRef.current)) checkRef.current?.focus()
  }, [isRunning])

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {isRunning ? (
          <Button ref={cancelRef} variant="outline" size="sm" onClick={run.cancel}>
            Cancel
          </Button>
        ) : (
          <Button ref={checkRef} variant="outline" size="sm" onClick={() => start(targets)}>
            Check endpoints
          </Button>
        )}
        <p role="status" className="text-sm text-muted-foreground">
          {run.state === "idle" ? "" : progressText(run.state, run.done, run.total, undefined, run.skipped)}
        </p>
        {health && <HealthMark health={health} />}
      </div>
    </>
  )
}
