import { dereference, validate, type Schema } from "@cfworker/json-schema"
import { bodyKind } from "@/lib/request-body/body-schema"
import type { ResponseSchemaRecord, SchemaJson } from "@/lib/response-schemas/response-schemas"
import { differencesOf } from "./check-conformance"
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

const METHODS = ["get", "post", "put", "patch", "delete", "head", "options"]

/** Every example of a JSON response that has a schema, with that schema. */
function findExamples(document: unknown): Found[] {
  const found: Found[] = []
  const paths = own(document, "paths")
  if (!isObject(paths)) return found
  for (const path of Object.keys(paths)) {
    const item = deref(document, paths[path])
    for (const method of METHODS) {
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

/** Validates every JSON response example of `document` against its schema (`record`: its response schemas' refs). */
export function checkExamples(document: unknown, record: ResponseSchemaRecord, samples = 3): ExamplesReport {
  const report: ExamplesReport = { examples: 0, agree: 0, disagree: 0, unchecked: 0, kinds: {}, samples: [] }
  const found = findExamples(document)
  if (found.length === 0) return report
  const { defs, roots } = toJsonSchemaSet(
    found.map((item) => item.schema),
    record,
  )
  const container: Schema = { $defs: { ...defs } }
  roots.forEach((root, index) => (container.$defs[`s${index}`] = root))
  const lookup = dereference(container)
  found.forEach((item, index) => {
    report.examples++
    try {
      const result = validate(item.example, container.$defs[`s${index}`], "2020-12", lookup, false)
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
