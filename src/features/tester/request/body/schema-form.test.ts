import { describe, expect, it } from "vitest"
import type { BodySchema, JsonValue } from "@/lib/request-body/body-schema"
import {
  choiceFor,
  enumIndex,
  enumOptions,
  type FieldKind,
  fieldKind,
  fieldLabel,
  formChoices,
  type FormPath,
  formProperties,
  formText,
  inputText,
  inputTypeOf,
  isNullable,
  newItem,
  parseInput,
  parseRaw,
  pathId,
  setAt,
  showsForm,
  valueAt,
  withoutNull,
} from "./schema-form"

const pet: BodySchema = {
  type: "object",
  required: ["name"],
  properties: {
    name: { type: "string" },
    age: { type: "integer" },
    tags: { type: "array", items: { type: "string" } },
  },
}

describe("fieldKind", () => {
  it.each<[string, BodySchema | undefined, FieldKind]>([
    ["nothing", undefined, "json"],
    ["a cut schema", { cut: "circular" }, "json"],
    ["an enum", { type: "string", enum: ["a", "b"] }, "enum"],
    ["a const", { const: 1 }, "enum"],
    ["an object with properties", pet, "object"],
    ["properties without a type", { properties: { a: {} } }, "object"],
    ["an object without properties (a map)", { type: "object", additionalProperties: { type: "string" } }, "json"],
    ["a list", { type: "array", items: { type: "string" } }, "array"],
    ["a list without items", { type: "array" }, "json"],
    ["a boolean", { type: "boolean" }, "boolean"],
    ["a number", { type: "number" }, "number"],
    ["an integer", { type: "integer" }, "integer"],
    ["a string", { type: "string", format: "email" }, "string"],
    ["null", { type: "null" }, "json"],
    ["a choice", { oneOf: [{ type: "string" }] }, "json"],
  ])("%s → %s", (_, schema, kind) => {
    expect(fieldKind(schema)).toBe(kind)
  })
})

describe("showsForm", () => {
  it.each<[string, BodySchema | undefined, string, boolean]>([
    ["an object", pet, "{}", true],
    ["a list", { type: "array", items: pet }, "[]", true],
    ["a string body", { type: "string" }, '""', false],
    ["a choice of schemas", { oneOf: [pet, { type: "string" }] }, "{}", true],
    ["no schema", undefined, "{}", false],
    ["a huge text", pet, " ".repeat(100_001), false],
  ])("%s: %s", (_, schema, text, shown) => {
    expect(showsForm(schema, text)).toBe(shown)
  })
})

describe("values", () => {
  it.each<[string, JsonValue | undefined, FormPath, JsonValue | undefined]>([
    ["the root", { a: 1 }, [], { a: 1 }],
    ["a property", { a: { b: 2 } }, ["a", "b"], 2],
    ["an item", { a: [1, 2] }, ["a", 1], 2],
    ["a missing property", { a: 1 }, ["b"], undefined],
    ["an index of an object", { a: 1 }, [0], undefined],
    ["an inherited name", {}, ["toString"], undefined],
  ])("valueAt %s", (_, root, path, value) => {
    expect(valueAt(root, path)).toEqual(value)
  })

  it.each<[string, JsonValue | undefined, FormPath, JsonValue | undefined, JsonValue]>([
    ["replaces a property, keeping the order", { a: 1, b: 2 }, ["a"], 3, { a: 3, b: 2 }],
    ["adds a property last", { b: 2 }, ["a"], 1, { b: 2, a: 1 }],
    ["removes a property", { a: 1, b: 2 }, ["a"], undefined, { b: 2 }],
    ["makes the objects on the way", { a: 1 }, ["b", "c"], 2, { a: 1, b: { c: 2 } }],
    ["makes a list for an index", undefined, ["a", 0], "x", { a: ["x"] }],
    ["replaces an item", [1, 2, 3], [1], 5, [1, 5, 3]],
    ["removes an item", [1, 2, 3], [1], undefined, [1, 3]],
    ["replaces the root", { a: 1 }, [], [1], [1]],
    ["keeps __proto__ as data", {}, ["__proto__"], 1, JSON.parse('{"__proto__":1}') as JsonValue],
  ])("setAt %s", (_, root, path, value, result) => {
    const before = JSON.stringify(root)
    expect(setAt(root, path, value)).toEqual(result)
    expect(JSON.stringify(root)).toBe(before)
  })

  it("writes the raw text with 2-space indents and reads it back", () => {
    expect(formText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}')
    expect(parseRaw('{"a":1}')).toEqual({ a: 1 })
    expect(parseRaw("{")).toBeUndefined()
  })
})

