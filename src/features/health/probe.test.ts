// @vitest-environment node
// Node's own fetch types (Response, Blob) as in a browser.
import { afterEach, describe, expect, it, vi } from "vitest"
import {
  DEFAULT_PROBE_TIMEOUT_MS,
  planProbe,
  probeEndpoint,
  probeKeySlot,
  type FetchLike,
  type ProbeTarget,
} from "./probe"

const OPEN: ProbeTarget = {
  api: { id: "dog", auth: "none", baseUrl: "https://dog.example/api" },
  endpoint: {
    method: "GET",
    path: "/breeds/{breed}",
    parameters: [{ name: "breed", required: true, example: "hound" }],
  },
}
const KEYED: ProbeTarget = {
  api: { id: "weather", auth: "apikey", baseUrl: "https://w.example/v1", keyPlacement: { in: "query", name: "appid" } },
  endpoint: { method: "GET", path: "/now", parameters: [{ name: "q", required: true, example: "Paris" }] },
}

/** A fetch double like the real one: answers with `answer`, or never and rejects when its signal aborts. */
function fakeFetch(answer?: (url: string, init: RequestInit) => Response | Promise<Response>) {
  return vi.fn<FetchLike>(
    (url, init) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
        if (answer) Promise.resolve(answer(url, init)).then(resolve, reject)
      }),
  )
}

afterEach(() => {
  vi.useRealTimers()
})

describe("planProbe", () => {
  it.each<[string, ProbeTarget, string, unknown]>([
    [
      "a POST",
      { ...OPEN, endpoint: { ...OPEN.endpoint, method: "POST" } },
      "",
      { kind: "not-checked", method: "POST" },
    ],
    ["an API key API without a key", KEYED, "", { kind: "needs-key" }],
    ["an API key API with a blank key", KEYED, "  \n", { kind: "needs-key" }],
    [
      "an OAuth API without a key placement",
      { ...OPEN, api: { ...OPEN.api, auth: "oauth" } },
      "token",
      { kind: "needs-key" },
    ],
    [
      "a required parameter without example",
      { ...OPEN, endpoint: { method: "GET", path: "/q", parameters: [{ name: "q", required: true }] } },
      "",
      { kind: "needs-input", missing: ["q"] },
    ],
    [
      "a placeholder left in the URL",
      { ...OPEN, endpoint: { method: "GET", path: "/breeds/{breed}" } },
      "",
      { kind: "needs-input", missing: ["breed"] },
    ],
  ])("%s sends nothing", (_, target, key, expected) => {
    expect(planProbe(target, key)).toEqual(expected)
  })

  it("an opened API's operation that takes no key is checked without one, and no key goes with it", () => {
    const target = { ...KEYED, endpoint: { ...KEYED.endpoint, noKey: true as const } }
    for (const key of ["", "secret-key"]) {
      const plan = planProbe(target, key)
      expect(plan.kind).toBe("send")
      if (plan.kind === "send") expect(plan.request.url).toBe("https://w.example/v1/now?q=Paris")
      expect(JSON.stringify(plan)).not.toContain("secret-key")
    }
  })

  it("sends the example URL, and the key where the API documents it", () => {
    expect(planProbe(OPEN)).toEqual({
      kind: "send",
      request: { method: "GET", url: "https://dog.example/api/breeds/hound", headers: {}, isKeyed: false },
    })
    expect(planProbe(KEYED, "k 1")).toEqual({
      kind: "send",
      request: { method: "GET", url: "https://w.example/v1/now?q=Paris&appid=k%201", headers: {}, isKeyed: true },
    })
  })

  it("uses an opened API's key only for the origin its example URL goes to", () => {
    const opened = {
      api: {
        id: "opened-00000000000000ab",
        auth: "bearer",
        baseUrl: "https://{host}/v1",
        keyPlacement: { in: "bearer" },
      },
      endpoint: {
        method: "GET",
        path: "/pets",
        parameters: [{ name: "host", required: true, example: "api.new.example" }],
      },
    } as const
    expect(probeKeySlot(opened)).toBe("opened-00000000000000ab@https://api.new.example")
  })

  it("puts the key where the tester does: the endpoint's own placement first, kept under its own slot", () => {
    const token = {
      api: { ...KEYED.api, id: "pay" },
      endpoint: { method: "GET", path: "/token", keyPlacement: { in: "basic" } },
    } as const
    expect(probeKeySlot(token)).toBe("pay:basic")
    expect(probeKeySlot(KEYED)).toBe("weather")
    expect(planProbe(token, "id:secret")).toEqual({
      kind: "send",
      request: {
        method: "GET",
        url: "https://w.example/v1/token",
        headers: { Authorization: "Basic aWQ6c2VjcmV0" },
        isKeyed: true,
      },
    })
  })

  it("uses the catalogue's own example URL when there is one", () => {
    const target = {
      ...OPEN,
      endpoint: {
        ...OPEN.endpoint,
        parameters: [{ name: "breed", required: true }],
        example: "https://dog.example/api/breeds/pug",
      },
    }
    expect(planProbe(target)).toMatchObject({ kind: "send", request: { url: "https://dog.example/api/breeds/pug" } })
  })
})

