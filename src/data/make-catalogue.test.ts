import { describe, expect, it } from "vitest"
import { buildRequestUrl, exampleValues } from "../lib/url"
import { AUTH_TYPES, CATEGORIES } from "./api-constants"
import { apiEntrySchema } from "./api-schema"
import { makeCatalogue } from "./make-catalogue"

describe("makeCatalogue", () => {
  const big = makeCatalogue(10_000)

  it("makes exactly n entries", () => {
    expect(big).toHaveLength(10_000)
    expect(makeCatalogue(0)).toEqual([])
    expect(makeCatalogue(7)).toHaveLength(7)
  })

  it("is deterministic for a seed, and a longer catalogue starts with the shorter one", () => {
    expect(makeCatalogue(200, 42)).toEqual(makeCatalogue(200, 42))
    expect(makeCatalogue(50)).toEqual(big.slice(0, 50))
    expect(makeCatalogue(50, 2)).not.toEqual(makeCatalogue(50, 1))
  })

  it("produces schema-valid entries (sample of 500)", () => {
    const sample = big.filter((_, i) => i % 20 === 0)
    expect(sample).toHaveLength(500)
    const invalid = sample.flatMap((entry) => {
      const parsed = apiEntrySchema.safeParse(entry)
      return parsed.success
        ? []
        : [`${entry.id}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`]
    })
    expect(invalid).toEqual([])
  })

  it("gives unique ids and names", () => {
    expect(new Set(big.map((e) => e.id)).size).toBe(big.length)
    expect(new Set(big.map((e) => e.name)).size).toBe(big.length)
  })

  it("spreads entries over every category and auth type", () => {
    const first60 = big.slice(0, 60)
    const pairs = new Set(first60.map((e) => `${e.category}/${e.auth}`))
    expect(pairs.size).toBe(CATEGORIES.length * AUTH_TYPES.length)
  })

  it("keeps the catalogue's own rules: key placement, example URLs, a GET for keyless entries", () => {
    for (const entry of big.slice(0, 500)) {
      if (entry.auth === "apikey" || entry.auth === "bearer") expect(entry.keyPlacement, entry.id).toBeDefined()
      expect(entry.endpoints.length).toBeGreaterThanOrEqual(2)
      expect(entry.endpoints.length).toBeLessThanOrEqual(4)
      expect(entry.endpoints.some((e) => e.method === "GET")).toBe(true)
      for (const endpoint of entry.endpoints) {
        const params = endpoint.parameters ?? []
        expect(endpoint.example).toBe(buildRequestUrl(entry.baseUrl, endpoint.path, params, exampleValues(params)))
      }
    }
  })

  it("rejects a negative or fractional size", () => {
    expect(() => makeCatalogue(-1)).toThrow(RangeError)
    expect(() => makeCatalogue(1.5)).toThrow(RangeError)
  })
})
