import { isOpenedId } from "@/config/paths"
import type { ConformanceResult } from "@/lib/conformance/conformance-result"
import type { ConformanceRequest } from "@/lib/conformance/conformance.worker"
import type { ConformanceTask } from "@/lib/conformance/run-conformance"
import { toStoredConformance, type StoredConformance } from "@/lib/conformance/stored-conformance"
import { hasCatalogueSchemas } from "@/lib/response-schemas/catalogue-schemas"
import type { SchemaPassState } from "@/lib/response-schemas/schema-pass"
import { operationKey } from "@/lib/response-schemas/operation-key"
import type { ProbeOutcome, ProbeTarget } from "./probe"
import type { ProbeAnswer } from "./run-probes"

// A health check's conformance check (docs/conformance.md, "In health checks"): after a probe's answer, the tester's
// own check (src/lib/conformance/, in its worker, 5 s limit), one at a time so that checking a whole catalogue never
// runs many workers at once.

/**
 * Whether an API has schemas to check against: a catalogue API with a file in public/catalogue-schemas/, or an
 * opened API (its record in IndexedDB, if the importer's second pass kept one). Others are never checked.
 */
export function hasSchemaSource(apiId: string): boolean {
  return hasCatalogueSchemas(apiId) || isOpenedId(apiId)
}

/** hasSchemaSource, and also the APIs `ids` names (those whose schemas `npm run verify` stored for the page). */
export function schemaSourceWith(ids: readonly string[]): (apiId: string) => boolean {
  const extra = new Set(ids)
  return (apiId) => extra.has(apiId) || hasSchemaSource(apiId)
}

/**
 * The check to run after a probe, or undefined: only an answer (ok, or an HTTP error, whose status may be
 * documented) of an API with schemas (`hasSchemas`: hasSchemaSource, or more for `npm run verify -- --directory`).
 */
export function conformanceRequestOf(
  { api, endpoint }: ProbeTarget,
  outcome: ProbeOutcome,
  answer: ProbeAnswer | undefined,
  hasSchemas: (apiId: string) => boolean = hasSchemaSource,
): ConformanceRequest | undefined {
  if (!answer || (outcome.kind !== "ok" && outcome.kind !== "http-error") || !hasSchemas(api.id)) return undefined
  return {
    apiId: api.id,
    operation: operationKey(endpoint.method, endpoint.path),
    status: outcome.status,
    contentType: answer.contentType,
    body: answer.body,
  }
}

/**
 * What the endpoint's result keeps of a check: everything for a 2xx; for an HTTP error only when its status is
 * documented (an error the description does not mention is not a conformance question), else nothing.
 */
export function keptConformance(outcome: ProbeOutcome, result: ConformanceResult): StoredConformance | undefined {
  if (outcome.kind === "http-error" && result.kind === "undocumented") return undefined
  return toStoredConformance(result)
}

/**
 * `run`, except that a check of an API whose importer's second pass is still keeping its schemas (`passState`
 * "pending": schema-pass.ts) starts only once the pass has settled (`subscribe` tells of each change). The pass waits
 * for 2 s without input after an API is opened, so 'Check endpoints' clicked at once came first: its checks found no
 * schemas, and the endpoints kept no conformance. Cancelling a waiting check ends it as not checked, and it never starts.
 */
export function afterSchemaPass(
  run: (request: ConformanceRequest) => ConformanceTask,
  passState: (apiId: string) => SchemaPassState | undefined,
  subscribe: (listener: () => void) => () => void,
): (request: ConformanceRequest) => ConformanceTask {
  return (request) => {
    if (passState(request.apiId) !== "pending") return run(request)
    let task: ConformanceTask | undefined
    let isCancelled = false
    let settle: (result: ConformanceResult) => void = () => {}
    const result = new Promise<ConformanceResult>((resolve) => (settle = resolve))
    const stop = subscribe(() => {
      if (task || isCancelled || passState(request.apiId) === "pending") return
      stop()
      try {
        task = run(request)
      } catch (error) {
        const reason = `the check could not start (${error instanceof Error ? error.message : String(error)}).`
        task = { result: Promise.resolve({ kind: "unchecked", reason }), cancel: () => {} }
      }
      void task.result.then(settle)
    })
    return {
      result,
      cancel: () => {
        if (task) return task.cancel()
        isCancelled = true
        stop()
        settle({ kind: "unchecked", reason: "cancelled." })
      },
    }
  }
}

export type ConformanceQueue = {
  /** Queues a check; `onChecked` gets its result when it has run (never after cancel). */
  add(key: string, request: ConformanceRequest): void
  /** Stops the check running and drops the queued ones. */
  cancel(): void
  /** Resolves when nothing is queued or running (at once when idle; after cancel, at once). */
  idle(): Promise<void>
}

/**
 * Runs checks one at a time, in the order added. `run` starts one (runConformanceCheck: a worker, terminated after
 * its time limit); a run that throws counts as not checked, and the queue goes on.
 */
export function createConformanceQueue(
  run: (request: ConformanceRequest) => ConformanceTask,
  onChecked: (key: string, result: ConformanceResult) => void,
): ConformanceQueue {
  const queue: { key: string; request: ConformanceRequest }[] = []
  let current: ConformanceTask | undefined
  let isCancelled = false
  let waiters: (() => void)[] = []

  const wake = () => {
    const list = waiters
    waiters = []
    for (const resolve of list) resolve()
  }

  const next = () => {
    if (current || isCancelled) return
    const item = queue.shift()
    if (!item) {
      wake()
      return
    }
    let task: ConformanceTask
    try {
      task = run(item.request)
    } catch (error) {
      const reason = `the check could not start (${error instanceof Error ? error.message : String(error)}).`
      task = { result: Promise.resolve({ kind: "unchecked", reason }), cancel: () => {} }
    }
    current = task
    void task.result.then((result) => {
      if (current !== task) return
      current = undefined
      if (isCancelled) return
      try {
        onChecked(item.key, result)
      } catch {
        // A listener's failure must not stop the queue.
      }
      next()
    })
  }

  return {
    add(key, request) {
      if (isCancelled) return
      queue.push({ key, request })
      next()
    },
    cancel() {
      isCancelled = true
      queue.length = 0
      const task = current
      current = undefined
      task?.cancel()
      wake()
    },
    idle() {
      if (isCancelled || (!current && queue.length === 0)) return Promise.resolve()
      return new Promise((resolve) => waiters.push(resolve))
    },
  }
}
