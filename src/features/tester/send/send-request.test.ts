// @vitest-environment node
// Node's own fetch types (Response, Blob) as in a browser; jsdom would swap in a second, unrelated Blob class.
import { afterEach, describe, expect, it, vi } from "vitest"
import { JsonNumberText } from "../response/json-text"
import {
  CANCELLED_MESSAGE,
  DISPLAY_LIMIT_BYTES,
  NETWORK_EXPLANATION,
  OFFLINE_MESSAGE,
  REDIRECT_NOT_FOLLOWED_MESSAGE,
  classifyContentType,
  formatBytes,
  formatDuration,
  sendRequest,
  type FetchLike,
  type SendResult,
} from "./send-request"

const URL_ = "https://api.example.dev/items?q=1"
const MiB = 1_048_576

/** A fetch double that records its call and answers with the given Response (or throws). */
function fakeFetch(answer: Response | (() => Response) | { throws: unknown }) {
  return vi.fn<FetchLike>(async () => {
    if (answer instanceof Response) return answer
    if (typeof answer === "function") return answer()
    throw answer.throws
  })
}

/** A fetch double that, like the real one, never answers on its own and rejects when its signal aborts. */
function hangingFetch() {
  return vi.fn<FetchLike>(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        )
      }),
  )
}

function respond(body: BodyInit | null, contentType: string | null, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  if (contentType !== null) headers.set("content-type", contentType)
  return new Response(body, { ...init, headers })
}

/** A clock that advances 250 ms per reading, so elapsed time is deterministic. */
function clock() {
  let t = 1000
  return () => (t += 250)
}

function okResponse(result: SendResult) {
  if (!result.ok) throw new Error(`expected success, got ${result.error.kind}: ${result.error.message}`)
  return result.response
}

function failed(result: SendResult) {
  if (result.ok) throw new Error("expected an error result")
  return result.error
}

afterEach(() => {
  vi.useRealTimers()
})

describe("the request it sends (docs/behaviour.md §7)", () => {
  it.each(["GET", "POST"])("%s: the method, only Accept: application/json, no body", async (method) => {
    const fetchImpl = fakeFetch(respond("{}", "application/json"))
    await sendRequest({ method, url: URL_ }, fetchImpl)

    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe(URL_)
    expect(init?.method).toBe(method)
    expect(init?.body).toBeUndefined()
    expect([...new Headers(init?.headers)]).toEqual([["accept", "application/json"]])
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    expect(init?.redirect).toBe("follow")
    expect(init?.credentials).toBe("omit")
  })

  it("adds given headers; a given header replaces the default of the same name", async () => {
    const fetchImpl = fakeFetch(respond("{}", "application/json"))
    await sendRequest({ method: "GET", url: URL_, headers: { "X-Api-Key": "k", accept: "application/xml" } }, fetchImpl)
    const init = fetchImpl.mock.calls[0]?.[1]
    expect([...new Headers(init?.headers)]).toEqual([
      ["accept", "application/xml"],
      ["x-api-key", "k"],
    ])
  })

  it("an opted-in body is sent as it is, with the headers given", async () => {
    const fetchImpl = fakeFetch(respond("{}", "application/json"))
    const body = '{ "a": "é\\n" }'
    await sendRequest({ method: "POST", url: URL_, headers: { "Content-Type": "application/json" }, body }, fetchImpl)
    const init = fetchImpl.mock.calls[0]?.[1]
    expect(init?.body).toBe(body)
    expect([...new Headers(init?.headers)]).toEqual([
      ["accept", "application/json"],
      ["content-type", "application/json"],
    ])
  })
})

describe("redirects while a key is set", () => {
  function opaqueRedirect() {
    const response = new Response(null)
    Object.defineProperty(response, "type", { value: "opaqueredirect" })
    return response
  }

  it.each<[label: string, answer: () => Response]>([
    ["a browser's opaque redirect", opaqueRedirect],
    ["a runtime's own 302", () => new Response(null, { status: 302, headers: { location: "https://elsewhere.dev/" } })],
  ])("asks fetch not to follow, and reports %s without reading it", async (_label, answer) => {
    const fetchImpl = fakeFetch(answer)
    const result = await sendRequest({ method: "GET", url: URL_, isKeyed: true }, fetchImpl)
    expect(fetchImpl.mock.calls[0]?.[1].redirect).toBe("manual")
    expect(failed(result)).toEqual({ kind: "other", message: REDIRECT_NOT_FOLLOWED_MESSAGE })
  })

  it("still reads an ordinary answer", async () => {
    const result = await sendRequest(
      { method: "GET", url: URL_, isKeyed: true },
      fakeFetch(respond("{}", "application/json")),
    )
    expect(okResponse(result).status).toBe(200)
  })
})

