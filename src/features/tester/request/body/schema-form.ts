import type { BodySchema, JsonValue } from "@/lib/request-body/body-schema"
import { sampleSchema, setOwn } from "@/lib/schema-sample"

// The form an opened API's JSON body gets from its schema (docs/open-any-api.md, "The body form"), kept in sync with
// the raw editor both ways: the form shows the raw JSON's value (the last valid one while the raw text does not
// parse), and each change in the form writes the whole value back as the raw text (formText), which is what is sent.

/** Where a field's value is in the body: property names and item indexes. */
export type FormPath = readonly (string | number)[]

/** How a field is shown: a group, a list, a select, a yes/no select, a text field of a type, or JSON text. */
export type FieldKind = "object" | "array" | "enum" | "boolean" | "number" | "integer" | "string" | "json"

/** Objects and lists nested deeper than this, and lists longer than MAX_ITEMS, are edited as JSON text. */
export const FORM_MAX_DEPTH = 6
export const FORM_MAX_ITEMS = 50
/** Properties of one object shown at most (the rest stay in the raw JSON). */
export const FORM_MAX_PROPERTIES = 100
/** The raw text above which the form is not shown (the raw editor handles 10 MB; a form that big would not help). */
export const FORM_MAX_TEXT = 100_000

/**
 * How a schema's field is shown. An `enum` (or `const`) is a select; an object with properties a group; a list of
 * items a list; a boolean, number, integer or string a field of that type; anything else (no type, a map of any keys,
 * a choice of schemas, a cut schema) JSON text.
 * fieldKind({ type: "integer" }) → "integer"; fieldKind({ enum: ["a"] }) → "enum"; fieldKind(undefined) → "json"
 */
export function fieldKind(schema: BodySchema | undefined): FieldKind {
  if (!schema || schema.cut) return "json"
  if ((schema.enum && schema.enum.length > 0) || schema.const !== undefined) return "enum"
  if (schema.properties && Object.keys(schema.properties).length > 0 && (!schema.type || schema.type === "object"))
    return "object"
  if (schema.type === "array" && schema.items) return "array"
  switch (schema.type) {
    case "boolean":
    case "number":
    case "integer":
    case "string":
      return schema.type
    default:
      return "json"
  }
}

/**
 * The form is shown for a body whose schema is an object with properties, a list or a choice of schemas (oneOf/anyOf),
 * and whose text is not huge.
 */
export function showsForm(schema: BodySchema | undefined, text: string): boolean {
  const kind = fieldKind(schema)
  return (kind === "object" || kind === "array" || formChoices(schema).length > 0) && text.length <= FORM_MAX_TEXT
}

/** The raw text for a value: JSON with 2-space indents, as the document's examples are written. */
export function formText(value: JsonValue): string {
  return JSON.stringify(value, null, 2)
}

/** The raw text's value; undefined when it does not parse (the form then keeps the last one that did). */
export function parseRaw(text: string): JsonValue | undefined {
  try {
    return JSON.parse(text) as JsonValue
  } catch {
    return undefined
  }
}

