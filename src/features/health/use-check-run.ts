import { useCallback, useEffect, useRef, useState } from "react"
import { getHealthStore } from "@/hooks/use-health-results"
import { refreshNow } from "@/hooks/use-now"
import { createKeyStore } from "@/lib/key-store"
import type { StoredResult } from "@/lib/health-results"
import { saveHealthResults } from "@/lib/health-results"
import { getLocalStorage, getSessionStorage } from "@/lib/storage"
import { runConformanceCheck } from "@/lib/conformance/run-conformance"
import { schemaPassState, subscribeSchemaPass } from "@/lib/response-schemas/schema-pass"
import { afterSchemaPass, conformanceRequestOf, createConformanceQueue, keptConformance } from "./conformance-queue"
import { countSkipped, toStoredResult } from "./outcome-text"
import { pendingChecks } from "./pending-checks"
import type { ProbeTarget } from "./probe"
import { runProbes, type RunProbesOptions } from "./run-probes"

export type RunState = "idle" | "running" | "done" | "cancelled"

export type CheckRunOptions = RunProbesOptions & {
  /** Which APIs' answers are checked against their descriptions (default: hasSchemaSource). */
  hasSchemas?: (apiId: string) => boolean
}

export type CheckRun = {
  state: RunState
  /** Endpoints with an outcome in this run. */
  done: number
  /** Of those, the skipped ones (nothing sent: no key, not a GET, missing input). */
  skipped: number
  total: number
  /** This run's results by store key. */
  results: Readonly<Record<string, StoredResult>>
  start(targets: readonly { key: string; target: ProbeTarget }[], options?: Partial<CheckRunOptions>): void
  cancel(): void
}

/** Results are written to storage in batches: one write per result would re-serialize everything each time. */
const FLUSH_MS = 250

/**
 * Runs checks on a click (never on its own): progress, this run's results, cancel. Every outcome goes to the
 * shared results store (src/lib/health-results.ts), so explore cards, the detail page and /status all see it.
 */
export function useCheckRun(): CheckRun {
  const [state, setState] = useState<RunState>("idle")
  const [results, setResults] = useState<Record<string, StoredResult>>({})
  const [total, setTotal] = useState(0)
  const [done, setDone] = useState(0)
  const [skipped, setSkipped] = useState(0)
  const controllerRef = useRef<AbortController | null>(null)

  useEffect(() => () => controllerRef.current?.abort(), [])

  const start = useCallback<CheckRun["start"]>((targets, { hasSchemas, ...options } = {}) => {
    controllerRef.current?.abort()
    const controller = new AbortController()
    controllerRef.current = controller
    // The visitor's keys as they are now, read once for this run.
    const keys = createKeyStore(getSessionStorage(), getLocalStorage(), null)
    const store = getHealthStore()
    let pending: Record<string, StoredResult> = {}
    // This run's results, and those of them already counted (a conformance check updates a result counted before).
    const ran: Record<string, StoredResult> = {}
    const counted = new Set<string>()
    let timer: ReturnType<typeof setTimeout> | undefined
    const flush = () => {
      clearTimeout(timer)
      timer = undefined
      if (Object.keys(pending).length === 0) return
      const batch = pending
      pending = {}
      const fresh = Object.keys(batch).filter((key) => !counted.has(key))
      for (const key of fresh) counted.add(key)
      refreshNow()
      saveHealthResults(store.record(batch))
      setResults((current) => ({ ...current, ...batch }))
      setDone((count) => count + fresh.length)
      setSkipped((count) => count + countSkipped(fresh.flatMap((key) => batch[key] ?? [])))
      pendingChecks.settle(fresh)
    }
    const keep = (key: string, result: StoredResult) => {
      ran[key] = result
      pending[key] = result
      timer ??= setTimeout(flush, FLUSH_MS)
    }
    // After a probe's answer, its conformance check: one worker at a time (docs/conformance.md, "In health checks").
    const outcomes = new Map<string, Parameters<typeof keptConformance>[0]>()
    const run = afterSchemaPass(runConformanceCheck, schemaPassState, subscribeSchemaPass)
    const conformance = createConformanceQueue(run, (key, checked) => {
      const result = ran[key]
      const outcome = outcomes.get(key)
      const kept = outcome && keptConformance(outcome, checked)
      if (result && kept) keep(key, { ...result, conformance: kept })
    })
    controller.signal.addEventListener("abort", () => conformance.cancel())
    setResults({})
    setDone(0)
    setSkipped(0)
    pendingChecks.start(targets.map((t) => t.key))
    setTotal(targets.length)
    setState("running")
    void runProbes(
      targets.map((t) => t.target),
      {
        getKey: (slot) => keys.get(slot).key,
        ...options,
        signal: controller.signal,
        onResult: (index, outcome, answer) => {
          const item = targets[index]
          if (!item) return
          keep(item.key, toStoredResult(outcome, Date.now()))
          const request = conformanceRequestOf(item.target, outcome, answer, hasSchemas)
          if (!request) return
          outcomes.set(item.key, outcome)
          conformance.add(item.key, request)
        },
      },
    ).then(async () => {
      flush()
      // The run ends when its conformance checks have (`npm run verify` reads the results then).
      await conformance.idle()
      flush()
      if (controllerRef.current !== controller) return
      pendingChecks.clear()
      setState(controller.signal.aborted ? "cancelled" : "done")
    })
  }, [])

  const cancel = useCallback(() => controllerRef.current?.abort(), [])

  return { state, done, skipped, total, results, start, cancel }
}
