// @vitest-environment node
import { describe, expect, it, vi } from "vitest"
import type { FetchLike, ProbeOutcome, ProbeTarget } from "./probe"
import { runProbes } from "./run-probes"

function target(host: string, path: string, method = "GET"): ProbeTarget {
  return { api: { id: host, auth: "none", baseUrl: `https://${host}` }, endpoint: { method, path } }
}

/** A fetch whose requests stay open until the test releases them; counts what is in flight, in total and per host. */
function controlledFetch() {
  const open: { url: string; release: () => void }[] = []
  let max = 0
  const maxPerHost = new Map<string, number>()
  const calls: string[] = []
  const fetch = vi.fn<FetchLike>(
    (url, init) =>
      new Promise<Response>((resolve, reject) => {
        calls.push(url)
        const entry = {
          url,
          release: () => {
            if (open.includes(entry)) open.splice(open.indexOf(entry), 1)
            resolve(new Response("{}", { status: 200 }))
          },
        }
        open.push(entry)
        max = Math.max(max, open.length)
        const host = new URL(url).host
        const count = open.filter((o) => new URL(o.url).host === host).length
        maxPerHost.set(host, Math.max(maxPerHost.get(host) ?? 0, count))
        init.signal?.addEventListener("abort", () => {
          if (open.includes(entry)) open.splice(open.indexOf(entry), 1)
          reject(new DOMException("aborted", "AbortError"))
        })
      }),
  )
  const releaseAll = async () => {
    while (open.length) {
      for (const entry of [...open]) entry.release()
      await new Promise((r) => setTimeout(r, 0))
    }
  }
  return { fetch, open, calls, releaseAll, max: () => max, maxPerHost }
}

describe("runProbes", () => {
  it("keeps at most 4 in flight in total and 2 per host; one request per endpoint", async () => {
    const targets = [
      ...Array.from({ length: 5 }, (_, i) => target("a.example", `/a${i}`)),
      ...Array.from({ length: 5 }, (_, i) => target("b.example", `/b${i}`)),
      ...Array.from({ length: 5 }, (_, i) => target(`c${i}.example`, "/c")),
    ]
    const fake = controlledFetch()
    const results: [number, ProbeOutcome][] = []
    const done = runProbes(targets, { fetch: fake.fetch, onResult: (i, o) => results.push([i, o]) })
    await new Promise((r) => setTimeout(r, 0))
    expect(fake.open).toHaveLength(4)
    await fake.releaseAll()
    await done
    expect(fake.max()).toBe(4)
    expect(Math.max(...fake.maxPerHost.values())).toBe(2)
    expect(fake.calls).toHaveLength(15)
    expect(new Set(fake.calls).size).toBe(15)
    expect(results.map(([i]) => i).sort((a, b) => a - b)).toEqual([...Array(15).keys()])
    expect(results.every(([, o]) => o.kind === "ok")).toBe(true)
  })

  it("honours a lower concurrency", async () => {
    const fake = controlledFetch()
    const done = runProbes(
      Array.from({ length: 6 }, (_, i) => target(`h${i}.example`, "/")),
      { fetch: fake.fetch, concurrency: 1 },
    )
    await new Promise((r) => setTimeout(r, 0))
    expect(fake.open).toHaveLength(1)
    await fake.releaseAll()
    await done
    expect(fake.max()).toBe(1)
  })

  it("no retries: a failure is one outcome, not a second request", async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response("", { status: 503 }))
    const outcomes: ProbeOutcome[] = []
    await runProbes([target("x.example", "/")], { fetch, onResult: (_, o) => outcomes.push(o) })
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(outcomes).toEqual([expect.objectContaining({ kind: "http-error", status: 503 })])
  })

  it("each answer's body comes with its outcome (ok and HTTP error); none for an endpoint that sent nothing", async () => {
    const fetch = vi.fn<FetchLike>(async (url) =>
      url.endsWith("/gone")
        ? new Response("missing", { status: 404, headers: { "content-type": "text/plain" } })
        : new Response('{"ok":true}', { status: 200, headers: { "content-type": "application/json" } }),
    )
    const seen: [number, string, string | undefined, string | undefined][] = []
    const bodies: Promise<void>[] = []
    await runProbes([target("x.example", "/"), target("x.example", "/gone"), target("x.example", "/", "POST")], {
      fetch,
      onResult: (i, o, answer) =>
        void bodies.push(
          (answer ? answer.body.text() : Promise.resolve(undefined)).then(
            (text) => void seen.push([i, o.kind, text, answer?.contentType]),
          ),
        ),
    })
    await Promise.all(bodies)
    expect(seen.sort((a, b) => a[0] - b[0])).toEqual([
      [0, "ok", '{"ok":true}', "application/json"],
      [1, "http-error", "missing", "text/plain"],
      [2, "not-checked", undefined, undefined],
    ])
  })

  it("endpoints that send nothing take no slot and get their outcome at once", async () => {
    const fake = controlledFetch()
    const outcomes: [number, string][] = []
    const done = runProbes(
      [...Array.from({ length: 4 }, (_, i) => target(`h${i}.example`, "/")), target("p.example", "/post", "POST")],
      { fetch: fake.fetch, onResult: (i, o) => outcomes.push([i, o.kind]) },
    )
    expect(outcomes).toEqual([[4, "not-checked"]])
    await fake.releaseAll()
    await done
    expect(outcomes).toHaveLength(5)
  })

  it("reads each API's key once per endpoint and sends it where the API expects it; no key, nothing sent", async () => {
    const keyed = (id: string): ProbeTarget => ({
      api: { id, auth: "apikey", baseUrl: `https://${id}.example`, keyPlacement: { in: "header", name: "X-Key" } },
      endpoint: { method: "GET", path: "/" },
    })
    const getKey = vi.fn((id: string) => (id === "with" ? "k1" : ""))
    const fetch = vi.fn<FetchLike>(async () => new Response("{}", { status: 200 }))
    const outcomes: [number, string][] = []
    await runProbes([keyed("with"), keyed("without")], {
      fetch,
      getKey,
      onResult: (i, o) => outcomes.push([i, o.kind]),
    })
    expect(getKey.mock.calls).toEqual([["with"], ["without"]])
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(new Headers(fetch.mock.calls[0]?.[1].headers).get("X-Key")).toBe("k1")
    expect(outcomes.sort()).toEqual([
      [0, "ok"],
      [1, "needs-key"],
    ])
  })

  it("cancel: requests in flight are aborted, nothing new starts, cancelled ones get no outcome", async () => {
    const fake = controlledFetch()
    const controller = new AbortController()
    const outcomes: number[] = []
    const done = runProbes(
      Array.from({ length: 10 }, (_, i) => target(`h${i}.example`, "/")),
      { fetch: fake.fetch, signal: controller.signal, onResult: (i) => outcomes.push(i) },
    )
    await new Promise((r) => setTimeout(r, 0))
    fake.open[0]!.release()
    await new Promise((r) => setTimeout(r, 0))
    controller.abort()
    await done
    expect(outcomes).toEqual([0])
    expect(fake.calls).toHaveLength(5)
    expect(fake.open).toHaveLength(0)
  })

  it("resolves at once for an empty list, and never rejects when a listener throws", async () => {
    await expect(runProbes([])).resolves.toBeUndefined()
    const fetch = vi.fn<FetchLike>(async () => new Response("{}"))
    await expect(
      runProbes([target("x.example", "/")], {
        fetch,
        onResult: () => {
          throw new Error("listener")
        },
      }),
    ).resolves.toBeUndefined()
  })
})
