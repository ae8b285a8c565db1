import { describe, expect, it } from "vitest"
import { announceRequest } from "./announcement"
import type { ResponseResult } from "./send-request"

const response: ResponseResult = {
  status: 201,
  statusText: "Created",
  headers: [],
  body: { kind: "text", text: "", truncated: false, blob: new Blob([]) },
  elapsedMs: 12,
  size: 0,
  contentType: "",
  redirected: false,
  url: "https://a.dev",
}

describe("announceRequest", () => {
  it("says nothing before a request", () => {
    expect(announceRequest({ status: "idle", requestId: 0 })).toBe("")
  })
  it("says it is sending", () => {
    expect(announceRequest({ status: "loading", requestId: 1 })).toBe("Sending request...")
  })
  it("gives the status of a response", () => {
    expect(announceRequest({ status: "success", requestId: 1, response })).toBe("Response received: 201 Created")
  })
  it("gives the error message", () => {
    const state = {
      status: "error",
      requestId: 1,
      error: { kind: "timeout", message: "Request timed out after 30 seconds" },
    } as const
    expect(announceRequest(state)).toBe("Request failed: Request timed out after 30 seconds")
  })
})
