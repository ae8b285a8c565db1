import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { endpointKeys } from "@/lib/health-results"
// @ts-expect-error -- plain .mjs module without type declarations
import { apiIdOf, compareKeys, endpointKeysOf, parseShard, shardFileName, shardKeys } from "./verify-shard.mjs"

describe("parseShard", () => {
  it.each<[string, string | undefined, Record<string, string>, unknown]>([
    ["--shard=2/3", "2/3", {}, { index: 2, total: 3 }],
    [
      "npm run verify --shard=1/2 (npm's environment variable)",
      undefined,
      { npm_config_shard: "1/2" },
      { index: 1, total: 2 },
    ],
    ["the option wins over the variable", "3/3", { npm_config_shard: "1/2" }, { index: 3, total: 3 }],
    ["one shard", "1/1", {}, { index: 1, total: 1 }],
    ["no shard", undefined, {}, undefined],
    ["an empty variable", undefined, { npm_config_shard: "" }, undefined],
  ])("%s", (_, value, env, expected) => {
    expect(parseShard(value, env)).toEqual(expected)
  })

  it.each(["0/3", "4/3", "a/b", "3", "1/0", "true", "-1/2", "1.5/3"])("rejects %s with a clear message", (value) => {
    expect(() => parseShard(value)).toThrow(
      `--shard must be i/n with 1 ≤ i ≤ n (for example --shard=2/3), got "${value}"`,
    )
  })
})

describe("endpointKeysOf", () => {
  it("gives the keys the page stores its results under (src/lib/health-results.ts)", () => {
    const endpoints = [
      { method: "GET", path: "/a" },
      { method: "GET", path: "/a" },
      { method: "POST", path: "/a" },
      { method: "GET", path: "/a" },
    ]
    expect(endpointKeysOf({ id: "x", endpoints })).toEqual(endpointKeys("x", endpoints))
    expect(endpointKeysOf({ id: "x", endpoints })).toEqual(["x GET /a", "x GET /a #2", "x POST /a", "x GET /a #3"])
  })
})

describe("apiIdOf", () => {
  it.each([
    ["x GET /a", "x"],
    ["dog-ceo GET /breeds/list/all #2", "dog-ceo"],
    ["opened-0a1b2c3d POST /v1/charges/{id}", "opened-0a1b2c3d"],
  ])("%s → %s", (key, id) => {
    expect(apiIdOf(key)).toBe(id)
  })
})

describe("shardKeys", () => {
  const keys = ["b GET /1", "a GET /2", "a GET /1", "c GET /1", "b GET /2"]

  it.each<[string, number, number, string[]]>([
    ["the first of two", 1, 2, ["a GET /1", "a GET /2"]],
    ["the second of two", 2, 2, ["b GET /1", "b GET /2", "c GET /1"]],
    ["one shard: everything, sorted", 1, 1, ["a GET /1", "a GET /2", "b GET /1", "b GET /2", "c GET /1"]],
    ["more shards than keys: some are empty", 1, 7, []],
  ])("%s", (_, index, total, expected) => {
    expect(shardKeys(keys, { index, total })).toEqual(expected)
  })

  it("orders a repeated endpoint by its number, not as text", () => {
    expect(["x GET /a #10", "x GET /a #2", "x GET /a"].sort(compareKeys)).toEqual([
      "x GET /a",
      "x GET /a #2",
      "x GET /a #10",
    ])
  })

  it("every key is in exactly one shard, the sizes differ by at most one, whatever the order given", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 12 }),
        (list: string[], total: number) => {
          const shards = Array.from({ length: total }, (_, i) => shardKeys(list, { index: i + 1, total }))
          expect(shards.flat().sort()).toEqual([...list].sort())
          const sizes = shards.map((s) => s.length)
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
          const reversed = Array.from({ length: total }, (_, i) =>
            shardKeys([...list].reverse(), { index: i + 1, total }),
          )
          expect(reversed).toEqual(shards)
        },
      ),
    )
  })

  it("names the default file of a shard", () => {
    expect(shardFileName({ index: 2, total: 3 })).toBe("reports/verify/shard-2-of-3.json")
  })
})
