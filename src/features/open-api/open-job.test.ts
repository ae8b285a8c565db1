import type { ApiWithExamples } from "@/lib/example-urls"
import { describe, expect, it } from "vitest"
import {
  CORS_MESSAGE,
  downloadFailureMessage,
  INVALID_URL_MESSAGE,
  OFFLINE_MESSAGE,
  documentIdOf,
  runOpenJob,
  TOO_LARGE_WHILE_READING,
  withDocumentId,
  type OpenPhase,
} from "./open-job"

/** Where an opened API came from (its source), or undefined for any other. */
const openedOf = (api: ApiWithExamples) => (api.source.kind === "opened" ? api.source : undefined)

const DOC = JSON.stringify({
  openapi: "3.0.0",
  info: { title: "Tiny", version: "1" },
  servers: [{ url: "/v2" }],
  paths: { "/things": { get: { summary: "List things" } } },
})
const NOW = () => new Date("2026-11-25T10:00:00Z")

function fetchAnswering(body: string, init: ResponseInit = { status: 200 }) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetch = (url: string, requestInit: RequestInit) => {
    calls.push({ url, init: requestInit })
    return Promise.resolve(new Response(body, init))
  }
  return { fetch, calls }
}

describe("runOpenJob", () => {
  it("from an address: downloads without cookies, resolves relative servers against it, and names its phases", async () => {
    const { fetch, calls } = fetchAnswering(DOC)
    const phases: OpenPhase[] = []
    const outcome = await runOpenJob(
      { kind: "url", url: " https://docs.example/api/openapi.json ", timeoutMs: 1000 },
      { fetch, now: NOW, onPhase: (phase) => phases.push(phase) },
    )
    expect(phases).toEqual(["downloading", "reading", "parsing"])
    expect(calls[0]?.url).toBe("https://docs.example/api/openapi.json")
    expect(calls[0]?.init.credentials).toBe("omit")
    if (!outcome.ok) throw new Error(outcome.message)
    expect(outcome.api).toMatchObject({
      name: "Tiny",
      baseUrl: "https://docs.example/v2",
      source: {
        kind: "opened",
        source: "url",
        location: "https://docs.example/api/openapi.json",
        openedAt: "2026-11-25T10:00:00.000Z",
      },
    })
    expect(outcome.api.id).toMatch(/^opened-[0-9a-f]{16}$/)
  })

  it("the same address gives the same id (opening it again replaces it); the same text too", async () => {
    const open = (url: string) =>
      runOpenJob({ kind: "url", url, timeoutMs: 1000 }, { fetch: fetchAnswering(DOC).fetch })
    const [a, b, c] = await Promise.all([
      open("https://a.dev/x.json"),
      open("https://a.dev/x.json"),
      open("https://b.dev/x.json"),
    ])
    expect(a.ok && b.ok && a.api.id === b.api.id).toBe(true)
    expect(a.ok && c.ok && a.api.id !== c.api.id).toBe(true)
    const [p, q] = await Promise.all([runOpenJob({ kind: "text", text: DOC }), runOpenJob({ kind: "text", text: DOC })])
    expect(p.ok && q.ok && p.api.id === q.api.id).toBe(true)
  })

  it("one document however it came: a paste and a file are named by their text; an address's text is handed on and named later", async () => {
    const texts: string[] = []
    const fromUrl = await runOpenJob(
      { kind: "url", url: "https://a.dev/x.json", timeoutMs: 1000 },
      { fetch: fetchAnswering(DOC).fetch, onText: (text) => texts.push(text) },
    )
    const pasted = await runOpenJob({ kind: "text", text: DOC })
    const file = await runOpenJob({ kind: "file", file: new Blob([DOC]), name: "x.json" })
    if (!fromUrl.ok || !pasted.ok || !file.ok) throw new Error("did not open")
    // Not worked out before the page has the API (0.3 s of CPU for Graph beta's 47 MB).
    expect(openedOf(fromUrl.api)?.documentId).toBeUndefined()
    expect(texts).toEqual([DOC])
    expect(openedOf(pasted.api)?.documentId).toBe(documentIdOf(DOC))
    expect(openedOf(file.api)?.documentId).toBe(documentIdOf(DOC))
    const named = withDocumentId(fromUrl.api, DOC)
    expect(openedOf(named)?.documentId).toBe(pasted.api.id)
    expect(named.id).toBe(fromUrl.api.id)
  })

  it.each([
    [
      "a 404",
      () => fetchAnswering("nope", { status: 404, statusText: "Not Found" }).fetch,
      "The server answered 404 Not Found instead of the document. Check the address, or open the file or paste its text.",
    ],
    ["a CORS block", () => () => Promise.reject(new TypeError("Failed to fetch")), CORS_MESSAGE],
    ["an HTML page", () => fetchAnswering("<!doctype html><html></html>").fetch, /web page|not an|not valid/i],
  ])("from an address, %s: a message that says what to do", async (_, makeFetch, message) => {
    const outcome = await runOpenJob(
      { kind: "url", url: "https://x.dev/a.json", timeoutMs: 1000 },
      { fetch: makeFetch(), isOnline: () => true },
    )
    expect(outcome.ok).toBe(false)
    if (!outcome.ok) expect(outcome.message).toMatch(message)
  })

  it("from an address: the files its $refs name are downloaded relative to it, with the same care, and each failure is noted", async () => {
    const files: Record<string, () => Response | Promise<Response>> = {
      "https://docs.example/api/openapi.json": () =>
        new Response(
          JSON.stringify({
            openapi: "3.0.0",
            info: { title: "Split", version: "1" },
            paths: {
              "/a": { $ref: "paths/a.json" },
              "/b": { get: { parameters: [{ $ref: "/blocked/p.json#/P" }] } },
              "/d": { get: { parameters: [{ $ref: "https://other.example/p.json#/P" }] } },
              "/c": { get: { parameters: [{ $ref: "gone.json#/P" }] } },
            },
          }),
        ),
      "https://docs.example/api/paths/a.json": () => new Response("get: { summary: From another file }"),
      "https://docs.example/blocked/p.json": () => Promise.reject(new TypeError("Failed to fetch")),
      "https://other.example/p.json": () => new Response(JSON.stringify({ P: { name: "p", in: "query" } })),
      "https://docs.example/api/gone.json": () => new Response("nope", { status: 404, statusText: "Not Found" }),
    }
    const calls: { url: string; init: RequestInit }[] = []
    const fetch = (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return Promise.resolve(files[url]?.() ?? new Response("", { status: 500 }))
    }
    const phases: OpenPhase[] = []
    const outcome = await runOpenJob(
      { kind: "url", url: "https://docs.example/api/openapi.json", timeoutMs: 1000 },
      { fetch, isOnline: () => true, onPhase: (phase) => phases.push(phase) },
    )
    if (!outcome.ok) throw new Error(outcome.message)
    // Not other.example: only the document's own site is asked.
    expect(calls.map((call) => call.url).sort()).toEqual([
      "https://docs.example/api/gone.json",
      "https://docs.example/api/openapi.json",
      "https://docs.example/api/paths/a.json",
      "https://docs.example/blocked/p.json",
    ])
    expect(calls.every((call) => call.init.credentials === "omit")).toBe(true)
    expect(phases).toEqual(["downloading", "reading", "parsing"])
    expect(outcome.api.endpoints.find((e) => e.path === "/a")?.name).toBe("From another file")
    expect((outcome.api.source.kind === "opened" ? outcome.api.source.notes : []).slice(0, 2)).toEqual([
      "2 referenced files could not be downloaded (p.json, gone.json).",
      "Files this description refers to on other sites (other.example) were not downloaded: opening it sends requests only to its own site. Open a copy that includes them to see those parts.",
    ])
  })

  it("a file over the limit is refused without being read", async () => {
    let read = false
    // Only its size is looked at: a stand-in for a 65 MB file that records being read.
    const file = { size: 65 * 1024 * 1024, text: () => ((read = true), Promise.resolve("")) } as unknown as Blob
    const outcome = await runOpenJob({ kind: "file", file, name: "big.json" })
    expect(outcome).toEqual({
      ok: false,
      message: "This document is 65.0 MB; API Explorer opens documents up to 64.0 MB.",
    })
    expect(read).toBe(false)
  })

  it("a file keeps its name as where it came from", async () => {
    const outcome = await runOpenJob({ kind: "file", file: new Blob([DOC]), name: "tiny.json" }, { now: NOW })
    expect(outcome.ok && outcome.api.source).toMatchObject({ source: "file", location: "tiny.json" })
  })
})

