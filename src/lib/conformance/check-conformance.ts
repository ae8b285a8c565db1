import { Validator, type OutputUnit } from "@cfworker/json-schema"
import { bodyKind, essenceOf } from "@/lib/request-body/body-schema"
import type { ResponseSchemaRecord } from "@/lib/response-schemas/response-schemas"
import { findDocumentedStatus } from "./documented-status"
import type { ConformanceResult, Difference } from "./conformance-result"
import { quickAccept } from "./quick-accept"
import { SchemaTooDeepError, toJsonSchema } from "./to-json-schema"

// Does a live response keep the description's word (docs/conformance.md)? Its status against the documented ones
// (exact, `2XX`, `default`), its Content-Type against that response's media types, and its body against the media
// type's schema. Pure: the conformance worker runs it (conformance.worker.ts), tests call it directly.

export type ConformanceInput = {
  record: ResponseSchemaRecord | undefined
  /** operationKey(method, path) */
  operation: string
  status: number
  contentType: string
  body: string
}

export const DIFFERENCES_LIMIT = 100
export const TOO_DEEP_SCHEMA = "the documented schema is nested too deeply to check."
export const TOO_DEEP = "the body is nested too deeply for its schema, or the schema refers to itself without end."
/** What "the header" is called in a difference. */
export const CONTENT_TYPE_AT = "Content-Type header"

/**
 * The documented media type a Content-Type is: the same type, else `type/*`, else `*\/*`; undefined when none is.
 * matchMediaType("application/json; charset=utf-8", ["application/json"]) → "application/json"
 */
export function matchMediaType(contentType: string, documented: readonly string[]): string | undefined {
  const essence = essenceOf(contentType)
  if (essence === "") return undefined
  const type = essence.split("/")[0]
  return (
    documented.find((item) => essenceOf(item) === essence) ??
    documented.find((item) => essenceOf(item) === `${type}/*`) ??
    documented.find((item) => essenceOf(item) === "*/*")
  )
}

export function checkConformance(input: ConformanceInput): ConformanceResult {
  if (!input.record) return { kind: "no-schema", isNotKept: true }
  const responses = input.record.operations[input.operation]
  if (!responses) return { kind: "no-schema" }
  const statuses = Object.keys(responses)
  const index = findDocumentedStatus(input.status, statuses)
  if (index === -1) return { kind: "undocumented", status: input.status }
  const documented = statuses[index] as string
  const media = responses[documented] ?? {}
  const types = Object.keys(media)
  if (types.length === 0) return input.body.trim() === "" ? { kind: "matches", documented } : { kind: "no-schema" }

  const differences: Difference[] = []
  let chosen = matchMediaType(input.contentType, types)
  if (chosen === undefined) {
    differences.push({
      at: CONTENT_TYPE_AT,
      expected: types.join(" or "),
      actual: input.contentType || "none",
      keyword: "content-type",
    })
    chosen = types.find((type) => bodyKind(type) === "json" && media[type] !== null)
  }
  const schema = chosen === undefined ? null : (media[chosen] ?? null)
  if (chosen === undefined || schema === null || bodyKind(chosen) !== "json")
    return differences.length > 0 ? differs(documented, differences, differences.length) : { kind: "no-schema" }

  let data: unknown
  try {
    data = JSON.parse(input.body)
  } catch {
    differences.push({
      at: "body",
      expected: "JSON",
      actual: `text that is not JSON: ${preview(input.body)}`,
      keyword: "json",
    })
    return differs(documented, differences, differences.length)
  }
  try {
    const jsonSchema = toJsonSchema(schema, input.record)
    // A body that matches needs no list of differences: the quick pass says so in a tenth of the validator's time.
    if (quickAccept(jsonSchema, data) !== true) {
      const result = new Validator(jsonSchema, "2020-12", false).validate(data)
      if (!result.valid) differences.push(...differencesOf(result.errors, data))
    }
  } catch (error) {
    if (error instanceof SchemaTooDeepError) return { kind: "unchecked", reason: TOO_DEEP_SCHEMA }
    // The validator recurses: a 10,000-level body against a recursive schema, or a schema that is only a `$ref` to
    // itself, ends its stack.
    if (error instanceof RangeError) return { kind: "unchecked", reason: TOO_DEEP }
    throw error
  }
  return differences.length === 0
    ? { kind: "matches", documented }
    : differs(documented, differences, differences.length)
}

