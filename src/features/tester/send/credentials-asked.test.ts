import { describe, expect, it } from "vitest"
import type { RequestState } from "./request-state"
import type { ResponseResult } from "./send-request"
import { asksForCredentials, carriesCredentials } from "./credentials-asked"

const answered = (status: number): RequestState => ({
  status: "error",
  requestId: 1,
  error: { kind: "http", message: `HTTP ${status}: x`, response: { status } as ResponseResult },
})

describe("asksForCredentials", () => {
  it.each<[label: string, state: RequestState, withCredentials: boolean, expected: boolean]>([
    ["401 without credentials", answered(401), false, true],
    ["403 without credentials", answered(403), false, true],
    ["401 with credentials: the key was refused, not missing", answered(401), true, false],
    ["404 without credentials", answered(404), false, false],
    ["400 without credentials", answered(400), false, false],
    ["nothing sent yet", { status: "idle", requestId: 0 }, false, false],
    ["still sending", { status: "loading", requestId: 1 }, false, false],
    [
      "a network failure",
      { status: "error", requestId: 1, error: { kind: "network", message: "Failed to fetch", explanation: "" } },
      false,
      false,
    ],
  ])("%s → %s", (_, state, withCredentials, expected) => {
    expect(asksForCredentials(state, withCredentials)).toBe(expected)
  })
})

describe("carriesCredentials", () => {
  it.each<[label: string, headers: Record<string, string>, isKeyed: boolean, expected: boolean]>([
    ["the key added", {}, true, true],
    ["an Authorization header typed in 'Advanced'", { authorization: "Bearer x" }, false, true],
    ["another header only", { "X-Trace": "1" }, false, false],
    ["nothing", {}, false, false],
  ])("%s → %s", (_, headers, isKeyed, expected) => {
    expect(carriesCredentials({ headers, isKeyed })).toBe(expected)
  })
})
