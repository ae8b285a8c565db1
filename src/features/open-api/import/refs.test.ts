import { describe, expect, it } from "vitest"
import { RefResolver, type Json, type JsonObject } from "./refs"

describe("RefResolver", () => {
  const pet = { type: "object" }
  const document: Json = {
    components: {
      schemas: { Pet: pet, Alias: { $ref: "#/components/schemas/Pet" }, "a/b~c": { type: "string" } },
      loop: { $ref: "#/components/loop" },
    },
  }
  it.each<[label: string, value: Json, expected: Json | undefined, unresolved: string[]]>([
    ["a value without $ref", { type: "integer" }, { type: "integer" }, []],
    ["a reference", { $ref: "#/components/schemas/Pet" }, pet, []],
    ["a chain", { $ref: "#/components/schemas/Alias" }, pet, []],
    ["escaped segments", { $ref: "#/components/schemas/a~1b~0c" }, { type: "string" }, []],
    ["a missing target", { $ref: "#/components/schemas/Cat" }, undefined, ["#/components/schemas/Cat"]],
    ["another file", { $ref: "other.json#/Pet" }, undefined, ["other.json#/Pet"]],
    ["a loop", { $ref: "#/components/loop" }, undefined, ["#/components/loop"]],
  ])("%s", (_label, value, expected, unresolved) => {
    const refs = new RefResolver(document)
    expect(refs.deref(value)).toEqual(expected)
    expect([...refs.unresolved]).toEqual(unresolved)
  })

  it("looks each reference up once, a missing one too", () => {
    let reads = 0
    const schemas: JsonObject = {}
    Object.defineProperty(schemas, "Pet", {
      enumerable: true,
      get: () => {
        reads++
        return pet
      },
    })
    const refs = new RefResolver({ components: { schemas } })
    for (let i = 0; i < 3; i++) expect(refs.deref({ $ref: "#/components/schemas/Pet" })).toBe(pet)
    expect(reads).toBe(1)
    for (let i = 0; i < 3; i++) expect(refs.deref({ $ref: "#/components/schemas/Cat" })).toBeUndefined()
    expect([...refs.unresolved]).toEqual(["#/components/schemas/Cat"])
  })
})
