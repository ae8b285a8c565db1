import { useEffect, useState } from "react"
import { Badge } from "@/components/ui/badge"
import type { ResponseResult } from "../../send/send-request"
import type { RequestState } from "../../send/request-state"
import { conformanceLine, type ConformanceResult } from "../conformance/conformance-result"
import { runConformanceCheck } from "../conformance/run-conformance"

type ConformanceCheckProps = {
  apiId: string
  /** operationKey(method, path) of the endpoint tested. */
  operation: string
  state: RequestState
}

const TONES = {
  matches: "success",
  differs: "danger",
  undocumented: "warning",
  "no-schema": "neutral",
  unchecked: "neutral",
} as const

/** The answer of the request shown: a 2xx one, or an API's own error page under the Error box. */
function answerOf(state: RequestState): ResponseResult | undefined {
  if (state.status === "success") return state.response
  if (state.status === "error" && state.error.kind === "http") return state.error.response
  return undefined
}

/**
 * Whether the live response matches the description (docs/conformance.md): one line, and on demand each difference
 * with its JSON pointer, what was documented and what came. Checked in a worker with a time limit.
 */
export function ConformanceCheck({ apiId, operation, state }: ConformanceCheckProps) {
  const response = answerOf(state)
  const [checked, setChecked] = useState<{ response: ResponseResult; result: ConformanceResult }>()
  useEffect(() => {
    if (!response) return
    const task = runConformanceCheck({
      apiId,
      operation,
      status: response.status,
      contentType: response.contentType,
      body: response.body.blob,
    })
    void task.result.then((result) => setChecked({ response, result }))
    return task.cancel
  }, [apiId, operation, response])
  if (!response) return null
  const result = checked?.response === response ? checked.result : undefined
  return (
    <section aria-label="Conformance" className="mt-4 flex flex-col gap-2 text-sm" aria-live="polite">
      {result === undefined ? (
        <p className="text-muted-foreground">Checking against the description…</p>
      ) : (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={TONES[result.kind]}>Description</Badge>
          <span>{conformanceLine(result)}</span>
        </p>
      )}
      {result?.kind === "differs" && (
        <details className="rounded-md border">
          <summary className="cursor-pointer px-3 py-2 font-medium">Show the differences</summary>
          <ol className="flex flex-col divide-y border-t">
            {result.differences.map((difference, index) => (
              <li key={index} className="grid gap-1 px-3 py-2">
                <code className="font-mono text-xs break-all">
                  {difference.at === "" ? "/ (the whole body)" : difference.at}
                </code>
                <span className="break-words">
                  <span className="text-muted-foreground">Expected: </span>
                  {difference.expected}
                </span>
                <span className="break-words">
                  <span className="text-muted-foreground">Came: </span>
                  {difference.actual}
                </span>
              </li>
            ))}
          </ol>
          {result.count > result.differences.length && (
            <p className="border-t px-3 py-2 text-muted-foreground">
              The first {result.differences.length} of {result.count} are listed.
            </p>
          )}
        </details>
      )}
    </section>
  )
}
