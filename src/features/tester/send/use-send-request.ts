import { useCallback, useEffect, useReducer, useRef } from "react"
import { revokeObjectUrls } from "@/lib/blob-urls"
import { maskResult } from "./mask-result"
import { initialRequestState, requestReducer, type RequestState } from "./request-state"
import { sendRequest, type SendRequestInput } from "./send-request"

/** The response whose body is on screen, if any (a non-ok answer keeps its response too). */
function shownBody(state: RequestState): Blob | undefined {
  if (state.status === "success") return state.response.body.blob
  if (state.status === "error" && state.error.kind === "http") return state.error.response.body.blob
  return undefined
}

/**
 * `{ state, send, cancel }` for the tester: one request at a time. Sending again or cancelling aborts
 * the running request; its late answer is ignored by id. Blob URLs made for a body are freed once that body
 * is no longer shown, and leaving the tester aborts whatever is still running. `send(input, key)` masks `key`
 * in the result before it reaches the state, so no message or URL on screen can show it.
 */
export function useSendRequest() {
  const [state, dispatch] = useReducer(requestReducer, initialRequestState)
  const lastId = useRef(0)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  useEffect(() => {
    const blob = shownBody(state)
    return blob ? () => revokeObjectUrls(blob) : undefined
  }, [state])

  const send = useCallback(async (input: Omit<SendRequestInput, "signal">, key = "") => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    lastId.current += 1
    const requestId = lastId.current
    dispatch({ type: "start", requestId })
    const result = maskResult(await sendRequest({ ...input, signal: abort.signal }), key)
    if (controller.current === abort) controller.current = null
    dispatch({ type: "settle", requestId, result })
    return result
  }, [])

  const cancel = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    dispatch({ type: "cancel" })
  }, [])

  return { state, send, cancel }
}
