import { describe, expect, it } from "vitest"
import {
  conformanceOf,
  directorySummary,
  mergeVerified,
  readConformance,
  readShard,
  SHARD_KIND,
  // @ts-expect-error -- plain .mjs module without type declarations
} from "./verify-merge.mjs"
import { parseDirectoryVerified } from "../../src/features/directory/directory-verified"
import { parseStoredConformance, toStoredConformance } from "../../src/lib/conformance/stored-conformance"

type Result = { method: string; path: string; outcome: string; status?: number; ms?: number; detail?: string }
type Endpoint = Result & { at?: string; failures?: number }
type File = { date: string; chromium: string; entries: Record<string, { endpoints: Endpoint[] }> }

const T1 = "2026-11-20T03:00:00.000Z"
const T2 = "2026-11-21T03:00:00.000Z"

const ok = (path: string): Result => ({ method: "GET", path, outcome: "ok", status: 200, ms: 12 })
const blocked = (path: string): Result => ({ method: "GET", path, outcome: "blocked", ms: 3, detail: "cors" })

function shard(index: number, total: number, results: Record<string, Result>, extra: object = {}) {
  return {
    name: `shard-${index}-of-${total}.json`,
    text: JSON.stringify({
      kind: SHARD_KIND,
      version: 1,
      shard: { index, total },
      at: T2,
      chromium: "150.0.0.0",
      state: "done",
      keys: Object.keys(results),
      results,
      ...extra,
    }),
  }
}

const PREVIOUS: File = {
  date: "2026-11-19",
  chromium: "149.0.0.0",
  entries: {
    a: {
      endpoints: [
        { method: "GET", path: "/1", outcome: "ok", status: 200, ms: 10 },
        { method: "GET", path: "/2", outcome: "blocked", ms: 3, at: T1, failures: 6 },
      ],
    },
    b: { endpoints: [{ method: "GET", path: "/1", outcome: "timeout", ms: 10000, at: T1, failures: 2 }] },
  },
}

function merge(shards: { name: string; text: string }[], partial = false, previous: File = PREVIOUS) {
  return mergeVerified({ previous, shards, partial }) as { file?: File; problems: string[]; notes: string[] }
}

