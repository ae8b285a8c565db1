import { describe, expect, it } from "vitest"
import VERIFIED from "@/data/verified.json"
import {
  countFlagged,
  endpointVerifications,
  verifiedOutcomeText,
  verifiedSummary,
  type VerifiedEndpoint,
  type VerifiedFile,
} from "./verified"
import { failingText, verifiedText } from "./verified-text"

const FILE: VerifiedFile = {
  date: "2026-11-22",
  chromium: "142.0.0.0",
  entries: {
    dog: {
      endpoints: [
        { method: "GET", path: "/a", outcome: "ok", ms: 10, status: 200 },
        { method: "GET", path: "/b", outcome: "ok", ms: 10, status: 200 },
        { method: "GET", path: "/c", outcome: "blocked", ms: 10 },
        { method: "POST", path: "/d", outcome: "not-checked" },
      ],
    },
    keyed: { endpoints: [{ method: "GET", path: "/a", outcome: "needs-key" }] },
    one: { endpoints: [{ method: "GET", path: "/a", outcome: "ok", ms: 1 }] },
  },
}

const ok = (at: string | undefined): VerifiedEndpoint => ({
  method: "GET",
  path: `/${at ?? "none"}`,
  outcome: "ok",
  ...(at ? { at } : {}),
})

describe("verifiedSummary", () => {
  it("counts the endpoints sent; skipped ones do not count", () => {
    expect(verifiedSummary(FILE, "dog")).toEqual({
      date: "2026-11-22",
      worked: 2,
      total: 3,
      at: Date.parse("2026-11-22"),
    })
    expect(verifiedText(verifiedSummary(FILE, "dog")!)).toBe(
      "Verified from a browser on 2026-11-22: 2 of 3 endpoints worked",
    )
    expect(verifiedText(verifiedSummary(FILE, "one")!)).toBe(
      "Verified from a browser on 2026-11-22: 1 of 1 endpoint worked",
    )
  })

  // With `--partial` merges an API's results can be older than the file: its line says how old, as its endpoints' do.
  it.each<[string, VerifiedEndpoint[], string]>([
    [
      "every endpoint from the last run",
      [ok("2026-11-22T03:00:00.000Z"), ok("2026-11-22T03:05:00.000Z")],
      "2026-11-22",
    ],
    [
      "one endpoint kept from a week before",
      [ok("2026-11-22T03:00:00.000Z"), ok("2026-11-14T03:00:00.000Z")],
      "2026-11-14",
    ],
    ["an endpoint without a time: the file's date", [ok("2026-11-23T03:00:00.000Z"), ok(undefined)], "2026-11-22"],
    [
      "an older skipped endpoint does not count (the line is about the sent ones)",
      [
        ok("2026-11-22T03:00:00.000Z"),
        { method: "GET", path: "/k", outcome: "needs-key", at: "2026-11-01T00:00:00.000Z" },
      ],
      "2026-11-22",
    ],
  ])("its date is the oldest of its sent endpoints' times: %s", (_, endpoints, date) => {
    expect(verifiedSummary({ ...FILE, entries: { x: { endpoints } } }, "x")?.date).toBe(date)
  })

  it("its time (`at`, compared with the visitor's own check) is the newest of its sent endpoints' times", () => {
    const endpoints = [ok("2026-11-22T03:00:00.000Z"), ok("2026-11-14T03:00:00.000Z"), ok(undefined)]
    expect(verifiedSummary({ ...FILE, entries: { x: { endpoints } } }, "x")?.at).toBe(
      Date.parse("2026-11-22T03:00:00.000Z"),
    )
  })

  it("nothing for an entry without data or with nothing sent", () => {
    expect(verifiedSummary(FILE, "missing")).toBeUndefined()
    expect(verifiedSummary(FILE, "keyed")).toBeUndefined()
    expect(verifiedSummary(FILE, "toString")).toBeUndefined()
  })

  it("fails loudly on a malformed file", () => {
    const bad = { ...FILE, entries: { x: { endpoints: [{ method: "GET", path: "/", outcome: "fine" }] } } }
    expect(() => verifiedSummary(bad as unknown as VerifiedFile, "x")).toThrow(/unknown outcome/)
    expect(() => verifiedSummary({ ...FILE, date: "yesterday" }, "dog")).toThrow(/YYYY-MM-DD/)
    const soon = { ...FILE, entries: { x: { endpoints: [{ ...ok(undefined), at: "soon" }] } } }
    expect(() => verifiedSummary(soon, "x")).toThrow(/"soon" is not a time/)
  })

  it("the committed file is well-formed", () => {
    const file = VERIFIED as VerifiedFile
    expect(typeof file.date).toBe("string")
    expect(typeof file.chromium).toBe("string")
    for (const id of Object.keys(file.entries)) expect(() => verifiedSummary(file, id)).not.toThrow()
  })
})

