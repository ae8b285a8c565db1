import { describe, expect, it } from "vitest"
import { initialRequestState, requestReducer, type RequestAction, type RequestState } from "./request-state"
import type { RequestError, ResponseResult, SendResult } from "./send-request"

const response = { status: 200, statusText: "OK" } as ResponseResult
const error: RequestError = { kind: "http", message: "HTTP 404: Not Found", response: response }
const success: SendResult = { ok: true, response }
const failure: SendResult = { ok: false, error }

const idle = (requestId = 0): RequestState => ({ status: "idle", requestId })
const loading = (requestId: number): RequestState => ({ status: "loading", requestId })
const succeeded = (requestId: number): RequestState => ({ status: "success", requestId, response })
const errored = (requestId: number): RequestState => ({ status: "error", requestId, error })
const cancelled = (requestId: number): RequestState => ({
  status: "error",
  requestId,
  error: { kind: "aborted", message: "Request cancelled" },
})

const start = (requestId: number): RequestAction => ({ type: "start", requestId })
const settle = (requestId: number, result: SendResult): RequestAction => ({ type: "settle", requestId, result })

describe("requestReducer", () => {
  it("starts idle with no request", () => {
    expect(initialRequestState).toEqual(idle())
  })

  it.each<[string, RequestState, RequestAction, RequestState]>([
    ["idle → loading", idle(), start(1), loading(1)],
    ["start clears a previous result", succeeded(1), start(2), loading(2)],
    ["start clears a previous error", errored(1), start(2), loading(2)],
    ["start supersedes a running request", loading(1), start(2), loading(2)],
    ["loading → success", loading(1), settle(1, success), succeeded(1)],
    ["loading → error", loading(1), settle(1, failure), errored(1)],
    ["a superseded request's late answer is ignored", loading(2), settle(1, success), loading(2)],
    ["a late answer does not replace a newer result", succeeded(2), settle(1, failure), succeeded(2)],
    ["an answer after completion is ignored", succeeded(1), settle(1, failure), succeeded(1)],
    ["cancel while loading → 'Request cancelled'", loading(3), { type: "cancel" }, cancelled(3)],
    ["the cancelled request's own answer is ignored", cancelled(3), settle(3, success), cancelled(3)],
    ["cancel with nothing running does nothing", succeeded(1), { type: "cancel" }, succeeded(1)],
    ["cancel when idle does nothing", idle(), { type: "cancel" }, idle()],
    ["reset → idle, keeping the id", errored(4), { type: "reset" }, idle(4)],
    ["reset while loading ignores that request's answer", loading(5), { type: "reset" }, idle(5)],
    ["an answer after reset is ignored", idle(5), settle(5, success), idle(5)],
  ])("%s", (_name, state, action, expected) => {
    expect(requestReducer(state, action)).toEqual(expected)
  })

  it("returns the same object when nothing changes (no needless re-render)", () => {
    const state = succeeded(2)
    expect(requestReducer(state, settle(1, failure))).toBe(state)
    expect(requestReducer(state, { type: "cancel" })).toBe(state)
    expect(requestReducer(initialRequestState, { type: "reset" })).toBe(initialRequestState)
  })

  it("a full run: send, resend before the first answers, first answer arrives late", () => {
    const actions: RequestAction[] = [start(1), start(2), settle(2, success), settle(1, failure)]
    expect(actions.reduce(requestReducer, initialRequestState)).toEqual(succeeded(2))
  })
})
