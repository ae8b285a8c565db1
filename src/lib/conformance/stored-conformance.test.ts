import { describe, expect, it } from "vitest"
import type { ConformanceResult } from "./conformance-result"
import {
  MAX_DIFFERENCE_TEXT,
  MAX_REASON_TEXT,
  MAX_STORED_DIFFERENCES,
  parseStoredConformance,
  toStoredConformance,
  type StoredConformance,
} from "./stored-conformance"

const difference = (n: number) => ({ at: `/items/${n}/id`, expected: "integer", actual: '"x"', keyword: "type" })
/** A difference as kept: the check's own shape. */
const stored = difference
/** A difference as kept before it shared the check's shape: `at` named "pointer", `keyword` "kind". */
const storedBefore = (n: number) => ({ pointer: `/items/${n}/id`, kind: "type", expected: "integer", actual: '"x"' })

describe("toStoredConformance", () => {
  it.each<[string, ConformanceResult, StoredConformance]>([
    ["matches", { kind: "matches", documented: "200" }, { verdict: "matches", documented: "200" }],
    [
      "differs: every difference kept up to the limit, the count whole",
      {
        kind: "differs",
        documented: "2XX",
        count: 40,
        differences: Array.from({ length: 12 }, (_, i) => difference(i)),
      },
      {
        verdict: "differs",
        documented: "2XX",
        count: 40,
        differences: Array.from({ length: MAX_STORED_DIFFERENCES }, (_, i) => stored(i)),
      },
    ],
    [
      "differs: long texts cut with …",
      {
        kind: "differs",
        documented: "default",
        count: 1,
        differences: [{ at: "/a", expected: "string", actual: "y".repeat(5000), keyword: "type" }],
      },
      {
        verdict: "differs",
        documented: "default",
        count: 1,
        differences: [
          { at: "/a", keyword: "type", expected: "string", actual: `${"y".repeat(MAX_DIFFERENCE_TEXT - 1)}…` },
        ],
      },
    ],
    ["undocumented", { kind: "undocumented", status: 418 }, { verdict: "undocumented" }],
    ["no schema", { kind: "no-schema", isNotKept: true }, { verdict: "no-schema" }],
    [
      "not checked, with its reason",
      { kind: "unchecked", reason: "the check took longer than 5 seconds and was stopped." },
      { verdict: "not-checked", reason: "the check took longer than 5 seconds and was stopped." },
    ],
  ])("%s", (_, result, expected) => {
    const value = toStoredConformance(result)
    expect(value).toEqual(expected)
    // What is stored reads back the same.
    expect(parseStoredConformance(JSON.parse(JSON.stringify(value)))).toEqual(expected)
  })
})

describe("parseStoredConformance (storage is hostile input)", () => {
  it.each<[string, unknown, StoredConformance | undefined]>([
    ["not an object", "matches", undefined],
    ["null", null, undefined],
    ["a list", [{ verdict: "matches" }], undefined],
    ["no verdict", { documented: "200" }, undefined],
    ["an unknown verdict", { verdict: "perfect" }, undefined],
    ["a verdict of another case", { verdict: "Matches" }, undefined],
    ["just a verdict", { verdict: "no-schema" }, { verdict: "no-schema" }],
    ["a range documented", { verdict: "matches", documented: "2xx" }, { verdict: "matches", documented: "2xx" }],
    ["a documented that is no status", { verdict: "matches", documented: "<b>200</b>" }, { verdict: "matches" }],
    ["a documented status 600", { verdict: "matches", documented: "600" }, { verdict: "matches" }],
    ["a documented number", { verdict: "matches", documented: 200 }, { verdict: "matches" }],
    ["a count on matches is left out", { verdict: "matches", count: 3 }, { verdict: "matches" }],
    ["differs with a count only", { verdict: "differs", count: 3 }, { verdict: "differs", count: 3 }],
    ["differs with a count of 0", { verdict: "differs", count: 0 }, { verdict: "differs" }],
    ["differs with a fractional count", { verdict: "differs", count: 2.5 }, { verdict: "differs" }],
    ["differs with a count of 1e300", { verdict: "differs", count: 1e300 }, { verdict: "differs" }],
    ["differs with a count as text", { verdict: "differs", count: "3" }, { verdict: "differs" }],
    [
      "a count below the differences kept is raised to them",
      { verdict: "differs", count: 1, differences: [stored(1), stored(2)] },
      { verdict: "differs", count: 2, differences: [stored(1), stored(2)] },
    ],
    [
      "a damaged difference is dropped, the others kept",
      {
        verdict: "differs",
        count: 5,
        differences: [stored(1), { at: "/x", keyword: "type", expected: 1, actual: "2" }, stored(3)],
      },
      { verdict: "differs", count: 5, differences: [stored(1), stored(3)] },
    ],
    [
      "a difference with an oversized text is dropped",
      {
        verdict: "differs",
        count: 2,
        differences: [stored(1), { ...stored(2), actual: "z".repeat(MAX_DIFFERENCE_TEXT + 1) }],
      },
      { verdict: "differs", count: 2, differences: [stored(1)] },
    ],
    [
      "a difference whose keyword is no keyword is dropped",
      { verdict: "differs", count: 1, differences: [{ ...stored(1), keyword: "<script>" }] },
      { verdict: "differs", count: 1 },
    ],
    [
      "a difference kept before the shapes were one reads back in the check's shape",
      { verdict: "differs", count: 2, differences: [storedBefore(1), storedBefore(2)] },
      { verdict: "differs", count: 2, differences: [difference(1), difference(2)] },
    ],
    [
      "an old difference whose kind is no keyword is dropped",
      { verdict: "differs", count: 1, differences: [{ ...storedBefore(1), kind: "<script>" }] },
      { verdict: "differs", count: 1 },
    ],
    [
      "a difference with neither place nor pointer is dropped",
      { verdict: "differs", count: 1, differences: [{ keyword: "type", expected: "a", actual: "b" }] },
      { verdict: "differs", count: 1 },
    ],
    [
      "at most MAX_STORED_DIFFERENCES differences",
      { verdict: "differs", count: 500, differences: Array.from({ length: 500 }, (_, i) => stored(i)) },
      {
        verdict: "differs",
        count: 500,
        differences: Array.from({ length: MAX_STORED_DIFFERENCES }, (_, i) => stored(i)),
      },
    ],
    [
      "differences that are not a list",
      { verdict: "differs", count: 2, differences: { 0: stored(0) } },
      { verdict: "differs", count: 2 },
    ],
    ["differences on matches are left out", { verdict: "matches", differences: [stored(1)] }, { verdict: "matches" }],
    [
      "a reason kept",
      { verdict: "not-checked", reason: "cancelled." },
      { verdict: "not-checked", reason: "cancelled." },
    ],
    [
      "an oversized reason",
      { verdict: "not-checked", reason: "r".repeat(MAX_REASON_TEXT + 1) },
      { verdict: "not-checked" },
    ],
    ["extra fields are not kept", { verdict: "matches", evil: "x", __proto__: { a: 1 } }, { verdict: "matches" }],
  ])("%s", (_, value, expected) => {
    expect(parseStoredConformance(value)).toEqual(expected)
  })
})
