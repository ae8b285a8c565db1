import { useDeferredValue, useMemo, useState } from "react"
import type { Api, Endpoint } from "@/data/api-schema"
import { endpointKeyPlacement } from "@/lib/api-keys"
import { acceptsBody, checkBody, prefillBody, prefillNote, type BodyCheck } from "./body/body-prefill"
import type { JsonProblem } from "@/lib/json-problem"
import { checkHeaders, keyHeaderNames, type HeaderCheck, type HeaderRow } from "./request-headers"
import type { OptIn } from "./tester-request"

export type AdvancedState = ReturnType<typeof useAdvanced>

/** What goes out: the checked headers, and the body when it is on and valid. */
function toOptIn(headerCheck: HeaderCheck, check: BodyCheck | null): OptIn {
  return { headers: headerCheck.headers, ...(check?.problem === null ? { body: check.body } : {}) }
}

/**
 * The tester's 'Advanced' state (docs/behaviour.md §7): header rows and the opt-in JSON body, checked
 * on every change. `optIn` holds only what is valid; `blocked` says the next send must not go out.
 *
 * Checked once per change, not per render (docs/performance.md, "The tester with big bodies"): a 10 MB body took
 * 0.1–0.2 s to check, and every click anywhere in the tester re-rendered it. The body is checked in a deferred render
 * (useDeferredValue), memoised on its text, so a keystroke paints first and a tab click reuses the last check. `optIn`
 * keeps its identity while nothing changes, so what is built from it can be memoised too. Sending never uses a stale
 * check: `prepareSend` checks the text as it is at that moment when the deferred render has not caught up yet.
 */
export function useAdvanced(
  api: Pick<Api, "keyPlacement">,
  endpoint: Pick<Endpoint, "method" | "parameters" | "keyPlacement" | "body">,
  /** An opened API's body is edited in its own section (use-request-body.ts): then 'Advanced' offers none. */
  hasBodySection = false,
) {
  const [open, setOpen] = useState(false)
  const [rows, setRows] = useState<HeaderRow[]>([])
  const [bodyEnabled, setBodyEnabled] = useState(false)
  const [bodyText, setBodyText] = useState(() => prefillBody(endpoint))
  // Counts sends refused because of an invalid header or body; the view focuses the first problem on each.
  const [refusals, setRefusals] = useState(0)

  const canHaveBody = acceptsBody(endpoint.method) && !hasBodySection
  const withBody = canHaveBody && bodyEnabled
  const checkedText = useDeferredValue(bodyText)
  const check = useMemo(() => (withBody ? checkBody(checkedText) : null), [withBody, checkedText])
  const headerCheck = useMemo(
    () => checkHeaders(rows, keyHeaderNames(endpointKeyPlacement(api, endpoint))),
    [rows, api, endpoint],
  )
  const optIn = useMemo(() => toOptIn(headerCheck, check), [headerCheck, check])
  const bodyProblem: JsonProblem | null = check?.problem ?? null
  const hasHeaderError = headerCheck.errors.some((e) => e !== null)
  const blocked = hasHeaderError || bodyProblem !== null

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
    /** Where the editor's first text came from: the endpoint's own body (opened APIs) or its body parameters. */
    bodyNote: prefillNote(endpoint),
    bodyProblem,
    blocked,
    optIn,
    refusals,
    /**
     * The opt-in for the fields as they are now (`optIn` itself when the deferred check is current), or null when
     * a header or the body is invalid: then 'Advanced' opens so the messages show, and a refusal is counted.
     */
    prepareSend: (): OptIn | null => {
      const now = !withBody || bodyText === checkedText ? check : checkBody(bodyText)
      if (hasHeaderError || (now !== null && now.problem !== null)) {
        setOpen(true)
        setRefusals((n) => n + 1)
        return null
      }
      return now === check ? optIn : toOptIn(headerCheck, now)
    },
  }
}