describe("probeEndpoint", () => {
  it("ok: status, time, size and content type; sends GET with Accept: application/json only", async () => {
    let t = 100
    const fetch = fakeFetch(() => {
      t += 143
      return new Response('{"a":1}', { status: 200, headers: { "content-type": "application/json" } })
    })
    const result = await probeEndpoint(OPEN, { fetch, now: () => t })
    expect(result).toEqual({ kind: "ok", status: 200, ms: 143, size: 7, contentType: "application/json" })
    expect(fetch).toHaveBeenCalledTimes(1)
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe("https://dog.example/api/breeds/hound")
    expect(init).toMatchObject({ method: "GET", credentials: "omit", redirect: "follow" })
    expect([...new Headers(init.headers)]).toEqual([["accept", "application/json"]])
    expect(init.body).toBeUndefined()
  })

  it("http-error: status and status text, with the standard phrase when the server sent none", async () => {
    const fetch = fakeFetch(() => new Response("slow down", { status: 429 }))
    expect(await probeEndpoint(OPEN, { fetch, now: () => 0 })).toEqual({
      kind: "http-error",
      status: 429,
      statusText: "Too Many Requests",
      ms: 0,
    })
  })

  it.each<[string, () => Response | never, string | undefined]>([
    ["a 2xx", () => new Response('{"a":1}', { status: 200 }), '{"a":1}'],
    ["an HTTP error", () => new Response('{"error":"no"}', { status: 404 }), '{"error":"no"}'],
    [
      "a failure",
      () => {
        throw new TypeError("Failed to fetch")
      },
      undefined,
    ],
  ])("onBody is given the body of %s (for the conformance check), nothing when none came", async (_, answer, body) => {
    const bodies: Blob[] = []
    await probeEndpoint(OPEN, { fetch: fakeFetch(answer), now: () => 0, onBody: (blob) => bodies.push(blob) })
    expect(await Promise.all(bodies.map((blob) => blob.text()))).toEqual(body === undefined ? [] : [body])
  })

  it("blocked by CORS: fetch fails, a no-cors follow-up reaches the server", async () => {
    const fetch = fakeFetch((_, init) => {
      if (init.mode === "no-cors") return new Response(null, { status: 200 })
      throw new TypeError("Failed to fetch")
    })
    expect(await probeEndpoint(OPEN, { fetch, now: () => 0 })).toEqual({ kind: "blocked", reason: "cors", ms: 0 })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch.mock.calls[1]![1]).toMatchObject({ mode: "no-cors", credentials: "omit" })
  })

  it("blocked, unreachable: the follow-up fails too", async () => {
    const fetch = fakeFetch(() => {
      throw new TypeError("Failed to fetch")
    })
    expect(await probeEndpoint(OPEN, { fetch, now: () => 0 })).toEqual({
      kind: "blocked",
      reason: "unreachable",
      ms: 0,
    })
  })

  it("blocked with a key: no follow-up (it would carry the key without the key rules' protection)", async () => {
    const fetch = fakeFetch(() => {
      throw new TypeError("Failed to fetch")
    })
    expect(await probeEndpoint(KEYED, { fetch, apiKey: "k", now: () => 0 })).toEqual({
      kind: "blocked",
      reason: "unknown",
      ms: 0,
    })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![1]).toMatchObject({ redirect: "manual" })
  })

  it("a keyed redirect is not followed", async () => {
    const opaque = { type: "opaqueredirect", ok: false, status: 0 } as Response
    const fetch = fakeFetch(() => opaque)
    expect(await probeEndpoint(KEYED, { fetch, apiKey: "k", now: () => 0 })).toMatchObject({
      kind: "blocked",
      reason: "redirect",
    })
  })

  it("timeout after 10 s by default (fake timers)", async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch()
    const pending = probeEndpoint(OPEN, { fetch })
    await vi.advanceTimersByTimeAsync(DEFAULT_PROBE_TIMEOUT_MS - 1)
    let settled = false
    void pending.then(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toEqual({ kind: "timeout", timeoutMs: 10_000 })
  })

  it("timeout is configurable", async () => {
    vi.useFakeTimers()
    const pending = probeEndpoint(OPEN, { fetch: fakeFetch(), timeoutMs: 250 })
    await vi.advanceTimersByTimeAsync(250)
    expect(await pending).toEqual({ kind: "timeout", timeoutMs: 250 })
  })

  it("a body that never ends times out too", async () => {
    vi.useFakeTimers()
    const fetch = fakeFetch(
      (_, init) =>
        new Response(
          new ReadableStream({
            start(controller) {
              init.signal?.addEventListener("abort", () => controller.error(new DOMException("aborted", "AbortError")))
            },
          }),
        ),
    )
    const pending = probeEndpoint(OPEN, { fetch, timeoutMs: 1000 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(await pending).toEqual({ kind: "timeout", timeoutMs: 1000 })
  })

  it("cancel: the caller's abort gives 'cancelled'; an already aborted signal sends nothing", async () => {
    const controller = new AbortController()
    const fetch = fakeFetch()
    const pending = probeEndpoint(OPEN, { fetch, signal: controller.signal })
    controller.abort()
    expect(await pending).toEqual({ kind: "cancelled" })
    const again = fakeFetch()
    expect(await probeEndpoint(OPEN, { fetch: again, signal: controller.signal })).toEqual({ kind: "cancelled" })
    expect(again).not.toHaveBeenCalled()
  })

  it.each([
    ["needs-key", KEYED],
    ["not-checked", { ...OPEN, endpoint: { ...OPEN.endpoint, method: "POST" } }],
  ])("%s: nothing is sent", async (kind, target) => {
    const fetch = fakeFetch()
    expect(await probeEndpoint(target, { fetch })).toMatchObject({ kind })
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each<[string, FetchLike]>([
    [
      "fetch throws synchronously",
      () => {
        throw new Error("boom")
      },
    ],
    ["fetch rejects with a non-error", () => Promise.reject("nope")],
    [
      "the body cannot be read",
      async () =>
        ({ ok: true, status: 200, type: "basic", blob: () => Promise.reject(new Error("x")) }) as unknown as Response,
    ],
  ])("never throws: %s", async (_, fetch) => {
    await expect(probeEndpoint(OPEN, { fetch, now: () => 0 })).resolves.toMatchObject({ kind: "blocked" })
  })
})