/** A Response as a browser gives it after following redirects to `finalUrl`. */
function redirectedTo(finalUrl: string, body: BodyInit | null) {
  const response = new Response(body)
  Object.defineProperty(response, "url", { value: finalUrl })
  Object.defineProperty(response, "redirected", { value: true })
  return response
}

/** A body of `total` bytes in 1 MiB chunks, made only as they are read (nothing ahead), counting the bytes pulled. */
function pulledBody(total: number) {
  let pulled = 0
  const chunk = new Uint8Array(1024 * 1024).fill(0x20)
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= total) return controller.close()
        pulled += chunk.byteLength
        controller.enqueue(chunk)
      },
    },
    { highWaterMark: 0 },
  )
  return { body, pulled: () => pulled }
}

const MiB = 1024 * 1024
/** Far more than the limit; finite only so that code reading to the end would still end (and fail the test). */
const ENDLESS = 160 * MiB

/** A fetch over a table of answers by address; records each address asked for. */
function fetchTable(answers: Record<string, () => Response>) {
  const asked: string[] = []
  const fetch = (url: string) => {
    asked.push(url)
    return Promise.resolve(answers[url]?.() ?? new Response("", { status: 404, statusText: "Not Found" }))
  }
  return { fetch, asked }
}

const splitDoc = (refs: Record<string, string>) =>
  JSON.stringify({
    openapi: "3.0.0",
    info: { title: "Split", version: "1" },
    servers: [{ url: "/v2" }],
    paths: Object.fromEntries(
      Object.entries(refs).map(([path, ref]) => [path, { get: { summary: path, parameters: [{ $ref: ref }] } }]),
    ),
  })