describe("successful responses", () => {
  it("JSON: parsed, pretty-printed, with status, headers, size, time and content type", async () => {
    const raw = '{"id":1,"tags":["a","b"]}'
    const response = okResponse(
      await sendRequest(
        { method: "GET", url: URL_ },
        fakeFetch(respond(raw, "application/json; charset=utf-8", { status: 200, headers: { "x-rate": "5" } })),
        clock(),
      ),
    )
    expect(response).toMatchObject({
      status: 200,
      statusText: "OK",
      headers: [
        ["content-type", "application/json; charset=utf-8"],
        ["x-rate", "5"],
      ],
      elapsedMs: 250,
      size: raw.length,
      contentType: "application/json; charset=utf-8",
      redirected: false,
      url: URL_,
    })
    expect(response.body).toMatchObject({
      kind: "json",
      data: { id: 1, tags: ["a", "b"] },
      text: '{\n  "id": 1,\n  "tags": [\n    "a",\n    "b"\n  ]\n}',
      truncated: false,
    })
    expect(response.body.blob.size).toBe(raw.length)
  })

  it("keeps the server's status text when there is one", async () => {
    const response = okResponse(
      await sendRequest(
        { method: "GET", url: URL_ },
        fakeFetch(respond("{}", "application/json", { statusText: "Fine" })),
      ),
    )
    expect(response.statusText).toBe("Fine")
  })

  it.each([
    ["application/json", "JSON"],
    ["application/json;charset=UTF-8", "JSON with charset"],
    ["application/problem+json", "+json suffix"],
    ["application/vnd.github+json", "vendor +json"],
  ])("%s is parsed as JSON (%s)", async (contentType) => {
    const response = okResponse(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond("[1]", contentType))))
    expect(response.body).toMatchObject({ kind: "json", data: [1] })
  })

  it("invalid JSON: the text is kept and the problem flagged", async () => {
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond("{oops", "application/json"))),
    )
    expect(response.body).toMatchObject({ kind: "text", text: "{oops", truncated: false })
    expect(response.body.kind === "text" && response.body.jsonError).toMatch(/could not be parsed.*Showing it as text/)
  })

  it("an empty JSON body is empty text, not a parse error", async () => {
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond("", "application/json"))),
    )
    expect(response.body).toEqual({ kind: "text", text: "", truncated: false, blob: expect.any(Blob) })
    expect(response.size).toBe(0)
  })

  it.each([
    ["text/plain", "hello"],
    ["text/html; charset=utf-8", "<h1>Hi</h1><script>alert(1)</script>"],
    ["application/xml", "<a/>"],
    ["application/atom+xml", "<feed/>"],
    ["text/csv", "a,b\n1,2"],
    [null, "no content type at all"],
    ["application/x-unknown", "an unfamiliar type that is text"],
  ])("%s is read as text", async (contentType, raw) => {
    const response = okResponse(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(raw, contentType))))
    expect(response.body).toMatchObject({ kind: "text", text: raw, truncated: false })
    expect(response.body).not.toHaveProperty("jsonError")
  })

  it("decodes with the charset the server names", async () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]) // "café" in ISO-8859-1
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(latin1, "text/plain; charset=ISO-8859-1"))),
    )
    expect(response.body).toMatchObject({ kind: "text", text: "café" })
  })

  it("an unknown charset falls back to UTF-8", async () => {
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond("café", "text/plain; charset=klingon"))),
    )
    expect(response.body).toMatchObject({ kind: "text", text: "café" })
  })

  it("image/* is an image blob", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])
    const response = okResponse(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(png, "image/png"))))
    expect(response.body.kind).toBe("image")
    expect(new Uint8Array(await response.body.blob.arrayBuffer())).toEqual(png)
    expect(response.size).toBe(8)
    expect(response.body).not.toHaveProperty("svgSrc")
  })

  it("an SVG image is previewed from a data: URL of its bytes (a blob: URL would be a page of our origin)", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="top.x=1"/>'
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(svg, "image/svg+xml; charset=utf-8"))),
    )
    expect(response.body).toMatchObject({ kind: "image", svgSrc: `data:image/svg+xml;base64,${btoa(svg)}` })
  })

  it.each([
    "application/octet-stream",
    "application/pdf",
    "application/zip",
    "audio/mpeg",
    "video/mp4",
    "font/woff2",
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ])("%s is a binary download, never text", async (contentType) => {
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(new Uint8Array([1, 2, 3]), contentType))),
    )
    expect(response.body).toEqual({ kind: "binary", blob: expect.any(Blob) })
  })

  it.each([null, "application/x-unknown"])("bytes with NUL under content type %s are binary", async (contentType) => {
    const response = okResponse(
      await sendRequest(
        { method: "GET", url: URL_ },
        fakeFetch(respond(new Uint8Array([0x50, 0x4b, 3, 4, 0]), contentType)),
      ),
    )
    expect(response.body.kind).toBe("binary")
  })

  it("records a followed redirect and the final URL", async () => {
    const answer = respond("{}", "application/json")
    Object.defineProperty(answer, "redirected", { value: true })
    Object.defineProperty(answer, "url", { value: "https://other.example.org/final" })
    const response = okResponse(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(answer)))
    expect(response).toMatchObject({ redirected: true, url: "https://other.example.org/final" })
  })
})

