import { useState } from "react"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { endpointKeyPlacement } from "@/lib/api-keys"
import { acceptsBody, bodyToSend, prefillBody } from "./body-prefill"
import { jsonProblem, type JsonProblem } from "./json-error"
import { checkHeaders, keyHeaderNames, type HeaderRow } from "./request-headers"
import type { OptIn } from "./tester-request"

export type AdvancedState = ReturnType<typeof useAdvanced>

/**
 * The tester's 'Advanced' state (issue 13 §4, docs/behaviour.md §7): header rows and the opt-in JSON body, checked
 * on every change. `optIn` holds only what is valid; `blocked` says the next send must not go out.
 */
export function useAdvanced(
  api: Pick<ApiEntry, "keyPlacement">,
  endpoint: Pick<Endpoint, "method" | "parameters" | "keyPlacement">,
) {
  const [open, setOpen] = useState(false)
  const [rows, setRows] = useState<HeaderRow[]>([])
  const [bodyEnabled, setBodyEnabled] = useState(false)
  const [bodyText, setBodyText] = useState(() => prefillBody(endpoint))
  // Counts sends refused because of an invalid header or body; the view focuses the first problem on each.
  const [refusals, setRefusals] = useState(0)

  const canHaveBody = acceptsBody(endpoint.method)
  const headerCheck = checkHeaders(rows, keyHeaderNames(endpointKeyPlacement(api, endpoint)))
  const withBody = canHaveBody && bodyEnabled
  const bodyProblem: JsonProblem | null = withBody ? jsonProblem(bodyText) : null
  const blocked = headerCheck.errors.some((e) => e !== null) || bodyProblem !== null
  const optIn: OptIn = {
    headers: headerCheck.headers,
    ...(withBody && bodyProblem === null ? { body: bodyToSend(bodyText) } : {}),
  }

  return {
    open,
    setOpen,
    rows,
    addRow: () => setRows((current) => [...current, { name: "", value: "" }]),
    removeRow: (index: number) => setRows((current) => current.filter((_, i) => i !== index)),
    changeRow: (index: number, row: HeaderRow) =>
      setRows((current) => current.map((other, i) => (i === index ? row : other))),
    headerErrors: headerCheck.errors,
    canHaveBody,
    bodyEnabled,
    setBodyEnabled,
    bodyText,
    setBodyText,
    bodyProblem,
    blocked,
    optIn,
    refusals,
    /** True when the request may go; otherwise opens 'Advanced' so the messages show, and counts a refusal. */
    allowSend: () => {
      if (!blocked) return true
      setOpen(true)
      setRefusals((n) => n + 1)
      return false
    },
  }
}