describe("mergeVerified", () => {
  it("merges every shard: new outcomes, their time, and consecutive failures counted on", () => {
    const { file, problems, notes } = merge([
      shard(2, 2, { "b GET /1": ok("/1") }),
      shard(1, 2, { "a GET /1": blocked("/1"), "a GET /2": blocked("/2") }),
    ])
    expect(problems).toEqual([])
    expect(notes).toEqual([])
    expect(file).toEqual({
      date: "2026-11-21",
      chromium: "150.0.0.0",
      entries: {
        a: {
          endpoints: [
            { ...blocked("/1"), at: T2, failures: 1 },
            { ...blocked("/2"), at: T2, failures: 7 },
          ],
        },
        b: { endpoints: [{ ...ok("/1"), at: T2 }] },
      },
    })
  })

  it("a skipped endpoint resets the count (nothing was sent)", () => {
    const { file } = merge([
      shard(1, 1, {
        "a GET /1": ok("/1"),
        "a GET /2": { method: "GET", path: "/2", outcome: "needs-key" },
        "b GET /1": ok("/1"),
      }),
    ])
    expect(file?.entries.a?.endpoints[1]).toEqual({ method: "GET", path: "/2", outcome: "needs-key", at: T2 })
  })

  it.each<[string, { name: string; text: string }[], RegExp]>([
    [
      "a missing shard",
      [shard(1, 2, { "a GET /1": ok("/1") })],
      /^Shard 2 of 2 is missing: the endpoints it checks keep their previous results\.$/,
    ],
    [
      "a corrupt shard file",
      [shard(1, 2, { "a GET /1": ok("/1") }), { name: "shard-2-of-2.json", text: '{"kind": "api-exp' }],
      /^shard-2-of-2\.json: not JSON \(.+\); ignored$/,
    ],
    [
      "a shard that timed out",
      [
        shard(1, 2, { "a GET /1": ok("/1") }),
        shard(2, 2, {}, { state: "timeout", message: "the run did not end within 600 s", keys: ["b GET /1"] }),
      ],
      /^Shard 2 of 2 \(shard-2-of-2\.json\) timed out: the run did not end within 600 s — its 1 endpoints keep their previous results\.$/,
    ],
    [
      "a shard whose network was unreachable",
      [shard(1, 2, { "a GET /1": ok("/1") }), shard(2, 2, {}, { state: "unreachable", keys: ["b GET /1"] })],
      /^Shard 2 of 2 \(shard-2-of-2\.json\) found the network unreachable — its 1 endpoints keep their previous results\.$/,
    ],
  ])(
    "%s: listed; nothing written without --partial, the rest merged with it, old results kept",
    (_, shards, problem) => {
      const strict = merge(shards)
      expect(strict.file).toBeUndefined()
      expect(strict.problems[0]).toMatch(problem)
      expect(strict.problems.at(-1)).toBe(
        "Incomplete: nothing written (npm run verify:merge -- --partial merges what arrived).",
      )

      const { file, problems } = merge(shards, true)
      expect(problems[0]).toMatch(problem)
      // A corrupt file is ignored, so its shard is also missing: said as well.
      expect(problems.slice(1)).toEqual(
        problems.length > 1 ? ["Shard 2 of 2 is missing: the endpoints it checks keep their previous results."] : [],
      )
      expect(file?.entries.a?.endpoints).toEqual([{ ...ok("/1"), at: T2 }, { ...PREVIOUS.entries.a!.endpoints[1] }])
      // The unmerged shard's endpoint keeps its old result and its old time: nothing is lost, and it shows its age.
      expect(file?.entries.b).toEqual(PREVIOUS.entries.b)
    },
  )

  it("merging the same shards again changes nothing (no failure counted twice)", () => {
    const shards = [
      shard(1, 2, { "a GET /1": blocked("/1"), "a GET /2": blocked("/2") }),
      shard(2, 2, { "b GET /1": ok("/1") }),
    ]
    const once = merge(shards).file
    expect(merge(shards, false, once).file).toEqual(once)
  })

  it("an old file's endpoints without a time get the file's date", () => {
    const { file } = merge([shard(1, 2, { "b GET /1": ok("/1") })], true)
    expect(file?.entries.a?.endpoints[0]).toEqual({
      ...PREVIOUS.entries.a!.endpoints[0],
      at: "2026-11-19T00:00:00.000Z",
    })
  })

  it("the same shard twice: the newer is used, and it says so", () => {
    const older = shard(1, 1, { "a GET /1": blocked("/1"), "a GET /2": ok("/2"), "b GET /1": ok("/1") }, { at: T1 })
    const newer = {
      ...shard(1, 1, { "a GET /1": ok("/1"), "a GET /2": ok("/2"), "b GET /1": ok("/1") }),
      name: "rerun.json",
    }
    const { file, problems, notes } = merge([newer, older])
    expect(problems).toEqual([])
    expect(notes).toEqual(["Shard 1 of 1 is in both shard-1-of-1.json and rerun.json: the newer, rerun.json, is used."])
    expect(file?.entries.a?.endpoints[0]).toEqual({ ...ok("/1"), at: T2 })
  })

  it("an endpoint in two shards (the catalogue changed between them): the newer result, said", () => {
    const { file, notes } = merge([
      shard(1, 2, { "a GET /1": blocked("/1"), "a GET /2": ok("/2") }, { at: T1 }),
      shard(2, 2, { "a GET /2": blocked("/2"), "b GET /1": ok("/1") }),
    ])
    expect(notes).toEqual(["a GET /2 is in shard-1-of-2.json and shard-2-of-2.json: the newer result is used."])
    expect(file?.entries.a?.endpoints[1]).toEqual({ ...blocked("/2"), at: T2, failures: 7 })
  })

  it("a complete run drops endpoints no longer in the catalogue and lists them; an --only run keeps them", () => {
    const full = merge([shard(1, 1, { "a GET /1": ok("/1") })])
    expect(Object.keys(full.file?.entries ?? {})).toEqual(["a"])
    expect(full.file?.entries.a?.endpoints).toHaveLength(1)
    expect(full.notes).toEqual(["Dropped 2 endpoints no longer in the catalogue: a GET /2, b GET /1"])
    const only = merge([shard(1, 1, { "a GET /1": ok("/1") }, { only: ["a"] })])
    expect(only.file?.entries.b).toEqual(PREVIOUS.entries.b)
    expect(only.notes).toEqual([])
  })

  // A complete run drops only what is no longer there: an API no shard was assigned, or an endpoint whose API came back
  // without it. An API a shard was assigned but that gave nothing back (a directory definition answered 503 or timed
  // out) keeps its old results, said.
  it.each<[string, { name: string; text: string }[], string[], string[]]>([
    [
      "an assigned API with no endpoint back (its definition not downloaded): kept",
      [shard(1, 2, { "a GET /1": ok("/1"), "a GET /2": ok("/2") }), shard(2, 2, {}, { apis: ["b"] })],
      ["a", "b"],
      [
        "Kept the previous results of 1 endpoints of 1 APIs a shard was assigned but none of whose endpoints came back" +
          " (for the directory: a definition that could not be downloaded): b",
      ],
    ],
    [
      "an API assigned to no shard (gone from the catalogue): dropped",
      [shard(1, 2, { "a GET /1": ok("/1"), "a GET /2": ok("/2") }), shard(2, 2, {}, { apis: ["c"] })],
      ["a"],
      ["Dropped 1 endpoints no longer in the catalogue: b GET /1"],
    ],
    [
      "an endpoint whose API came back without it: dropped",
      [shard(1, 2, { "a GET /1": ok("/1") }, { apis: ["a"] }), shard(2, 2, {}, { apis: ["b"] })],
      ["a", "b"],
      [
        "Dropped 1 endpoints no longer in the catalogue: a GET /2",
        "Kept the previous results of 1 endpoints of 1 APIs a shard was assigned but none of whose endpoints came back" +
          " (for the directory: a definition that could not be downloaded): b",
      ],
    ],
    [
      "a shard file from before `apis`: its keys' APIs are its APIs",
      [shard(1, 2, { "a GET /1": ok("/1"), "a GET /2": ok("/2") }), shard(2, 2, {})],
      ["a"],
      ["Dropped 1 endpoints no longer in the catalogue: b GET /1"],
    ],
  ])("%s", (_, shards, apis, notes) => {
    const merged = merge(shards)
    expect(merged.problems).toEqual([])
    expect(merged.notes).toEqual(notes)
    expect(Object.keys(merged.file?.entries ?? {})).toEqual(apis)
    if (apis.includes("b")) expect(merged.file?.entries.b).toEqual(PREVIOUS.entries.b)
  })

  it("the directory's merge says 'no longer in the directory'", () => {
    const previous: File = { date: "2026-11-19", chromium: "1", entries: { "x.com": PREVIOUS.entries.b! } }
    const { notes } = mergeVerified({
      previous,
      shards: [shard(1, 1, {}, { scope: "directory", apis: ["y.com"] })],
      scope: "directory",
    }) as { notes: string[] }
    expect(notes).toEqual(["Dropped 1 endpoints no longer in the directory: x.com GET /1"])
  })

  it.each<[string, { name: string; text: string }[], string]>([
    ["no shard at all", [], "No shard result to merge: nothing written."],
    [
      "shards of different splits",
      [shard(1, 2, {}), shard(1, 3, {})],
      "Shards of different splits cannot be merged (shard-1-of-2.json is 1/2, shard-1-of-3.json is 1/3): nothing written.",
    ],
    [
      "no shard that finished, even with --partial",
      [shard(1, 1, {}, { state: "failed", message: "boom" })],
      "No shard finished: nothing written.",
    ],
  ])("%s: nothing written", (_, shards, last) => {
    const { file, problems } = merge(shards, true)
    expect(file).toBeUndefined()
    expect(problems.at(-1)).toBe(last)
  })

  it("a directory shard is never merged into the catalogue's file, nor the reverse", () => {
    const directory = shard(1, 1, { "x.com GET /a": ok("/a") }, { scope: "directory" })
    const { file, problems } = merge([directory, shard(1, 1, { "a GET /1": ok("/1") }, { only: ["a"] })])
    // Mixed folders are a mistake: said, and (as any ignored file) the merge counts as incomplete.
    expect(problems).toEqual([
      "shard-1-of-1.json: a shard of the directory, not of the catalogue; ignored (npm run verify:merge -- --directory merges it)",
      "Incomplete: nothing written (npm run verify:merge -- --partial merges what arrived).",
    ])
    expect(file).toBeUndefined()
    const intoDirectory = mergeVerified({ previous: undefined, shards: [directory], scope: "directory" }) as {
      file?: File
    }
    expect(intoDirectory.file?.entries["x.com"]?.endpoints).toEqual([{ ...ok("/a"), at: T2 }])
  })

  it("merges into an empty file (the committed one before any run)", () => {
    const { file } = merge([shard(1, 1, { "z GET /": ok("/") })], false, { date: "", chromium: "", entries: {} })
    expect(file).toEqual({
      date: "2026-11-21",
      chromium: "150.0.0.0",
      entries: { z: { endpoints: [{ ...ok("/"), at: T2 }] } },
    })
  })
})