describe("large bodies", () => {
  it("a 20 MB text body: only the first 1 MiB is decoded; the whole blob is kept", async () => {
    const big = new Uint8Array(20 * MiB).fill(0x61)
    const response = okResponse(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(big, "text/plain"))))
    expect(response.size).toBe(20 * MiB)
    expect(response.body.kind).toBe("text")
    if (response.body.kind !== "text") return
    expect(response.body.truncated).toBe(true)
    expect(response.body.text.length).toBe(DISPLAY_LIMIT_BYTES)
    expect(response.body.blob.size).toBe(20 * MiB)
  })

  it("a large JSON body is shown as truncated text, not parsed", async () => {
    const big = `[${'"x",'.repeat(400_000)}"x"]`
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(big, "application/json"))),
    )
    expect(response.body).toMatchObject({ kind: "text", truncated: true })
    expect(response.body).not.toHaveProperty("jsonError")
    expect(response.body.kind === "text" && response.body.text).toBe(big.slice(0, DISPLAY_LIMIT_BYTES))
  })

  it("JSON under the limit that pretty-prints over it is cut at the limit", async () => {
    const dense = JSON.stringify(Array.from({ length: 300_000 }, () => 1)) // ~600 KB dense, ~1.5 MB pretty
    const response = okResponse(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(dense, "application/json"))),
    )
    expect(response.body).toMatchObject({ kind: "json", truncated: true })
    expect(response.body.kind === "json" && response.body.text.length).toBe(DISPLAY_LIMIT_BYTES)
  })
})

