import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  defaultRequest,
  readTextWithin,
  sendHttp,
  sendHttpAndRead,
  startDeadline,
  type FetchLike,
  type HttpFailure,
  type HttpOptions,
  type HttpRequest,
} from "./http"

describe("startDeadline", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each<[label: string, act: (caller: AbortController) => void, aborted: boolean, timedOut: boolean]>([
    ["nothing happens before the timeout", () => undefined, false, false],
    ["the timeout passes", () => vi.advanceTimersByTime(1000), true, true],
    ["the caller aborts first", (caller) => caller.abort(), true, false],
    [
      "the caller aborts after the timeout",
      (caller) => {
        vi.advanceTimersByTime(1000)
        caller.abort()
      },
      true,
      true,
    ],
    ["one millisecond short of the timeout", () => vi.advanceTimersByTime(999), false, false],
  ])("%s", (_label, act, aborted, timedOut) => {
    const caller = new AbortController()
    const deadline = startDeadline(1000, caller.signal)
    act(caller)
    expect(deadline.signal.aborted).toBe(aborted)
    expect(deadline.timedOut()).toBe(timedOut)
    deadline.dispose()
  })

  it("is aborted at once when the caller's signal already was", () => {
    const caller = new AbortController()
    caller.abort()
    const deadline = startDeadline(1000, caller.signal)
    expect(deadline.signal.aborted).toBe(true)
    expect(deadline.timedOut()).toBe(false)
  })

  it("stops both the timer and the caller's listener once disposed", () => {
    const caller = new AbortController()
    const deadline = startDeadline(1000, caller.signal)
    deadline.dispose()
    vi.advanceTimersByTime(5000)
    caller.abort()
    expect(deadline.signal.aborted).toBe(false)
    expect(deadline.timedOut()).toBe(false)
  })

  it("works without a caller signal", () => {
    const deadline = startDeadline(10)
    vi.advanceTimersByTime(10)
    expect(deadline.timedOut()).toBe(true)
  })
})

afterEach(() => {
  vi.useRealTimers()
})

const URL_ = "https://api.example.dev/v1/items"

function answer(body = "{}", init: ResponseInit = { status: 200 }) {
  return vi.fn<FetchLike>(async () => new Response(body, init))
}

function hanging() {
  return vi.fn<FetchLike>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        )
      }),
  )
}

const GET: HttpRequest = { method: "GET", url: URL_, headers: {}, isKeyed: false }

describe("defaultRequest", () => {
  const weather = { baseUrl: "https://api.weather.dev/2.5", keyPlacement: { in: "query", name: "appid" } } as const
  it.each<
    [label: string, endpoint: Parameters<typeof defaultRequest>[1], url: string, key: string, expected: HttpRequest]
  >([
    [
      "no key: the URL as given, no headers",
      { method: "GET" },
      "https://api.weather.dev/2.5/now?q=Paris",
      "",
      { method: "GET", url: "https://api.weather.dev/2.5/now?q=Paris", headers: {}, isKeyed: false },
    ],
    [
      "a key goes where the API documents it",
      { method: "GET" },
      "https://api.weather.dev/2.5/now?q=Paris",
      " k 1\n",
      { method: "GET", url: "https://api.weather.dev/2.5/now?q=Paris&appid=k%201", headers: {}, isKeyed: true },
    ],
    [
      "the endpoint's own placement wins over the API's",
      { method: "POST", keyPlacement: { in: "basic" } },
      "https://api.weather.dev/2.5/token",
      "id:secret",
      {
        method: "POST",
        url: "https://api.weather.dev/2.5/token",
        headers: { Authorization: "Basic aWQ6c2VjcmV0" },
        isKeyed: true,
      },
    ],
    [
      "never towards another origin",
      { method: "GET" },
      "https://elsewhere.dev/2.5/now",
      "k1",
      { method: "GET", url: "https://elsewhere.dev/2.5/now", headers: {}, isKeyed: false },
    ],
  ])("%s", (_label, endpoint, url, key, expected) => {
    expect(defaultRequest(weather, endpoint, url, key)).toEqual(expected)
  })

  it("the key's header replaces a visitor's header of the same name", () => {
    const api = { baseUrl: "https://x.dev", keyPlacement: { in: "header", name: "X-Key" } } as const
    expect(
      defaultRequest(api, { method: "GET" }, "https://x.dev/a", "k1", { "X-Key": "typed", "X-Other": "1" }),
    ).toEqual({ method: "GET", url: "https://x.dev/a", headers: { "X-Key": "k1", "X-Other": "1" }, isKeyed: true })
  })
})