describe("fields", () => {
  it("lists an object's properties with their required marks", () => {
    expect(formProperties(pet).map(({ name, required }) => [name, required])).toEqual([
      ["name", true],
      ["age", false],
      ["tags", false],
    ])
  })

  it("starts a list's new item from its schema", () => {
    expect(newItem(pet)).toEqual({ name: "string", age: 0, tags: ["string"] })
    expect(newItem(undefined)).toBeNull()
  })

  it("offers an enum's values, labelled, and finds the one chosen", () => {
    const schema: BodySchema = { enum: ["a", 1, null] }
    expect(enumOptions(schema)).toEqual([
      { label: "a", value: "a" },
      { label: "1", value: 1 },
      { label: "null", value: null },
    ])
    expect([enumIndex(schema, 1), enumIndex(schema, "1"), enumIndex(schema, undefined)]).toEqual(["1", "", ""])
    expect(enumOptions({ const: "x" })).toEqual([{ label: "x", value: "x" }])
  })

  it.each<[FieldKind, JsonValue | undefined, string]>([
    ["string", "a b", "a b"],
    ["string", 5, "5"],
    ["integer", 12, "12"],
    ["boolean", true, "true"],
    ["json", { a: 1 }, '{"a":1}'],
    ["json", "x", '"x"'],
    ["string", undefined, ""],
  ])("inputText %s %j → %s", (kind, value, text) => {
    expect(inputText(kind, value)).toBe(text)
  })

  it.each<[FieldKind, string, boolean, ReturnType<typeof parseInput>]>([
    ["string", "Rex", false, { ok: true, value: "Rex" }],
    ["string", "", false, { ok: true, value: undefined }],
    ["string", "", true, { ok: true, value: "" }],
    ["integer", "12", false, { ok: true, value: 12 }],
    ["integer", "1.5", false, { ok: false, problem: "Write a whole number." }],
    ["number", "1.5", false, { ok: true, value: 1.5 }],
    ["number", "-2e3", false, { ok: true, value: -2000 }],
    ["number", "abc", true, { ok: false, problem: "Write a number." }],
    ["number", " ", false, { ok: false, problem: "Write a number." }],
    ["number", "", true, { ok: false, problem: "Write a number." }],
    ["number", "", false, { ok: true, value: undefined }],
    ["boolean", "false", false, { ok: true, value: false }],
    ["boolean", "yes", false, { ok: false, problem: "Choose true or false." }],
    ["json", '{"a":1}', false, { ok: true, value: { a: 1 } }],
    ["json", "{", false, { ok: false, problem: "Write valid JSON." }],
  ])("parseInput %s %j (required %s)", (kind, text, required, result) => {
    expect(parseInput(kind, text, required)).toEqual(result)
  })

  it.each<[BodySchema, string]>([
    [{ type: "string", format: "email" }, "email"],
    [{ type: "string", format: "uri" }, "url"],
    [{ type: "string", format: "date" }, "date"],
    [{ type: "string", format: "date-time" }, "text"],
    [{ type: "string" }, "text"],
  ])("inputTypeOf %j → %s", (schema, type) => {
    expect(inputTypeOf(schema)).toBe(type)
  })

  it.each<[FormPath, string, string]>([
    [[], "Body", "root"],
    [["name"], "name", "name"],
    [["tags", 1], "Item 2", "tags.1"],
    [["a b", "c.d"], "c.d", "a_32_b.c_46_d"],
  ])("labels %j as %s, id %s", (path, label, id) => {
    expect(fieldLabel(path)).toBe(label)
    expect(pathId(path)).toBe(id)
  })
})

describe("nullable fields and choices of schemas", () => {
  it.each<[string, BodySchema | undefined, boolean]>([
    ["3.0 nullable", { type: "string", nullable: true }, true],
    ["not nullable", { type: "string" }, false],
    ["type null alone", { type: "null", nullable: true }, false],
    ["no schema", undefined, false],
  ])("isNullable: %s", (_, schema, expected) => {
    expect(isNullable(schema)).toBe(expected)
  })

  it("withoutNull keeps the rest of the schema", () => {
    expect(withoutNull({ type: "string", nullable: true, format: "email" })).toEqual({
      type: "string",
      format: "email",
    })
  })

  const card: BodySchema = {
    title: "Card",
    type: "object",
    properties: { number: { type: "string" }, cvc: { type: "string" } },
  }
  const iban: BodySchema = {
    type: "object",
    properties: {
      iban: { type: "string" },
      bic: { type: "string" },
      owner: { type: "string" },
      bank: { type: "string" },
    },
  }
  it.each<[string, BodySchema | undefined, string[]]>([
    ["oneOf: titles, else type and first properties", { oneOf: [card, iban] }, ["Card", "object: iban, bic, owner…"]],
    ["anyOf of types", { anyOf: [{ type: "string" }, { type: "integer" }, {}] }, ["string", "integer", "Option 3"]],
    ["an enum alternative", { oneOf: [{ enum: ["a", "b"] }, { type: "boolean" }] }, ["one of a, b", "boolean"]],
    ["one alternative only: no choice", { oneOf: [card] }, []],
    ["properties of its own: no choice", { properties: { a: {} }, oneOf: [card, iban] }, []],
    ["cut: no choice", { oneOf: [card, iban], cut: "capped" }, []],
    [
      "more than FORM_MAX_CHOICES: JSON text",
      { oneOf: Array.from({ length: 21 }, () => ({ type: "string" as const })) },
      [],
    ],
  ])("formChoices: %s", (_, schema, labels) => {
    expect(formChoices(schema).map((choice) => choice.label)).toEqual(labels)
  })

  it.each<[string, JsonValue | undefined, number]>([
    ["nothing set: the first", undefined, 0],
    ["an object naming the second's properties", { iban: "DE00", bic: "X" }, 1],
    ["an object naming the first's", { number: "4242", cvc: "123" }, 0],
    ["a string: the string alternative", "x", 2],
    ["a whole number fits integer", 5, 3],
  ])("choiceFor: %s", (_, value, expected) => {
    const choices = formChoices({ oneOf: [card, iban, { type: "string" }, { type: "integer" }] })
    expect(choiceFor(choices, value)).toBe(expected)
  })
})
