import { CANCELLED_MESSAGE, type RequestError, type ResponseResult, type SendResult } from "./send-request"

/**
 * The tester's request state (docs/behaviour.md §4): idle → loading → success | error.
 * `requestId` is the id of the latest request started; answers carrying any other id are stale and ignored.
 */
export type RequestState =
  | { status: "idle"; requestId: number }
  | { status: "loading"; requestId: number }
  | { status: "success"; requestId: number; response: ResponseResult }
  | { status: "error"; requestId: number; error: RequestError }

export type RequestAction =
  /** Starts a request. The caller picks a fresh id (e.g. a useRef counter) and tags the answer with it. */
  | { type: "start"; requestId: number }
  /** The answer of request `requestId`, straight from sendRequest. */
  | { type: "settle"; requestId: number; result: SendResult }
  /** The user cancelled the running request; shows 'Request cancelled' at once. */
  | { type: "cancel" }
  /** Back to 'Send a request to see the response here', e.g. when another endpoint is opened. */
  | { type: "reset" }

export const initialRequestState: RequestState = { status: "idle", requestId: 0 }

export function requestReducer(state: RequestState, action: RequestAction): RequestState {
  switch (action.type) {
    case "start":
      // A fresh loading state carries no result or error: starting clears both (docs/behaviour.md §4).
      return { status: "loading", requestId: action.requestId }
    case "settle":
      // A late answer of a superseded or cancelled request must not overwrite what is shown now.
      if (state.status !== "loading" || action.requestId !== state.requestId) return state
      return action.result.ok
        ? { status: "success", requestId: state.requestId, response: action.result.response }
        : { status: "error", requestId: state.requestId, error: action.result.error }
    case "cancel":
      if (state.status !== "loading") return state
      return { status: "error", requestId: state.requestId, error: { kind: "aborted", message: CANCELLED_MESSAGE } }
    case "reset":
      // The id is kept so an answer still on its way for the old request stays ignored.
      return state.status === "idle" ? state : { status: "idle", requestId: state.requestId }
  }
}