describe("sendHttp: what it sends", () => {
  it.each<[label: string, request: HttpRequest, headers: [string, string][], redirect: RequestRedirect]>([
    ["the default request: Accept only, redirects followed", GET, [["accept", "application/json"]], "follow"],
    [
      "a keyed request: its headers, redirects not followed",
      { ...GET, headers: { "X-Key": "k1", accept: "text/csv" }, isKeyed: true },
      [
        ["accept", "text/csv"],
        ["x-key", "k1"],
      ],
      "manual",
    ],
  ])("%s", async (_label, request, headers, redirect) => {
    const fetchImpl = answer()
    await sendHttp(request, { timeoutMs: 1000, fetch: fetchImpl })
    const [url, init] = fetchImpl.mock.calls[0] ?? []
    expect(url).toBe(URL_)
    expect([...new Headers(init?.headers)]).toEqual(headers)
    expect(init).toMatchObject({ method: "GET", credentials: "omit", redirect })
    expect(init?.body).toBeUndefined()
  })

  it("sends a body as it is", async () => {
    const fetchImpl = answer()
    await sendHttp({ ...GET, method: "POST", body: '{"a":1}' }, { timeoutMs: 1000, fetch: fetchImpl })
    expect(fetchImpl.mock.calls[0]?.[1].body).toBe('{"a":1}')
  })
})

describe("sendHttp: outcomes", () => {
  it("any status is an answer, with its whole body and the time until it was read", async () => {
    let t = 10
    const fetchImpl = vi.fn<FetchLike>(async () => {
      t += 40
      return new Response("nope", { status: 404 })
    })
    const outcome = await sendHttp(GET, { timeoutMs: 1000, fetch: fetchImpl, now: () => t })
    expect(outcome.ok && outcome.exchange.response.status).toBe(404)
    expect(outcome.ok && (await outcome.exchange.blob.text())).toBe("nope")
    expect(outcome.ok && outcome.exchange.elapsedMs).toBe(40)
  })

  const opaqueRedirect = () => {
    const response = new Response(null)
    Object.defineProperty(response, "type", { value: "opaqueredirect" })
    return response
  }

  it.each<
    [
      label: string,
      request: HttpRequest,
      fetchImpl: () => FetchLike,
      options: Partial<HttpOptions>,
      failure: HttpFailure,
    ]
  >([
    ["not a URL", { ...GET, url: "not a url" }, hanging, {}, { kind: "invalid-url" }],
    ["a relative URL", { ...GET, url: "/v1/items" }, hanging, {}, { kind: "invalid-url" }],
    ["not http(s)", { ...GET, url: "data:application/json,{}" }, hanging, {}, { kind: "invalid-url" }],
    [
      "a header value the platform refuses",
      { ...GET, headers: { "X-Key": "a\nb" } },
      hanging,
      {},
      { kind: "invalid-header" },
    ],
    ["offline before sending", GET, hanging, { isOnline: () => false }, { kind: "offline" }],
    [
      "a keyed request answered with an opaque redirect",
      { ...GET, isKeyed: true },
      () => vi.fn<FetchLike>(async () => opaqueRedirect()),
      {},
      { kind: "redirect" },
    ],
    [
      "a keyed request answered with a 302",
      { ...GET, isKeyed: true },
      () => answer("", { status: 302 }),
      {},
      { kind: "redirect" },
    ],
    [
      "fetch's TypeError",
      GET,
      () => vi.fn<FetchLike>(async () => Promise.reject(new TypeError("Failed to fetch"))),
      {},
      { kind: "network", message: "Failed to fetch", phase: "request" },
    ],
    [
      "the connection drops while the body arrives",
      GET,
      () =>
        vi.fn<FetchLike>(async () => {
          const response = new Response("{}")
          Object.defineProperty(response, "blob", { value: () => Promise.reject(new TypeError("network error")) })
          return response
        }),
      {},
      { kind: "network", message: "network error", phase: "body" },
    ],
    [
      "anything else",
      GET,
      () => vi.fn<FetchLike>(async () => Promise.reject(new RangeError("odd"))),
      {},
      { kind: "other", message: "odd" },
    ],
  ])("%s", async (_label, request, makeFetch, options, failure) => {
    const fetchImpl = makeFetch()
    const outcome = await sendHttp(request, { timeoutMs: 1000, fetch: fetchImpl, ...options })
    expect(outcome).toMatchObject({ ok: false, failure })
    const sent = !["invalid-url", "invalid-header", "offline"].includes(failure.kind)
    expect(fetchImpl).toHaveBeenCalledTimes(sent ? 1 : 0)
  })

  it("a TypeError while the browser says it is offline is 'offline'", async () => {
    let online = true
    const fetchImpl = vi.fn<FetchLike>(async () => {
      online = false
      throw new TypeError("Failed to fetch")
    })
    const outcome = await sendHttp(GET, { timeoutMs: 1000, fetch: fetchImpl, isOnline: () => online })
    expect(outcome).toMatchObject({ ok: false, failure: { kind: "offline" } })
  })

  it("times out after timeoutMs, and leaves no timer or listener behind", async () => {
    vi.useFakeTimers()
    const caller = new AbortController()
    const remove = vi.spyOn(caller.signal, "removeEventListener")
    const pending = sendHttp(GET, { timeoutMs: 2500, fetch: hanging(), signal: caller.signal })
    await vi.advanceTimersByTimeAsync(2500)
    expect(await pending).toMatchObject({ ok: false, failure: { kind: "timeout", timeoutMs: 2500 } })
    expect(vi.getTimerCount()).toBe(0)
    expect(remove).toHaveBeenCalledWith("abort", expect.any(Function))
  })

  it("the caller's abort is 'aborted', before or during the request", async () => {
    const before = new AbortController()
    before.abort()
    const fetchImpl = hanging()
    expect(await sendHttp(GET, { timeoutMs: 1000, fetch: fetchImpl, signal: before.signal })).toMatchObject({
      ok: false,
      failure: { kind: "aborted" },
    })
    expect(fetchImpl).not.toHaveBeenCalled()
    const during = new AbortController()
    const pending = sendHttp(GET, { timeoutMs: 1000, fetch: fetchImpl, signal: during.signal })
    during.abort()
    expect(await pending).toMatchObject({ ok: false, failure: { kind: "aborted" } })
  })
})

