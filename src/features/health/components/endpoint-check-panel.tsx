import { useEffect, useMemo, useRef } from "react"
import { HealthMark } from "./health-mark"
import { MethodBadge } from "@/components/method-badge"
import { Button } from "@/components/ui/button"
import { useNow } from "@/hooks/use-now"
import { cn } from "@/lib/cn"
import { summarizeApi, wasSent } from "@/lib/health-results"
import { toTargets, type HealthApi } from "../health-api"
import { outcomeText, progressText } from "../outcome-text"
import { useCheckRun } from "../use-check-run"

/** Runs the check at once, then shows one result line per endpoint, the progress and Cancel. */
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
          {run.state === "idle" ? "" : progressText(run.state, run.done, run.total)}
        </p>
        {health && <HealthMark health={health} />}
      </div>
      <ul className="flex flex-col gap-1.5 text-sm" aria-label="Endpoint results">
        {targets.map(({ key, target }) => {
          const result = run.results[key]
          return (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <MethodBadge method={target.endpoint.method} />
              <code className="font-mono break-all">{target.endpoint.path}</code>
              <span
                data-outcome={result?.outcome ?? "pending"}
                className={cn(
                  result?.outcome === "ok"
                    ? "text-success"
                    : result && wasSent(result.outcome)
                      ? "text-destructive"
                      : "text-muted-foreground",
                )}
              >
                {result ? outcomeText(result) : isRunning ? "Checking…" : "Not checked"}
              </span>
            </li>
          )
        })}
      </ul>
    </>
  )
}