describe("a JSON body as it arrived", () => {
  const jsonBody = async (raw: string) =>
    okResponse(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(raw, "application/json")))).body

  it.each<[string, string, string]>([
    ["a 23-digit integer", "[12345678901234567890123]", "[\n  12345678901234567890123\n]"],
    ["2^53 + 1", '{"id":9007199254740993}', '{\n  "id": 9007199254740993\n}'],
    ["duplicate keys", '{"role":"user","role":"admin"}', '{\n  "role": "user",\n  "role": "admin"\n}'],
    ["numbers and escapes as written", '[1.0,1E2,"\\u00e9"]', '[\n  1.0,\n  1E2,\n  "\\u00e9"\n]'],
  ])("%s: the text shows every token as received", async (_, raw, expected) => {
    expect(await jsonBody(raw)).toMatchObject({ kind: "json", text: expected, truncated: false })
  })

  it("the parsed data keeps numbers a JavaScript number would change as their text", async () => {
    const body = await jsonBody('{"big":12345678901234567890123,"id":9007199254740993,"n":2}')
    expect(body.kind === "json" && body.data).toStrictEqual({
      big: new JsonNumberText("12345678901234567890123"),
      id: new JsonNumberText("9007199254740993"),
      n: 2,
    })
  })

  it("10,000 levels of nesting are JSON (only pretty-printing with JSON.stringify overflowed), the text cut at the limit", async () => {
    const raw = `${'{"a":'.repeat(10_000)}"deep"${"}".repeat(10_000)}`
    const body = await jsonBody(raw)
    expect(body).toMatchObject({ kind: "json", truncated: true })
    expect(body).not.toHaveProperty("jsonError")
    expect(body.kind === "json" && body.text.length).toBe(DISPLAY_LIMIT_BYTES)
    expect(body.kind === "json" && body.text.startsWith('{\n  "a": {\n    "a": {')).toBe(true)
  })

  it("a multi-byte character cut at the 1 MiB boundary is dropped, not shown as U+FFFD", async () => {
    const raw = "a" + "é".repeat(600_000) // the 1 MiB boundary falls inside an "é"
    const response = okResponse(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(respond(raw, "text/plain"))))
    const text = response.body.kind === "text" ? response.body.text : ""
    expect(text).not.toContain("\uFFFD")
    expect(text).toBe("a" + "é".repeat(524_287))
  })
})

