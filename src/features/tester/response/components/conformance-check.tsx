import { useEffect, useState, useSyncExternalStore } from "react"
import { DifferenceList, differenceAt } from "@/components/difference-list"
import { Badge } from "@/components/ui/badge"
import type { ResponseResult } from "../../send/send-request"
import type { RequestState } from "../../send/request-state"
import {
  conformanceLine,
  PREPARING_LINE,
  type ConformanceResult,
  type Difference,
} from "@/lib/conformance/conformance-result"
import { runConformanceCheck } from "@/lib/conformance/run-conformance"
import { hasTree, revealInTree, subscribeTrees } from "../tree-links"
import { useSchemaPass } from "../use-stored-schemas"

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
 * with its JSON pointer (a link to its place in the JSON tree), what was documented, what came, and what that kind of
 * difference means. Checked in a worker with a time limit; checked again when the importer's second pass keeps the
 * schemas, if it had not yet.
 */
export function ConformanceCheck({ apiId, operation, state }: ConformanceCheckProps) {
  const response = answerOf(state)
  const pass = useSchemaPass(apiId)
  const [checked, setChecked] = useState<{ response: ResponseResult; pass: unknown; result: ConformanceResult }>()
  useEffect(() => {
    if (!response) return
    const task = runConformanceCheck({
      apiId,
      operation,
      status: response.status,
      contentType: response.contentType,
      body: response.body.blob,
    })
    void task.result.then((result) => setChecked({ response, pass, result }))
    return task.cancel
  }, [apiId, operation, response, pass])
  const blob = response?.body.blob
  const hasLinks = useSyncExternalStore(
    subscribeTrees,
    () => blob !== undefined && hasTree(blob),
    () => false,
  )
  if (!response) return null
  const result = checked?.response === response && checked.pass === pass ? checked.result : undefined
  const isPreparing = result?.kind === "no-schema" && result.isNotKept === true && pass === "pending"
  return (
    <section aria-label="Conformance" className="mt-4 flex flex-col gap-2 text-sm" aria-live="polite">
      {result === undefined ? (
        <p className="text-muted-foreground">Checking against the description…</p>
      ) : (
        <p className="flex flex-wrap items-center gap-2">
          <Badge tone={TONES[result.kind]}>Description</Badge>
          <span>{isPreparing ? PREPARING_LINE : conformanceLine(result)}</span>
        </p>
      )}
      {result?.kind === "differs" && (
        <DifferenceList
          summary="Show the differences"
          differences={result.differences}
          count={result.count}
          place={(difference) => (
            <DifferencePlace
              difference={difference}
              onReveal={hasLinks && blob ? () => revealInTree(blob, difference.at) : undefined}
            />
          )}
        />
      )}
    </section>
  )
}

type DifferencePlaceProps = { difference: Difference; onReveal: (() => void) | undefined }

/**
 * Where a difference is: its JSON pointer, a button that opens the JSON tree there (its name starts with the pointer
 * it shows); the header, or a body that is not JSON, as text.
 */
function DifferencePlace({ difference, onReveal }: DifferencePlaceProps) {
  const { at } = difference
  const text = differenceAt(at)
  const isPointer = at === "" || at.startsWith("/")
  if (!isPointer || !onReveal) return <code className="font-mono text-xs break-all">{text}</code>
  return (
    <button
      type="button"
      onClick={onReveal}
      className="w-fit cursor-pointer rounded-sm text-left font-mono text-xs break-all text-primary underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      {text}
      <span className="sr-only"> (show in the response body)</span>
    </button>
  )
}
