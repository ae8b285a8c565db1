import { describe, expect, it } from "vitest"
import { maskResult } from "./mask-result"
import type { ResponseResult, SendResult } from "./send-request"

const KEY = "s3cr3t key"
const URL_WITH_KEY = "https://api.example.dev/v1/items?appid=s3cr3t%20key"
const MASKED_URL = "https://api.example.dev/v1/items?appid=•••"

function response(over: Partial<ResponseResult> = {}): ResponseResult {
  const blob = new Blob(["s3cr3t key"])
  return {
    status: 200,
    statusText: "OK",
    headers: [["x-echo", "s3cr3t key"]],
    body: { kind: "text", text: "s3cr3t key", truncated: false, blob },
    elapsedMs: 1,
    size: blob.size,
    contentType: "text/plain",
    redirected: true,
    url: URL_WITH_KEY,
    ...over,
  }
}

describe("maskResult", () => {
  it("with no key returns the result itself", () => {
    const result: SendResult = { ok: true, response: response() }
    expect(maskResult(result, "")).toBe(result)
    expect(maskResult(result, "  ")).toBe(result)
  })

  it("masks the final URL and status text of an answer, keeping its headers and body as received", () => {
    const result = maskResult({ ok: true, response: response({ statusText: "OK s3cr3t key" }) }, KEY)
    if (!result.ok) throw new Error("expected ok")
    expect(result.response.url).toBe(MASKED_URL)
    expect(result.response.statusText).toBe("OK •••")
    expect(result.response.headers).toEqual([["x-echo", "s3cr3t key"]])
    expect(result.response.body).toMatchObject({ text: "s3cr3t key" })
  })

  it.each<[label: string, result: SendResult, message: string]>([
    [
      "http: message and its response URL",
      { ok: false, error: { kind: "http", message: "HTTP 401: s3cr3t key", response: response({ status: 401 }) } },
      "HTTP 401: •••",
    ],
    [
      "network: message and explanation",
      {
        ok: false,
        error: { kind: "network", message: `Failed to fetch ${URL_WITH_KEY}`, explanation: "see s3cr3t key" },
      },
      `Failed to fetch ${MASKED_URL}`,
    ],
    ["timeout", { ok: false, error: { kind: "timeout", message: "s3cr3t key timed out" } }, "••• timed out"],
    ["other", { ok: false, error: { kind: "other", message: "bad s3cr3t%20key" } }, "bad •••"],
  ])("masks an error: %s", (_label, result, message) => {
    const masked = maskResult(result, KEY)
    if (masked.ok) throw new Error("expected an error")
    expect(masked.error.message).toBe(message)
    if (masked.error.kind === "http") expect(masked.error.response.url).toBe(MASKED_URL)
    if (masked.error.kind === "network") expect(masked.error.explanation).toBe("see •••")
  })
})