describe("errors (docs/behaviour.md §8) — returned, never thrown", () => {
  it.each([
    [404, "", "HTTP 404: Not Found"],
    [429, "", "HTTP 429: Too Many Requests"],
    [500, "", "HTTP 500: Internal Server Error"],
    [404, "No Such Thing", "HTTP 404: No Such Thing"],
    [599, "", "HTTP 599: Unknown Status"],
  ])("non-ok %i with status text %j → %s", async (status, text, message) => {
    const error = failed(
      await sendRequest(
        { method: "GET", url: URL_ },
        fakeFetch(respond('{"error":"nope"}', "application/json", { status, statusText: text })),
      ),
    )
    expect(error.kind).toBe("http")
    expect(error.message).toBe(message)
    // The API's own error body stays available.
    expect(error.kind === "http" && error.response.body).toMatchObject({ kind: "json", data: { error: "nope" } })
  })

  it("fetch's TypeError (CORS block, offline) → network, with its own message and an explanation", async () => {
    const error = failed(
      await sendRequest({ method: "GET", url: URL_ }, fakeFetch({ throws: new TypeError("Failed to fetch") })),
    )
    expect(error).toEqual({ kind: "network", message: "Failed to fetch", explanation: NETWORK_EXPLANATION })
    expect(NETWORK_EXPLANATION).toMatch(/CORS/)
    expect(NETWORK_EXPLANATION).toMatch(/server or a terminal/)
  })

  it("offline before sending → offline, with a clear message and no request", async () => {
    const fetchImpl = fakeFetch(respond("{}", "application/json"))
    const error = failed(await sendRequest({ method: "GET", url: URL_ }, fetchImpl, clock(), () => false))
    expect(error).toEqual({ kind: "offline", message: OFFLINE_MESSAGE })
    expect(fetchImpl).not.toHaveBeenCalled()
    expect(OFFLINE_MESSAGE).toMatch(/^You are offline\./)
  })

  it("the network drops during the request (TypeError, then offline) → offline, not 'Failed to fetch'", async () => {
    let online = true
    const fetchImpl = vi.fn<FetchLike>(async () => {
      online = false
      throw new TypeError("Failed to fetch")
    })
    const error = failed(await sendRequest({ method: "GET", url: URL_ }, fetchImpl, clock(), () => online))
    expect(error).toEqual({ kind: "offline", message: OFFLINE_MESSAGE })
  })

  it("online again → the request is sent and succeeds", async () => {
    const result = await sendRequest(
      { method: "GET", url: URL_ },
      fakeFetch(respond('{"ok":true}', "application/json")),
      clock(),
      () => true,
    )
    expect(okResponse(result).status).toBe(200)
  })

  it("a TypeError while reading the body is a network error too", async () => {
    const answer = respond("{}", "application/json")
    answer.blob = () => Promise.reject(new TypeError("network error"))
    const error = failed(await sendRequest({ method: "GET", url: URL_ }, fakeFetch(answer)))
    expect(error).toMatchObject({ kind: "network", message: "network error" })
  })

  it.each([
    ["an Error", new Error("Something broke"), "Something broke"],
    ["a RangeError", new RangeError("bad range"), "bad range"],
    ["an Error without message", new Error(""), "An error occurred"],
    ["a string", "oops", "An error occurred"],
    ["undefined", undefined, "An error occurred"],
    ["a plain object", { message: "not an Error" }, "An error occurred"],
  ])("throwing %s → other: %s", async (_name, thrown, message) => {
    const error = failed(await sendRequest({ method: "GET", url: URL_ }, fakeFetch({ throws: thrown })))
    expect(error).toEqual({ kind: "other", message })
  })

  it("times out after 30 s by default, with a clear message", async () => {
    vi.useFakeTimers()
    const fetchImpl = hangingFetch()
    const pending = sendRequest({ method: "GET", url: URL_ }, fetchImpl)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(fetchImpl.mock.calls[0]?.[1].signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(failed(await pending)).toEqual({ kind: "timeout", message: "Request timed out after 30 seconds" })
  })

  it.each([
    [1000, "Request timed out after 1 second"],
    [1500, "Request timed out after 1.5 seconds"],
  ])("timeoutMs %i → %s", async (timeoutMs, message) => {
    vi.useFakeTimers()
    const pending = sendRequest({ method: "GET", url: URL_, timeoutMs }, hangingFetch())
    await vi.advanceTimersByTimeAsync(timeoutMs)
    expect(failed(await pending)).toEqual({ kind: "timeout", message })
  })

  it("the timeout also covers a body that never finishes", async () => {
    vi.useFakeTimers()
    // Like real fetch: aborting the signal errors the body stream.
    const fetchImpl = vi.fn<FetchLike>(async (_url, init) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("partial"))
          init.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")))
        },
      })
      return respond(stream, "text/plain")
    })
    const pending = sendRequest({ method: "GET", url: URL_, timeoutMs: 5000 }, fetchImpl)
    await vi.advanceTimersByTimeAsync(5000)
    expect(failed(await pending).kind).toBe("timeout")
  })

  it("cancelling through the caller's signal → 'Request cancelled'", async () => {
    const caller = new AbortController()
    const pending = sendRequest({ method: "GET", url: URL_, signal: caller.signal }, hangingFetch())
    caller.abort()
    expect(failed(await pending)).toEqual({ kind: "aborted", message: CANCELLED_MESSAGE })
    expect(CANCELLED_MESSAGE).toBe("Request cancelled")
  })

  it("an already-cancelled signal sends nothing", async () => {
    const caller = new AbortController()
    caller.abort()
    const fetchImpl = hangingFetch()
    expect(failed(await sendRequest({ method: "GET", url: URL_, signal: caller.signal }, fetchImpl)).kind).toBe(
      "aborted",
    )
    expect(fetchImpl).not.toHaveBeenCalled()
  })

  it("leaves no timer and no listener behind", async () => {
    vi.useFakeTimers()
    const caller = new AbortController()
    const remove = vi.spyOn(caller.signal, "removeEventListener")
    okResponse(
      await sendRequest(
        { method: "GET", url: URL_, signal: caller.signal },
        fakeFetch(respond("{}", "application/json")),
      ),
    )
    expect(vi.getTimerCount()).toBe(0)
    expect(remove).toHaveBeenCalledWith("abort", expect.any(Function))
  })

  it.each(["https://exa mple.com/x", "not a url", "/relative/path", ""])(
    "an invalid URL %j is reported without sending and without echoing the URL",
    async (url) => {
      const fetchImpl = hangingFetch()
      const error = failed(await sendRequest({ method: "GET", url }, fetchImpl))
      expect(error).toEqual({ kind: "other", message: expect.stringMatching(/URL is not valid/) })
      if (url) expect(error.message).not.toContain(url)
      expect(fetchImpl).not.toHaveBeenCalled()
    },
  )

  it("an invalid header value is reported without echoing it (it may be a key)", async () => {
    const fetchImpl = hangingFetch()
    const error = failed(
      await sendRequest({ method: "GET", url: URL_, headers: { "X-Api-Key": "secret\nvalue" } }, fetchImpl),
    )
    expect(error.kind).toBe("other")
    expect(error.message).not.toContain("secret")
    expect(fetchImpl).not.toHaveBeenCalled()
  })
})