describe("runOpenJob: referenced files stay on the document's site after redirects", () => {
  const DOC_URL = "http://127.0.0.1:4001/api/openapi.json"
  const STOLEN = JSON.stringify({ P: { name: "stolen", in: "query" } })

  it.each([
    ["to 127.0.0.1 on another port", "http://127.0.0.1:4002/secret.json", "127.0.0.1:4002"],
    ["to the app's own origin", "https://api-explorer.example/assets/x.json", "api-explorer.example"],
    ["to localhost (another host name for the same machine)", "http://localhost:4001/api/p.json", "localhost:4001"],
    ["to the same host over https (another origin)", "https://127.0.0.1:4001/api/p.json", "127.0.0.1:4001"],
  ])("a $ref redirected %s is refused unread, with a note", async (_label, finalUrl, host) => {
    const stolen = pulledBody(ENDLESS)
    const { fetch, asked } = fetchTable({
      [DOC_URL]: () => new Response(splitDoc({ "/a": "p.json#/P" })),
      "http://127.0.0.1:4001/api/p.json": () => redirectedTo(finalUrl, stolen.body),
    })
    const outcome = await runOpenJob({ kind: "url", url: DOC_URL, timeoutMs: 1000 }, { fetch, isOnline: () => true })
    if (!outcome.ok) throw new Error(outcome.message)
    expect(asked).toEqual([DOC_URL, "http://127.0.0.1:4001/api/p.json"])
    // Not one byte of the other site's answer was read.
    expect(stolen.pulled()).toBe(0)
    expect(outcome.api.endpoints[0]?.parameters?.map((p) => p.name) ?? []).toEqual([])
    expect(openedOf(outcome.api)?.notes?.[0]).toBe(
      `1 referenced file could not be used (p.json): it redirected to another site (${host}).`,
    )
  })

  it("a file redirected within the site is used, and the references inside it resolve against where it ended up", async () => {
    const { fetch, asked } = fetchTable({
      [DOC_URL]: () => new Response(splitDoc({ "/a": "p.json#/P" })),
      "http://127.0.0.1:4001/api/p.json": () =>
        redirectedTo(
          "http://127.0.0.1:4001/v2/params/all.json",
          JSON.stringify({ P: { $ref: "common.json#/Limit" }, Self: { name: "self", in: "query" } }),
        ),
      "http://127.0.0.1:4001/v2/params/common.json": () =>
        new Response(JSON.stringify({ Limit: { name: "limit", in: "query", example: 5 } })),
    })
    const outcome = await runOpenJob({ kind: "url", url: DOC_URL, timeoutMs: 1000 }, { fetch, isOnline: () => true })
    if (!outcome.ok) throw new Error(outcome.message)
    expect(asked).toEqual([
      DOC_URL,
      "http://127.0.0.1:4001/api/p.json",
      // Not …/api/common.json: "common.json" is next to the file as it was finally served.
      "http://127.0.0.1:4001/v2/params/common.json",
    ])
    expect(outcome.api.endpoints[0]?.parameters).toMatchObject([{ name: "limit", example: "5" }])
    expect(openedOf(outcome.api)?.notes ?? []).toEqual([])
  })

  it("a document that redirects: its references and relative servers resolve against where it came from, and its files must be on that site", async () => {
    const { fetch, asked } = fetchTable({
      "https://short.example/spec": () =>
        redirectedTo("https://docs.example/v1/openapi.json", splitDoc({ "/a": "p.json#/P", "/b": "q.json#/P" })),
      "https://docs.example/v1/p.json": () => new Response(JSON.stringify({ P: { name: "p", in: "query" } })),
      "https://docs.example/v1/q.json": () => redirectedTo("https://short.example/q.json", STOLEN),
    })
    const outcome = await runOpenJob(
      { kind: "url", url: "https://short.example/spec", timeoutMs: 1000 },
      { fetch, isOnline: () => true },
    )
    if (!outcome.ok) throw new Error(outcome.message)
    expect(asked).toEqual([
      "https://short.example/spec",
      "https://docs.example/v1/p.json",
      "https://docs.example/v1/q.json",
    ])
    expect(outcome.api.baseUrl).toBe("https://docs.example/v2")
    expect(openedOf(outcome.api)?.location).toBe("https://short.example/spec")
    expect(outcome.api.endpoints.map((e) => e.parameters?.map((p) => p.name) ?? [])).toEqual([["p"], []])
    expect(openedOf(outcome.api)?.notes?.[0]).toBe(
      "1 referenced file could not be used (q.json): it redirected to another site (short.example).",
    )
  })
})