function differs(documented: string, differences: Difference[], count: number): ConformanceResult {
  return { kind: "differs", documented, count, differences: differences.slice(0, DIFFERENCES_LIMIT) }
}

/**
 * The validator's output → one difference per failing leaf: units that only say "a part inside had errors"
 * (properties, items, $ref, allOf, then…) are left out, and so are the units inside a failed oneOf/anyOf (its
 * alternatives' own complaints), which is reported once.
 */
export function differencesOf(units: readonly OutputUnit[], data: unknown): Difference[] {
  // "false": a second unit for additionalProperties: false; "if": says its then/else failed, whose leaves follow.
  const kept = units.filter((unit) => unit.keyword !== "false" && unit.keyword !== "if")
  const alternatives = kept
    .filter((unit) => unit.keyword === "oneOf" || unit.keyword === "anyOf")
    .map((unit) => `${unit.keywordLocation}/`)
  // A failed oneOf/anyOf is a leaf: what its alternatives said is neither shown nor counted as below it.
  const shown = kept.filter((unit) => !alternatives.some((prefix) => unit.keywordLocation.startsWith(prefix)))
  const leaves = shown.filter(
    (unit) => !shown.some((other) => other.keywordLocation.startsWith(`${unit.keywordLocation}/`)),
  )
  const seen = new Set<string>()
  const differences: Difference[] = []
  for (const unit of leaves) {
    const difference = describe(unit, data)
    const key = `${difference.at}\n${difference.expected}`
    if (seen.has(key)) continue
    seen.add(key)
    differences.push(difference)
  }
  return differences
}

/** "#/0/a%20b" → "/0/a b" (the validator writes instance locations as URI fragments). */
export function pointerOf(instanceLocation: string): string {
  const fragment = instanceLocation.startsWith("#") ? instanceLocation.slice(1) : instanceLocation
  try {
    return decodeURI(fragment)
  } catch {
    return fragment
  }
}

function escapeSegment(name: string): string {
  return name.replaceAll("~", "~0").replaceAll("/", "~1")
}

function valueAt(data: unknown, pointer: string): unknown {
  if (pointer === "") return data
  let node = data
  for (const raw of pointer.slice(1).split("/")) {
    const segment = raw.replaceAll("~1", "/").replaceAll("~0", "~")
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, segment)) return undefined
    node = (node as Record<string, unknown>)[segment]
  }
  return node
}

function describe(unit: OutputUnit, data: unknown): Difference {
  return { ...describeUnit(unit, data), keyword: unit.keyword }
}

function describeUnit(unit: OutputUnit, data: unknown): Omit<Difference, "keyword"> {
  const at = pointerOf(unit.instanceLocation)
  const quoted = unit.error.match(/"([^"]*)"/)?.[1] ?? ""
  switch (unit.keyword) {
    case "required":
      return { at: `${at}/${escapeSegment(quoted)}`, expected: "a value (required)", actual: "missing" }
    case "additionalProperties": {
      const where = `${at}/${escapeSegment(quoted)}`
      return { at: where, expected: "no such property", actual: preview(valueAt(data, where)) }
    }
    case "type": {
      const expected = unit.error.match(/Expected (.*)\.$/)?.[1]?.replaceAll('"', "") ?? unit.error
      return { at, expected, actual: preview(valueAt(data, at)) }
    }
    case "oneOf":
    case "anyOf":
      return {
        at,
        expected:
          unit.keyword === "oneOf"
            ? "exactly one of the documented alternatives"
            : "one of the documented alternatives",
        actual: preview(valueAt(data, at)),
      }
    default:
      return { at, expected: unit.error, actual: preview(valueAt(data, at)) }
  }
}

/** A short text for a value: a JSON primitive as written (cut at 60 characters), a list or object by its size. */
export function preview(value: unknown): string {
  if (value === undefined) return "missing"
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`
  if (typeof value === "object" && value !== null) {
    const count = Object.keys(value).length
    return `an object with ${count} propert${count === 1 ? "y" : "ies"}`
  }
  const text =
    typeof value === "string" ? JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value) : String(value)
  return text
}