describe("readShard", () => {
  it.each<[string, unknown, RegExp]>([
    ["another JSON file", { date: "", entries: {} }, /not a verify shard result/],
    ["a bad shard number", { shard: { index: 3, total: 2 } }, /"shard" must be/],
    ["a bad time", { at: "soon" }, /"at" is not a time/],
    ["an unknown state", { state: "half" }, /"state" must be one of/],
    [
      "an unknown outcome",
      { results: { "a GET /1": { method: "GET", path: "/1", outcome: "fine" } }, keys: ["a GET /1"] },
      /malformed/,
    ],
    ["done without every result", { keys: ["a GET /1"], results: {} }, /"done" but without a result for a GET \/1/],
    ["apis that are not a list of ids", { apis: "a" }, /"apis" is not a list/],
  ])("%s", (_, change, error) => {
    const base = JSON.parse(shard(1, 1, {}).text)
    const text = JSON.stringify(
      typeof change === "object" && change && "date" in change ? change : { ...base, ...(change as object) },
    )
    expect(readShard(text).error).toMatch(error)
  })
})

describe('conformance (docs/conformance.md, "In health checks")', () => {
  const difference = (n: number) => ({ at: `/${n}`, keyword: "type", expected: "integer", actual: '"x"' })
  // The merge (Node's built-ins only) and the page (src/lib/conformance/stored-conformance.ts) read a stored
  // conformance by the same rules.
  it.each<[string, unknown]>([
    ["matches", { verdict: "matches", documented: "200" }],
    ["differs", { verdict: "differs", documented: "2XX", count: 3, differences: [difference(1), difference(2)] }],
    [
      "differs, 40 differences",
      { verdict: "differs", count: 40, differences: Array.from({ length: 40 }, (_, i) => difference(i)) },
    ],
    ["differs, a damaged difference", { verdict: "differs", count: 2, differences: [difference(1), { at: 1 }] }],
    [
      "differs, a count below the differences",
      { verdict: "differs", count: 1, differences: [difference(1), difference(2)] },
    ],
    ["differs, no count", { verdict: "differs" }],
    ["differs, a count of 1e300", { verdict: "differs", count: 1e300 }],
    [
      "a keyword that is no keyword",
      { verdict: "differs", count: 1, differences: [{ ...difference(1), keyword: "<b>" }] },
    ],
    [
      "a difference kept before the shapes were one",
      {
        verdict: "differs",
        count: 1,
        differences: [{ pointer: "/1", kind: "type", expected: "integer", actual: "1" }],
      },
    ],
    [
      "an oversized text",
      { verdict: "differs", count: 1, differences: [{ ...difference(1), actual: "y".repeat(301) }] },
    ],
    ["undocumented", { verdict: "undocumented", documented: "999" }],
    ["not checked", { verdict: "not-checked", reason: "cancelled." }],
    ["not checked, an oversized reason", { verdict: "not-checked", reason: "r".repeat(201) }],
    ["no schema", { verdict: "no-schema" }],
    ["an unknown verdict", { verdict: "great" }],
    ["text", "matches"],
    ["a list", [{ verdict: "matches" }]],
    ["null", null],
    [
      "what the page stores",
      toStoredConformance({
        kind: "differs",
        documented: "200",
        count: 1,
        differences: [{ at: "/a", expected: "x", actual: "y".repeat(900), keyword: "const" }],
      }),
    ],
  ])("readConformance agrees with the page: %s", (_, value) => {
    expect(readConformance(value)).toEqual(parseStoredConformance(value))
  })

  it.each<[string, Record<string, unknown>, unknown]>([
    ["on ok", { outcome: "ok", conformance: { verdict: "matches" } }, { verdict: "matches" }],
    [
      "on an http-error",
      { outcome: "http-error", conformance: { verdict: "differs", count: 2 } },
      { verdict: "differs", count: 2 },
    ],
    ["not on blocked", { outcome: "blocked", conformance: { verdict: "matches" } }, undefined],
    ["none", { outcome: "ok" }, undefined],
  ])("conformanceOf %s", (_, result, expected) => expect(conformanceOf(result)).toEqual(expected))

  it("the merge carries each endpoint's conformance into verified.json, leaving a damaged one out", () => {
    const { file, problems } = merge([
      shard(1, 1, {
        "a GET /1": { ...ok("/1"), conformance: { verdict: "matches", documented: "200" } } as Result,
        "a GET /2": {
          ...ok("/2"),
          conformance: { verdict: "differs", count: 2, differences: [difference(1)] },
        } as Result,
        "b GET /1": { ...ok("/1"), conformance: { verdict: "<script>" } } as Result,
      }),
    ])
    expect(problems).toEqual([])
    const endpoints = Object.values(file?.entries ?? {}).flatMap((entry) => entry.endpoints) as (Endpoint & {
      conformance?: unknown
    })[]
    expect(endpoints.map((e) => e.conformance)).toEqual([
      { verdict: "matches", documented: "200" },
      { verdict: "differs", count: 2, differences: [difference(1)] },
      undefined,
    ])
    expect(endpoints[2]).not.toHaveProperty("conformance")
  })
})

