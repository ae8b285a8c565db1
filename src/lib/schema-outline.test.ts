import { describe, expect, it } from "vitest"
import type { BodySchema } from "@/lib/request-body/body-schema"
import { schemaChildren, schemaOutline, schemaType } from "./schema-outline"

const PET: BodySchema = {
  type: "object",
  required: ["id"],
  properties: {
    id: { type: "integer", format: "int64" },
    status: { type: "string", enum: ["available", "sold"] },
    tags: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } },
    owner: { cut: "circular" },
  },
}

describe("schemaType", () => {
  it.each<[BodySchema, string]>([
    [{ type: "string" }, "string"],
    [{ type: "string", format: "date-time" }, "string (date-time)"],
    [{ type: "array", items: { type: "string" } }, "array of string"],
    [{ type: "array", items: { type: "array", items: { type: "integer" } } }, "array of array of integer"],
    [{ oneOf: [{ type: "string" }, { type: "integer" }, { type: "null" }] }, "one of 3"],
    [{ properties: {} }, "object"],
    [{}, "any"],
    [{ type: "integer", nullable: true }, "integer · nullable"],
    [{ type: "string", enum: ["a", "b"] }, 'string: "a", "b"'],
    [{ type: "integer", enum: [1, 2, 3, 4, 5, 6] }, "integer: 1, 2, 3, 4, 5, …"],
    [{ cut: "circular" }, "circular: see above"],
    [{ cut: "capped" }, "more not shown"],
  ])("%j → %s", (schema, expected) => {
    expect(schemaType(schema)).toBe(expected)
  })
})

describe("schemaChildren", () => {
  it("lists an object's properties with required ones marked", () => {
    expect(schemaChildren(PET).map((child) => [child.name, child.isRequired])).toEqual([
      ["id", true],
      ["status", false],
      ["tags", false],
      ["owner", false],
    ])
  })

  it.each<[string, BodySchema, string[]]>([
    ["an array opens to its items' children", { type: "array", items: PET }, ["id", "status", "tags", "owner"]],
    ["a map opens to its values", { type: "object", additionalProperties: { type: "string" } }, ["[key]"]],
    ["choices are numbered", { anyOf: [{ type: "string" }, { type: "integer" }] }, ["option 1", "option 2"]],
    ["a cut branch opens to nothing", { cut: "capped" }, []],
    ["a scalar opens to nothing", { type: "string" }, []],
    // Read back from storage: damaged fields are skipped, never thrown on.
    ["damaged fields are skipped", { properties: { a: 1, b: { type: "string" } } } as unknown as BodySchema, ["b"]],
    ["a damaged required list is ignored", { properties: { a: {} }, required: "a" } as unknown as BodySchema, ["a"]],
  ])("%s", (_, schema, names) => {
    expect(schemaChildren(schema).map((child) => child.name)).toEqual(names)
  })
})

describe("schemaOutline", () => {
  it("writes a few levels as indented text", () => {
    expect(schemaOutline(PET)).toBe(
      [
        "object",
        "  id: integer (int64) (required)",
        '  status: string: "available", "sold"',
        "  tags: array of object",
        "    name: string",
        "  owner: circular: see above",
      ].join("\n"),
    )
  })

  it("stops at the depth and line limits", () => {
    expect(schemaOutline(PET, 1)).not.toContain("name: string")
    expect(schemaOutline(PET, 3, 3).split("\n")).toEqual([
      "object",
      "  id: integer (int64) (required)",
      '  status: string: "available", "sold"',
      "…",
    ])
  })
})