describe("verifiedOutcomeText", () => {
  it.each<[Omit<VerifiedEndpoint, "method" | "path">, string]>([
    [{ outcome: "ok", status: 200 }, "200 OK"],
    [{ outcome: "ok" }, "200 OK"],
    [{ outcome: "ok", status: 204 }, "204"],
    [{ outcome: "http-error", status: 503, detail: "Service Unavailable" }, "HTTP 503 Service Unavailable"],
    [{ outcome: "http-error", status: 500 }, "HTTP 500"],
    [{ outcome: "blocked", detail: "cors" }, "blocked by CORS"],
    [{ outcome: "blocked", detail: "unreachable" }, "unreachable"],
    [{ outcome: "blocked" }, "blocked by the browser"],
    [{ outcome: "timeout", ms: 10000 }, "timed out"],
    [{ outcome: "needs-key" }, "not sent (needs a key)"],
    [{ outcome: "needs-input", detail: "id" }, "not sent (needs input)"],
    [{ outcome: "not-checked", detail: "POST" }, "not sent (POST)"],
  ])("%o → %s", (result, expected) => {
    expect(verifiedOutcomeText({ method: "GET", path: "/", ...result })).toBe(expected)
  })
})

const GET = (path: string) => ({ method: "GET", path })

describe("endpointVerifications", () => {
  const file: VerifiedFile = {
    date: "2026-11-22",
    chromium: "150",
    entries: {
      x: {
        endpoints: [
          {
            method: "GET",
            path: "/a",
            outcome: "blocked",
            detail: "cors",
            at: "2026-11-25T03:00:00.000Z",
            failures: 7,
          },
          { method: "GET", path: "/a", outcome: "ok", status: 200, at: "2026-11-24T03:00:00.000Z", failures: 0 },
          { method: "GET", path: "/b", outcome: "timeout", failures: 6 },
        ],
      },
    },
  }

  it("matches each endpoint by method, path and occurrence, in the API's order; null when the file has nothing", () => {
    const api = {
      id: "x",
      endpoints: [
        { method: "GET", path: "/b" },
        { method: "GET", path: "/a" },
        { method: "GET", path: "/new" },
        { method: "GET", path: "/a" },
      ],
    }
    expect(endpointVerifications(file, api)).toEqual([
      // No time of its own (a file from before sharding): the file's date.
      { at: Date.parse("2026-11-22"), on: "2026-11-22", outcome: "timed out", works: false },
      {
        at: Date.parse("2026-11-25T03:00:00.000Z"),
        on: "2026-11-25",
        outcome: "blocked by CORS",
        works: false,
        failures: 7,
      },
      null,
      { at: Date.parse("2026-11-24T03:00:00.000Z"), on: "2026-11-24", outcome: "200 OK", works: true },
    ])
    expect(endpointVerifications(file, { id: "other", endpoints: api.endpoints })).toEqual([null, null, null, null])
  })

  it.each<[string, VerifiedFile["entries"][string]["endpoints"][number], string]>([
    [
      "matches",
      { ...GET("/c"), outcome: "ok", status: 200, conformance: { verdict: "matches" } },
      "200 OK · works, matches",
    ],
    [
      "differs",
      { ...GET("/c"), outcome: "ok", status: 200, conformance: { verdict: "differs", count: 2 } },
      "200 OK · works, differs from its description",
    ],
    [
      "a documented error that matches",
      { ...GET("/c"), outcome: "http-error", status: 404, detail: "Not Found", conformance: { verdict: "matches" } },
      "HTTP 404 Not Found · the error matches its description",
    ],
    [
      "no schema: as before",
      { ...GET("/c"), outcome: "ok", status: 200, conformance: { verdict: "no-schema" } },
      "200 OK",
    ],
    [
      "a damaged conformance: as before",
      { ...GET("/c"), outcome: "ok", status: 200, conformance: { verdict: "fine" } as never },
      "200 OK",
    ],
  ])("the verification line says whether the answer matched its description: %s", (_, endpoint, outcome) => {
    const one: VerifiedFile = { date: "2026-11-22", chromium: "150", entries: { y: { endpoints: [endpoint] } } }
    expect(endpointVerifications(one, { id: "y", endpoints: [GET("/c")] })[0]?.outcome).toBe(outcome)
  })

  // The explore card's flag counts what the detail page's cards show: an endpoint no longer in the catalogue (its
  // entry left in the file) flags nothing.
  it.each<[string, { id: string; endpoints: { method: string; path: string }[] }, number]>([
    [
      "the flagged endpoint in the catalogue (6 failures are not enough)",
      { id: "x", endpoints: [GET("/a"), GET("/b")] },
      1,
    ],
    ["the flagged endpoint no longer in the catalogue", { id: "x", endpoints: [GET("/b")] }, 0],
    ["GET /a twice: only its first occurrence is the flagged one", { id: "x", endpoints: [GET("/a"), GET("/a")] }, 1],
    ["an API the file has no entry for", { id: "missing", endpoints: [GET("/a")] }, 0],
  ])("countFlagged: %s", (_, api, count) => {
    expect(countFlagged(file, api)).toBe(count)
    expect(countFlagged(file, api)).toBe(endpointVerifications(file, api).filter((v) => v?.failures).length)
    expect(failingText(7)).toBe("Failed its last 7 verifications in a row")
  })

  it("fails loudly on a malformed entry", () => {
    const bad = { date: "", chromium: "", entries: { x: { endpoints: [{ method: "GET", path: "/", outcome: "ok" }] } } }
    expect(() =>
      endpointVerifications(bad as VerifiedFile, { id: "x", endpoints: [{ method: "GET", path: "/" }] }),
    ).toThrow(/no time for x GET \//)
  })
})
