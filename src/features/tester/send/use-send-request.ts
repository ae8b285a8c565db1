import { useCallback, useEffect, useReducer, useRef } from "react"
import { revokeObjectUrls } from "@/lib/blob-urls"
import { initialRequestState, requestReducer, type RequestState } from "./request-state"
import type { SendResult } from "./send-request"

/** The response whose body is on screen, if any (a non-ok answer keeps its response too). */
function shownBody(state: RequestState): Blob | undefined {
  if (state.status === "success") return state.response.body.blob
  if (state.status === "error" && state.error.kind === "http") return state.error.response.body.blob
  return undefined
}

/**
 * `{ state, run, cancel }` for the tester: one request at a time. `run(task)` starts `task` with a fresh signal;
 * running again or cancelling aborts the running one, and its late answer is ignored by id. Blob URLs made for a body
 * are freed once that body is no longer shown, and leaving the tester aborts whatever is still running. The task's
 * answer goes into the state as it is: the send pipeline masks the key before (send/pipeline/read.ts).
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

  const run = useCallback(async (task: (signal: AbortSignal) => Promise<SendResult>) => {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    lastId.current += 1
    const requestId = lastId.current
    dispatch({ type: "start", requestId })
    const result = await task(abort.signal)
    if (controller.current === abort) controller.current = null
    dispatch({ type: "settle", requestId, result })
    return result
  }, [])

  const cancel = useCallback(() => {
    controller.current?.abort()
    controller.current = null
    dispatch({ type: "cancel" })
  }, [])

  return { state, run, cancel }
}
