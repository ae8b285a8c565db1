// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { StoredConformance } from "@/lib/conformance/stored-conformance"
import type { StoredResult } from "@/lib/health-results"
import { conformanceText, conformanceTone } from "./conformance-text"
import { differenceCount } from "./export-results"

const ok = (conformance?: StoredConformance): StoredResult => ({
  outcome: "ok",
  at: 1,
  status: 200,
  ...(conformance ? { conformance } : {}),
})
const error = (conformance?: StoredConformance): StoredResult => ({
  outcome: "http-error",
  at: 1,
  status: 404,
  ...(conformance ? { conformance } : {}),
})

describe("conformanceText", () => {
  it.each<[string, StoredResult, string | undefined]>([
    ["a 2xx that matches", ok({ verdict: "matches", documented: "200" }), "works, matches"],
    ["a 2xx that differs", ok({ verdict: "differs", count: 3 }), "works, differs from its description"],
    ["a 2xx not documented", ok({ verdict: "undocumented" }), "works, 200 is not in its description"],
    ["a 2xx not checked", ok({ verdict: "not-checked" }), "works, not checked against its description"],
    ["a 2xx without a schema: nothing", ok({ verdict: "no-schema" }), undefined],
    ["a 2xx never compared: nothing", ok(), undefined],
    ["an error that matches", error({ verdict: "matches", documented: "404" }), "the error matches its description"],
    ["an error that differs", error({ verdict: "differs", count: 1 }), "the error differs from its description"],
    [
      "a skipped endpoint with a stray field",
      { outcome: "needs-key", at: 1, conformance: { verdict: "matches" } },
      undefined,
    ],
  ])("%s", (_, result, expected) => expect(conformanceText(result)).toBe(expected))
})

describe("conformanceTone and differenceCount", () => {
  it.each<[StoredConformance | undefined, string | undefined, number | null]>([
    [{ verdict: "matches" }, "success", 0],
    [{ verdict: "differs", count: 12 }, "danger", 12],
    [{ verdict: "differs" }, "danger", 1],
    [{ verdict: "differs", differences: [{ at: "/a", keyword: "type", expected: "x", actual: "y" }] }, "danger", 1],
    [{ verdict: "undocumented" }, "muted", null],
    [{ verdict: "no-schema" }, "muted", null],
    [{ verdict: "not-checked" }, "muted", null],
    [undefined, undefined, null],
  ])("%j → %s, %s", (conformance, tone, count) => {
    if (conformance) expect(conformanceTone(conformance)).toBe(tone)
    expect(differenceCount(conformance)).toBe(count)
  })
})
