import { dereference, validate, type Schema } from "@cfworker/json-schema"
import { PATH_ITEM_METHODS } from "@/data/endpoint-constants"
import { bodyKind } from "@/lib/request-body/body-schema"
import type { ResponseSchemaRecord, SchemaJson } from "@/lib/response-schemas/response-schemas"
import { differencesOf } from "./check-conformance"
import { quickAccept } from "./quick-accept"
import { toJsonSchemaSet } from "./to-json-schema"

// `npm run corpus`: does each document agree with itself? Every example a document gives for a JSON response
// (`example`, `examples.*.value`) is validated against that response's schema, as the tester would validate a live
// body (docs/conformance.md). Each `$ref` target is converted once per document.

export type ExamplesReport = {
  examples: number
  agree: number
  disagree: number
  /** The check could not finish for it (a stack ended: recursion): counted as a failure. */
  unchecked: number
  /** Failing keywords over all disagreeing examples ("type", "required", "additionalProperties"…). */
  kinds: { [keyword: string]: number }
  /** The first few disagreements: where (operation, status, media type, pointer) and what. */
  samples: string[]
  /**
   * The tester's quick pass (quick-accept.ts) against the validator on each example and on a changed copy of it
   * (changedCopy): how many it answered like the validator; `unsure`: it could not tell; `strict`: it said "not valid"
   * where the validator says valid (harmless: the check then runs the validator, which decides); `wrong`: it said
   * "valid" where the validator does not — the one answer the check takes from it, so any `wrong` is a bug.
   */
  quick: { compared: number; same: number; unsure: number; strict: number; wrong: number; wrongSamples: string[] }
}

type Found = { where: string; schema: SchemaJson; example: unknown }

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function own(value: unknown, key: string): unknown {
  return isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined
}

function atPointer(document: unknown, pointer: string): unknown {
  if (!pointer.startsWith("#/")) return undefined
  let node = document
  for (const raw of pointer.slice(2).split("/")) {
    let segment: string
    try {
      segment = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~")
    } catch {
      return undefined
    }
    node = Array.isArray(node) ? node[Number(segment)] : own(node, segment)
    if (node === undefined) return undefined
  }
  return node
}

function deref(document: unknown, value: unknown): unknown {
  let node = value
  for (let hops = 0; hops < 32; hops++) {
    const ref = own(node, "$ref")
    if (typeof ref !== "string") return node
    node = atPointer(document, ref)
  }
  return undefined
}

/** Every example of a JSON response that has a schema, with that schema. */
function findExamples(document: unknown): Found[] {
  const found: Found[] = []
  const paths = own(document, "paths")
  if (!isObject(paths)) return found
  for (const path of Object.keys(paths)) {
    const item = deref(document, paths[path])
    for (const method of PATH_ITEM_METHODS) {
      const operation = deref(document, own(item, method))
      const responses = own(operation, "responses")
      if (!isObject(responses)) continue
      for (const status of Object.keys(responses)) {
        const content = own(deref(document, responses[status]), "content")
        if (!isObject(content)) continue
        for (const type of Object.keys(content)) {
          const media = deref(document, content[type])
          const schema = own(media, "schema")
          if (schema === undefined || bodyKind(type) !== "json") continue
          const where = `${method.toUpperCase()} ${path} ${status} ${type}`
          const example = own(media, "example")
          if (example !== undefined) found.push({ where, schema: schema as SchemaJson, example })
          const examples = own(media, "examples")
          if (!isObject(examples)) continue
          for (const name of Object.keys(examples)) {
            const value = own(deref(document, examples[name]), "value")
            if (value !== undefined)
              found.push({ where: `${where} (${name})`, schema: schema as SchemaJson, example: value })
          }
        }
      }
    }
  }
  return found
}

/** Another type of value than `value`: a number for text, text for anything else. */
function otherType(value: unknown): unknown {
  return typeof value === "string" ? 12345 : "changed"
}

/**
 * `example` with one value changed to another type — an object's last property, an array's first item, or the whole
 * value — so the quick pass is also compared on bodies that mostly do not match. undefined for an empty object or array.
 * changedCopy({ a: 1, b: "x" }) → { a: 1, b: 12345 }
 */
export function changedCopy(example: unknown): unknown {
  if (Array.isArray(example))
    return example.length === 0 ? undefined : [changedCopy(example[0]) ?? 0, ...example.slice(1)]
  if (isObject(example)) {
    const keys = Object.keys(example)
    const last = keys.at(-1)
    return last === undefined ? undefined : { ...example, [last]: otherType(example[last]) }
  }
  return otherType(example)
}

/** Validates every JSON response example of `document` against its schema (`record`: its response schemas' refs). */
export function checkExamples(document: unknown, record: ResponseSchemaRecord, samples = 3): ExamplesReport {
  const report: ExamplesReport = {
    examples: 0,
    agree: 0,
    disagree: 0,
    unchecked: 0,
    kinds: {},
    samples: [],
    quick: { compared: 0, same: 0, unsure: 0, strict: 0, wrong: 0, wrongSamples: [] },
  }
  const found = findExamples(document)
  if (found.length === 0) return report
  const { defs, roots } = toJsonSchemaSet(
    found.map((item) => item.schema),
    record,
  )
  const container: Schema = { $defs: { ...defs } }
  roots.forEach((root, index) => (container.$defs[`s${index}`] = root))
  const lookup = dereference(container)
  /** The quick pass's answer beside the validator's, on `body` (the example or its changed copy). */
  const compareQuick = (where: string, root: Schema, body: unknown, valid: boolean) => {
    const quick = report.quick
    quick.compared++
    const answer = quickAccept({ $defs: container.$defs, ...root }, body)
    if (answer === undefined) quick.unsure++
    else if (answer === valid) quick.same++
    else if (!answer) quick.strict++
    else {
      quick.wrong++
      if (quick.wrongSamples.length < samples) quick.wrongSamples.push(`${where}: the quick pass said valid`)
    }
  }
  found.forEach((item, index) => {
    report.examples++
    try {
      const root = container.$defs[`s${index}`] as Schema
      const result = validate(item.example, root, "2020-12", lookup, false)
      compareQuick(item.where, root, item.example, result.valid)
      const copy = changedCopy(item.example)
      if (copy !== undefined)
        compareQuick(`${item.where} (changed)`, root, copy, validate(copy, root, "2020-12", lookup, true).valid)
      if (result.valid) {
        report.agree++
        return
      }
      report.disagree++
      const differences = differencesOf(result.errors, item.example)
      for (const difference of differences)
        report.kinds[difference.keyword] = (report.kinds[difference.keyword] ?? 0) + 1
      const first = differences[0]
      if (report.samples.length < samples && first)
        report.samples.push(`${item.where} ${first.at || "/"}: expected ${first.expected}, came ${first.actual}`)
    } catch (error) {
      report.unchecked++
      if (report.samples.length < samples) report.samples.push(`${item.where}: not checked (${String(error)})`)
    }
  })
  return report
}