describe("runOpenJob: the 64 MB limit holds while the bytes arrive", () => {
  const DOC_URL = "https://docs.example/openapi.json"

  it("a document without a content-length that never ends: the download stops at the limit", async () => {
    const { body, pulled } = pulledBody(ENDLESS)
    const outcome = await runOpenJob(
      { kind: "url", url: DOC_URL, timeoutMs: 10_000 },
      { fetch: () => Promise.resolve(new Response(body)), isOnline: () => true },
    )
    expect(outcome).toEqual({ ok: false, message: TOO_LARGE_WHILE_READING })
    expect(pulled()).toBeLessThanOrEqual(64 * MiB + MiB)
  })

  it("a document whose content-length is over the limit: refused before a byte is read", async () => {
    const { body, pulled } = pulledBody(ENDLESS)
    const size = 200 * 1000 * 1000
    const outcome = await runOpenJob(
      { kind: "url", url: DOC_URL, timeoutMs: 10_000 },
      {
        fetch: () => Promise.resolve(new Response(body, { headers: { "content-length": String(size) } })),
        isOnline: () => true,
      },
    )
    expect(outcome).toEqual({
      ok: false,
      message: "This document is 190.7 MB; API Explorer opens documents up to 64.0 MB.",
    })
    expect(pulled()).toBe(0)
  })

  it("a referenced file that never ends: stopped at the limit, and noted", async () => {
    const big = pulledBody(ENDLESS)
    const { fetch } = fetchTable({
      [DOC_URL]: () => new Response(splitDoc({ "/a": "big.json#/P" })),
      "https://docs.example/big.json": () => new Response(big.body),
    })
    const outcome = await runOpenJob({ kind: "url", url: DOC_URL, timeoutMs: 10_000 }, { fetch, isOnline: () => true })
    if (!outcome.ok) throw new Error(outcome.message)
    expect(big.pulled()).toBeLessThanOrEqual(64 * MiB + MiB)
    expect(openedOf(outcome.api)?.notes?.[0]).toBe(
      "1 referenced file could not be downloaded (big.json): it is larger than 64 MB.",
    )
  })
})

describe("downloadFailureMessage", () => {
  it.each([
    [
      { kind: "timeout", timeoutMs: 60_000 } as const,
      "The address did not send the document within 60 seconds. Try again later, or download it and open the file.",
    ],
    [{ kind: "offline" } as const, OFFLINE_MESSAGE],
    [{ kind: "invalid-url" } as const, INVALID_URL_MESSAGE],
    [{ kind: "network", message: "Failed to fetch", phase: "request" } as const, CORS_MESSAGE],
    [
      { kind: "network", message: "x", phase: "body" } as const,
      "The connection broke while the document was downloading. Try again, or download it and open the file.",
    ],
    [
      { kind: "other", message: "boom" } as const,
      "The document could not be downloaded: boom. Download it and open the file, or paste its text.",
    ],
    [{ kind: "aborted" } as const, "Opening was cancelled."],
  ])("%j", (failure, message) => {
    expect(downloadFailureMessage(failure)).toBe(message)
  })
})