describe("classifyContentType", () => {
  it.each([
    ["application/json", "json"],
    ["Application/JSON; charset=utf-8", "json"],
    ["application/ld+json", "json"],
    ["image/svg+xml", "image"],
    ["image/webp", "image"],
    ["text/html", "text"],
    ["application/javascript", "text"],
    ["application/x-www-form-urlencoded", "text"],
    ["application/rss+xml", "text"],
    ["application/octet-stream", "binary"],
    ["application/pdf", "binary"],
    ["application/gzip", "binary"],
    ["video/webm", "binary"],
    ["", "unknown"],
    ["application/x-thing", "unknown"],
  ])("%j → %s", (contentType, kind) => {
    expect(classifyContentType(contentType)).toBe(kind)
  })
})

describe("formatBytes", () => {
  it.each([
    [0, "0 B"],
    [512, "512 B"],
    [1023, "1023 B"],
    [1024, "1.0 KB"],
    [1536, "1.5 KB"],
    [1_048_575, "1.0 MB"],
    [MiB, "1.0 MB"],
    [20 * MiB, "20.0 MB"],
    [3 * 1024 * MiB, "3.0 GB"],
    [-5, "0 B"],
    [Number.NaN, "0 B"],
  ])("%d → %s", (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text)
  })
})

describe("formatDuration", () => {
  it.each([
    [0, "0 ms"],
    [0.4, "0 ms"],
    [245.4, "245 ms"],
    [999.4, "999 ms"],
    [999.6, "1.00 s"],
    [1250, "1.25 s"],
    [30_000, "30.00 s"],
    [-3, "0 ms"],
    [Number.NaN, "0 ms"],
  ])("%d → %s", (ms, text) => {
    expect(formatDuration(ms)).toBe(text)
  })
})

describe("every method (opened APIs)", () => {
  it.each(["PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"])("%s is sent with its method", async (method) => {
    const fetchImpl = fakeFetch(respond(null, null, { status: 204 }))
    const result = await sendRequest({ method, url: URL_ }, fetchImpl)
    expect(fetchImpl.mock.calls[0]?.[1].method).toBe(method)
    expect(fetchImpl.mock.calls[0]?.[1].body).toBeUndefined()
    expect(okResponse(result).status).toBe(204)
  })

  it("a body on DELETE is sent as it is", async () => {
    const fetchImpl = fakeFetch(respond("{}", "application/json"))
    await sendRequest({ method: "DELETE", url: URL_, body: '{"ids":[1]}' }, fetchImpl)
    expect(fetchImpl.mock.calls[0]?.[1].body).toBe('{"ids":[1]}')
  })

  it.each<[contentType: string | null, label: string]>([
    ["application/json", "a JSON type: no parse error"],
    ["image/png", "an image type: no empty preview"],
    ["application/pdf", "a binary type: no 0 B download"],
    [null, "no type"],
  ])("HEAD with %s (%s): status and headers, and no body", async (contentType) => {
    const answer = respond(null, contentType, { status: 200, headers: { "content-length": "1234", etag: '"v1"' } })
    const response = okResponse(await sendRequest({ method: "HEAD", url: URL_ }, fakeFetch(answer)))
    expect(response.status).toBe(200)
    expect(response.statusText).toBe("OK")
    expect(response.headers).toEqual(
      expect.arrayContaining([
        ["content-length", "1234"],
        ["etag", '"v1"'],
      ]),
    )
    expect(response.body).toEqual({ kind: "text", text: "", truncated: false, blob: expect.any(Blob) as unknown })
    expect(response.size).toBe(0)
  })

  it("a HEAD answer that is not ok is still an HTTP error with its headers", async () => {
    const answer = respond(null, "application/json", { status: 404, headers: { "x-reason": "gone" } })
    const error = failed(await sendRequest({ method: "HEAD", url: URL_ }, fakeFetch(answer)))
    expect(error.kind).toBe("http")
    if (error.kind !== "http") return
    expect(error.message).toBe("HTTP 404: Not Found")
    expect(error.response.body).toMatchObject({ kind: "text", text: "" })
    expect(error.response.headers).toEqual(expect.arrayContaining([["x-reason", "gone"]]))
  })
})
