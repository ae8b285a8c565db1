import { useEffect, useMemo, useRef, useState } from "react"
import { HealthMark } from "./health-mark"
import { Button } from "@/components/ui/button"
import { useNow } from "@/hooks/use-now"
import { createKeyStore } from "@/lib/key-store"
import { summarizeApi } from "@/lib/health-results"
import { getLocalStorage, getSessionStorage } from "@/lib/storage"
import { checkedText, confirmText, requestsPerHost } from "../check-plan"
import { toTargets, type HealthApi } from "../health-api"
import { progressText } from "../outcome-text"
import { useCheckRun } from "../use-check-run"

/**
 * Runs the check at once — or, when it would send more than 10 requests to one host, first asks (check-plan.ts) —
 * then shows the progress, Cancel and the API's mark; each endpoint's result shows on its own card
 * (EndpointOutcome, placed there by the route).
 */
export function EndpointCheckPanel({ api }: { api: HealthApi }) {
  const run = useCheckRun()
  const targets = useMemo(() => toTargets([api]), [api])
  const question = useMemo(() => {
    const keys = createKeyStore(getSessionStorage(), getLocalStorage(), null)
    return confirmText(
      requestsPerHost(
        targets.map((t) => t.target),
        (slot) => keys.get(slot).key,
      ),
    )
  }, [targets])
  const [isAsking, setIsAsking] = useState(question !== null)
  const { start } = run
  const cancelRef = useRef<HTMLButtonElement>(null)
  const checkRef = useRef<HTMLButtonElement>(null)
  const sendRef = useRef<HTMLButtonElement>(null)
  const isRunning = run.state === "running"
  const now = useNow()
  const health = isRunning ? undefined : summarizeApi(Object.values(run.results), now)

  useEffect(() => {
    if (question === null) start(targets)
  }, [start, targets, question])

  // Keyboard focus follows the control that replaces the one it was on.
  useEffect(() => {
    const active = document.activeElement
    if (isAsking) {
      sendRef.current?.focus()
      return
    }
    if (isRunning && (active === document.body || active === checkRef.current)) cancelRef.current?.focus()
    if (!isRunning && (active === document.body || active === cancelRef.current)) checkRef.current?.focus()
  }, [isRunning, isAsking])

  function handleSend() {
    setIsAsking(false)
    start(targets)
  }

  function handleCheck() {
    if (question === null) start(targets)
    else setIsAsking(true)
  }

  if (isAsking) {
    return (
      <div role="group" aria-label="Before checking" className="flex flex-col gap-3 rounded-md border p-3">
        <p className="text-sm">{question} Send them?</p>
        <div className="flex flex-wrap gap-2">
          <Button ref={sendRef} size="sm" onClick={handleSend}>
            Send the requests
          </Button>
          <Button ref={checkRef} variant="outline" size="sm" onClick={() => setIsAsking(false)}>
            Don&apos;t send
          </Button>
        </div>
      </div>
    )
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {isRunning ? (
          <Button ref={cancelRef} variant="outline" size="sm" onClick={run.cancel}>
            Cancel
          </Button>
        ) : (
          <Button ref={checkRef} variant="outline" size="sm" onClick={handleCheck}>
            Check endpoints
          </Button>
        )}
        <p role="status" className="text-sm text-muted-foreground">
          {run.state === "idle" ? "" : progressText(run.state, run.done, run.total, undefined, run.skipped)}
        </p>
        {health && <HealthMark health={health} text={checkedText(health.working, health.checked, run.total)} />}
      </div>
    </>
  )
}