/**
 * A body of `total` bytes (Infinity: it never ends) in chunks of `chunkSize`, made only when the reader asks for them
 * (highWaterMark 0: nothing is pulled ahead), counting the bytes pulled.
 */
function pulledBody(total: number, chunkSize: number) {
  let pulled = 0
  const chunk = new Uint8Array(chunkSize).fill(0x61)
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close()
        const next = chunk.subarray(0, Math.min(chunkSize, total - pulled))
        pulled += next.byteLength
        controller.enqueue(next)
      },
    },
    { highWaterMark: 0 },
  )
  return { body, pulled: () => pulled }
}

describe("readTextWithin", () => {
  it.each<[label: string, total: number, contentLength: string | undefined, outcome: object, maxPulled: number]>([
    ["under the limit", 7, undefined, { ok: true }, 7],
    ["exactly the limit", 10, "10", { ok: true }, 10],
    ["a declared content-length over the limit: refused before a byte is read", 50, "50", { ok: false, size: 50 }, 0],
    ["no content-length, over the limit: stopped at it", 50, undefined, { ok: false, size: undefined }, 12],
    ["a content-length that lies (5, sends 50): stopped at the limit", 50, "5", { ok: false, size: undefined }, 12],
    ["a body that never ends: stopped at the limit", Infinity, undefined, { ok: false, size: undefined }, 12],
  ])("%s", async (_label, total, contentLength, outcome, maxPulled) => {
    const { body, pulled } = pulledBody(total, 3)
    const headers: Record<string, string> = contentLength === undefined ? {} : { "content-length": contentLength }
    const result = await readTextWithin(new Response(body, { headers }), 10)
    expect(result).toMatchObject(outcome)
    expect(pulled()).toBeLessThanOrEqual(maxPulled)
    if (result.ok) expect(result.text).toBe("a".repeat(total))
  })

  it("an empty body is empty text", async () => {
    expect(await readTextWithin(new Response(null), 10)).toEqual({ ok: true, text: "" })
  })

  it("decodes UTF-8 as response.text() does: a character split between pieces, a byte order mark, a bad byte", async () => {
    const bytes = [...new TextEncoder().encode('\uFEFF{"é":"😀"}'), 0xff]
    // One byte per piece: every multi-byte character arrives split.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(new Uint8Array([byte]))
        controller.close()
      },
    })
    const expected = await new Response(new Uint8Array(bytes)).text()
    expect(expected).toBe('{"é":"😀"}\uFFFD')
    expect(await readTextWithin(new Response(body), 100)).toEqual({ ok: true, text: expected })
  })
})

describe("sendHttpAndRead", () => {
  it("hands the answer to `read` before its body is read, and gives what `read` made of it", async () => {
    const fetchImpl = answer("hello", { status: 201 })
    const outcome = await sendHttpAndRead(GET, { timeoutMs: 1000, fetch: fetchImpl }, async (response) => ({
      status: response.status,
      unread: !response.bodyUsed,
      text: await response.text(),
    }))
    expect(outcome).toMatchObject({ ok: true, value: { status: 201, unread: true, text: "hello" } })
  })

  it("a body that stalls while `read` reads it times out like sendHttp's", async () => {
    vi.useFakeTimers()
    const fetchImpl = vi.fn<FetchLike>(async (_url, init) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array([1]))
          init.signal?.addEventListener("abort", () =>
            controller.error(new DOMException("The operation was aborted.", "AbortError")),
          )
        },
      })
      return new Response(body)
    })
    const pending = sendHttpAndRead(GET, { timeoutMs: 500, fetch: fetchImpl }, (response) =>
      readTextWithin(response, 100),
    )
    await vi.advanceTimersByTimeAsync(500)
    expect(await pending).toMatchObject({ ok: false, failure: { kind: "timeout", timeoutMs: 500 } })
  })
})
