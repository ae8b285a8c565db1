import { describe, expect, it } from "vitest"
import { deriveShape, deriveTarget } from "./tester-target"
import { catalogue, endpointOf, opened } from "./test-fixtures"

describe("deriveShape", () => {
  it.each([
    // [label, api id, method, path, scheme, placement, names]
    [
      "no key: every parameter is a link value",
      "dog-ceo",
      "GET",
      "/breeds/image/random/{amount}",
      0,
      undefined,
      ["amount"],
    ],
    ["a key in the query: the parameters, never the key", "openweathermap", "GET", "/weather", 0, "query", null],
    ["a key in the URL (Telegram's {token}) is no link value", "telegram", "GET", "/getMe", 0, "placeholder", []],
    ["Bearer", "stripe", "GET", "/balance", 0, "bearer", []],
  ] as const)("%s", (_label, id, method, path, scheme, placement, names) => {
    const api = catalogue(id)
    const endpoint = endpointOf(api, method, path)
    const shape = deriveShape(api, endpoint, scheme)
    expect(shape.placement?.in).toBe(placement)
    if (names) expect(shape.names).toEqual(names)
    else expect(shape.names).toEqual((endpoint.parameters ?? []).map((p) => p.name))
    expect(shape.names).not.toContain("token")
  })

  it("the chosen scheme places the key (Stripe: Basic or Bearer), the same endpoint otherwise", () => {
    const api = catalogue("stripe")
    const endpoint = endpointOf(api, "GET", "/balance")
    const first = deriveShape(api, endpoint, 0)
    expect(first.schemes.length).toBeGreaterThan(1)
    const placements = first.schemes.map((_, index) => deriveShape(api, endpoint, index).placement?.in)
    expect(new Set(placements).size).toBe(first.schemes.length)
  })

  it("parameters and headers the document marks as credentials", () => {
    const api = opened("url")
    const shape = deriveShape(api, api.endpoints[0]!, 0)
    expect([...shape.marked]).toEqual(["X-Secret"])
    expect([...shape.markedHeaders].map((name) => name.toLowerCase())).toEqual(
      expect.arrayContaining(["x-secret", "x-key"]),
    )
    expect(shape.names).toEqual(["id", "X-Secret"])
  })
})

describe("deriveTarget", () => {
  it.each([
    // [label, api id, method, path, needsKey, hasKeyField, fields]
    ["no key: no field, no slot", "dog-ceo", "GET", "/breeds/image/random", false, false, []],
    ["Telegram: the key field, never a {token} field", "telegram", "GET", "/getMe", true, true, []],
    ["a key in the query", "openweathermap", "GET", "/weather", true, true, null],
  ] as const)("%s", (_label, id, method, path, needsKey, hasKeyField, fields) => {
    const api = catalogue(id)
    const endpoint = endpointOf(api, method, path)
    const target = deriveTarget(api, endpoint, deriveShape(api, endpoint, 0), {})
    expect(target.needsKey).toBe(needsKey)
    expect(target.hasKeyField).toBe(hasKeyField)
    expect(target.keySlot === null).toBe(!needsKey)
    expect(target.fields.map((p) => p.name)).toEqual(fields ?? (endpoint.parameters ?? []).map((p) => p.name))
  })

  it("a catalogue API's key slot is its own, whatever the values", () => {
    const api = catalogue("openweathermap")
    const endpoint = endpointOf(api, "GET", "/weather")
    const shape = deriveShape(api, endpoint, 0)
    const a = deriveTarget(api, endpoint, shape, {})
    const b = deriveTarget(api, endpoint, shape, { q: "Paris" })
    expect(a.keySlot).toBe(b.keySlot)
    expect(a.keyOrigin).toBe("https://api.openweathermap.org")
  })

  it("an opened API's key is kept for the origin it sends to", () => {
    const api = opened("paste")
    const endpoint = api.endpoints[0]!
    const target = deriveTarget(api, endpoint, deriveShape(api, endpoint, 0), { id: "7" })
    expect(target.keyOrigin).toBe("https://api.pets.dev")
    expect(target.keySlot).toContain("https://api.pets.dev")
    const moved = { ...api, baseUrl: "https://eu.pets.dev/v1" }
    const there = deriveTarget(moved, endpoint, deriveShape(moved, endpoint, 0), { id: "7" })
    expect(there.keySlot).not.toBe(target.keySlot)
  })
})