function isObject(value: JsonValue | undefined): value is { [key: string]: JsonValue } {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** The value at a path; undefined when it is not there. valueAt({ a: [1, 2] }, ["a", 1]) → 2 */
export function valueAt(root: JsonValue | undefined, path: FormPath): JsonValue | undefined {
  let node = root
  for (const step of path) {
    if (typeof step === "number") node = Array.isArray(node) ? node[step] : undefined
    else node = isObject(node) && Object.hasOwn(node, step) ? node[step] : undefined
    if (node === undefined) return undefined
  }
  return node
}

/**
 * The root with the value at `path` replaced, as a new value (the one given is not changed): undefined removes an
 * object's property, or a list's item. Missing objects and lists on the way are made (a list for an index). Property
 * order is kept; a new property goes last.
 * setAt({ a: 1 }, ["b", "c"], 2) → { a: 1, b: { c: 2 } }; setAt([1, 2, 3], [1], undefined) → [1, 3]
 */
export function setAt(root: JsonValue | undefined, path: FormPath, value: JsonValue | undefined): JsonValue {
  const [step, ...rest] = path
  if (step === undefined) return value === undefined ? null : value
  const child = (node: JsonValue | undefined) => (rest.length === 0 ? value : setAt(node, rest, value))
  if (typeof step === "number") {
    const list = Array.isArray(root) ? [...root] : []
    const next = child(list[step])
    if (next === undefined) list.splice(step, 1)
    else {
      while (list.length < step) list.push(null)
      list[step] = next
    }
    return list
  }
  const object: { [key: string]: JsonValue } = {}
  const source = isObject(root) ? root : {}
  const next = child(Object.hasOwn(source, step) ? source[step] : undefined)
  for (const key of Object.keys(source)) {
    if (key !== step) setOwn(object, key, source[key] as JsonValue)
    else if (next !== undefined) setOwn(object, key, next)
  }
  if (next !== undefined && !Object.hasOwn(source, step)) setOwn(object, step, next)
  return object
}

/** An object schema's properties shown as fields, in the schema's order, each with whether it is required. */
export function formProperties(schema: BodySchema): { name: string; schema: BodySchema; required: boolean }[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .slice(0, FORM_MAX_PROPERTIES)
    .map(([name, property]) => ({ name, schema: property, required: required.has(name) }))
}

/** A list's new item: the item schema's sample (lib/schema-sample.ts), else null. */
export function newItem(items: BodySchema | undefined): JsonValue {
  return sampleSchema(items) ?? null
}

/** An enum's options: each value with its label (a string as it is, anything else as JSON). */
export function enumOptions(schema: BodySchema): { label: string; value: JsonValue }[] {
  const values = schema.enum && schema.enum.length > 0 ? schema.enum : schema.const !== undefined ? [schema.const] : []
  return values.map((value) => ({ label: typeof value === "string" ? value : JSON.stringify(value), value }))
}

/** The option index an enum's value matches ("" when none: not set, or a value the schema does not list). */
export function enumIndex(schema: BodySchema, value: JsonValue | undefined): string {
  if (value === undefined) return ""
  const text = JSON.stringify(value)
  const index = enumOptions(schema).findIndex((option) => JSON.stringify(option.value) === text)
  return index === -1 ? "" : String(index)
}

/**
 * A field's text for its value: a string as it is, a number or boolean as written in JSON, anything else as JSON;
 * "" when not set. inputText("string", "a") → "a"; inputText("json", { a: 1 }) → '{"a":1}'
 */
export function inputText(kind: FieldKind, value: JsonValue | undefined): string {
  if (value === undefined) return ""
  if (kind === "string" && typeof value === "string") return value
  return kind === "json" || typeof value === "object" ? JSON.stringify(value) : String(value)
}

/** What a field's text means: its value (undefined leaves an optional property out), or why it cannot be one. */
export type ParsedInput = { ok: true; value: JsonValue | undefined } | { ok: false; problem: string }

/**
 * A field's text as a value of its type. An empty field leaves an optional property out; a required string is then "",
 * and any other required field must be filled. A number must be a finite number, an integer a whole one; JSON text
 * must parse.
 * parseInput("integer", "12", false) → { ok: true, value: 12 }; parseInput("integer", "1.5", false) → { ok: false, … }
 */
export function parseInput(kind: FieldKind, text: string, required: boolean): ParsedInput {
  if (text === "" && !required) return { ok: true, value: undefined }
  switch (kind) {
    case "number":
    case "integer": {
      const value = Number(text)
      if (text.trim() === "" || !Number.isFinite(value)) return { ok: false, problem: "Write a number." }
      if (kind === "integer" && !Number.isInteger(value)) return { ok: false, problem: "Write a whole number." }
      return { ok: true, value }
    }
    case "boolean":
      return text === "true" || text === "false"
        ? { ok: true, value: text === "true" }
        : { ok: false, problem: "Choose true or false." }
    case "json": {
      const value = parseRaw(text)
      return value === undefined ? { ok: false, problem: "Write valid JSON." } : { ok: true, value }
    }
    default:
      return { ok: true, value: text }
  }
}

/** The input type for a string's `format`: email, url and date fields; text otherwise (date-time is written as text). */
export function inputTypeOf(schema: BodySchema): "text" | "email" | "url" | "date" {
  switch (schema.format) {
    case "email":
      return "email"
    case "uri":
    case "url":
      return "url"
    case "date":
      return "date"
    default:
      return "text"
  }
}

/** A field's label for a path: its property name, or "Item 2" for a list's second item. */
export function fieldLabel(path: FormPath): string {
  const last = path[path.length - 1]
  if (last === undefined) return "Body"
  return typeof last === "number" ? `Item ${last + 1}` : last
}

/** A path as a DOM id part: "a.0.b", other characters by their code ("a b" → "a_32_b"); "root" for the body. */
export function pathId(path: FormPath): string {
  return path.map((step) => String(step).replace(/[^\w-]/g, (c) => `_${c.charCodeAt(0)}_`)).join(".") || "root"
}

/** Whether a field may be null (OpenAPI 3.0 `nullable`, 3.1's `type: [..., "null"]` as the importer keeps it). */
export function isNullable(schema: BodySchema | undefined): boolean {
  return schema?.nullable === true && schema.type !== "null"
}

/** The schema of a nullable field's value when it is not null. */
export function withoutNull(schema: BodySchema): BodySchema {
  const { nullable: _nullable, ...rest } = schema
  return rest
}

/** Alternatives offered in one field at most (a longer oneOf is edited as JSON text). */
export const FORM_MAX_CHOICES = 20

export type FormChoice = { label: string; schema: BodySchema }

/**
 * A oneOf/anyOf field's alternatives, each with a label for its picker: its title, else its type and first
 * properties ("object: id, name…"), else "Option 2". None when the schema is not a choice of two or more (or has
 * properties of its own, or is cut).
 * formChoices({ oneOf: [{ title: "Card" }, { type: "string" }] }) → [{ label: "Card", … }, { label: "string", … }]
 */
export function formChoices(schema: BodySchema | undefined): FormChoice[] {
  const list = schema?.oneOf ?? schema?.anyOf
  if (!schema || !list || list.length < 2 || list.length > FORM_MAX_CHOICES || schema.cut || schema.properties)
    return []
  return list.map((alternative, index) => ({ label: choiceLabel(alternative, index), schema: alternative }))
}

function choiceLabel(schema: BodySchema, index: number): string {
  if (schema.title?.trim()) return schema.title.trim()
  const names = Object.keys(schema.properties ?? {})
  if (names.length > 0) return `object: ${names.slice(0, 3).join(", ")}${names.length > 3 ? "…" : ""}`
  if (schema.enum && schema.enum.length > 0)
    return `one of ${enumOptions(schema)
      .map((option) => option.label)
      .slice(0, 3)
      .join(", ")}`
  return schema.type ?? `Option ${index + 1}`
}

function valueKind(value: JsonValue): string {
  if (value === null) return "null"
  if (Array.isArray(value)) return "array"
  return typeof value === "number" ? "number" : typeof value
}

/**
 * Which alternative a value is shown as: the one whose type fits it and, for an object, that names most of its
 * properties and fewest it lacks; the first when nothing is set or none fits better.
 * choiceFor([{ properties: { card: … } }, { properties: { iban: … } }], { iban: "DE…" }) → 1
 */
export function choiceFor(choices: readonly FormChoice[], value: JsonValue | undefined): number {
  if (value === undefined) return 0
  const kind = valueKind(value)
  let best = 0
  let bestScore = -Infinity
  choices.forEach(({ schema }, index) => {
    const type = schema.type ?? (schema.properties ? "object" : undefined)
    const fits = type === undefined || type === kind || (kind === "number" && type === "integer")
    let score = fits ? 1000 : 0
    if (kind === "object" && schema.properties && value && typeof value === "object" && !Array.isArray(value)) {
      const names = new Set(Object.keys(schema.properties))
      const keys = Object.keys(value)
      score += keys.filter((key) => names.has(key)).length * 10 - keys.filter((key) => !names.has(key)).length
    }
    if (schema.enum)
      score += schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value)) ? 100 : -100
    if (score > bestScore) {
      best = index
      bestScore = score
    }
  })
  return best
}