describe("directorySummary (what /directory shows)", () => {
  it("counts, per API, what was sent, what worked and how many answers matched their description", () => {
    const file = {
      date: "2026-11-27",
      chromium: "150",
      entries: {
        "p.com": {
          endpoints: [
            { ...ok("/ok"), at: T2, conformance: { verdict: "matches" } },
            { ...ok("/list"), at: T1, conformance: { verdict: "differs", count: 2 } },
            { ...blocked("/x"), at: T2 },
            { method: "GET", path: "/y", outcome: "needs-key", at: T2 },
          ],
        },
        "q.com": { endpoints: [{ ...ok("/"), conformance: { verdict: "matches" } }] },
        "r.com": { endpoints: [{ method: "GET", path: "/z", outcome: "needs-input", at: T2 }] },
        "s.com": { endpoints: [{ ...ok("/"), at: T2, conformance: { verdict: "<b>" } }] },
      },
    }
    const summary = directorySummary(file)
    expect(summary).toEqual({
      format: 1,
      apis: {
        "p.com": { at: T1, worked: 2, sent: 3, matches: 1, differs: 1 },
        // No time of its own: the file's date.
        "q.com": { at: "2026-11-27T00:00:00.000Z", worked: 1, sent: 1, matches: 1, differs: 0 },
        "s.com": { at: T2, worked: 1, sent: 1, matches: 0, differs: 0 },
      },
    })
    // The page reads every entry it writes.
    expect([...parseDirectoryVerified(JSON.parse(JSON.stringify(summary))).keys()]).toEqual(["p.com", "q.com", "s.com"])
  })
})
