import type { Endpoint, Parameter } from "@/data/api-schema"
import { toWellFormed } from "@/lib/url"
import { jsonProblem, type JsonProblem } from "@/lib/json-problem"
import { pickExample } from "@/lib/parameter-example"

/**
 * The JSON body editor's first text (docs/behaviour.md §7).
 *
 * Which parameters are body parameters: the catalogue declares every parameter in one list and says where it goes
 * at the start of its description. Those starting "JSON body:" are the JSON body's properties (JSONPlaceholder's
 * post, PayPal's order, Square's payment…). "Form body:" parameters (Twilio, Stripe, PayPal's token) are
 * form-encoded by those APIs, not JSON, so they are not put in the JSON editor; all other parameters go in the
 * path or the query string as before.
 */
export const JSON_BODY_PREFIX = "JSON body:"

/**
 * Methods whose request may carry the opt-in JSON body: POST, PUT and PATCH, and DELETE (opened APIs only: the
 * catalogue has none). GET, HEAD and OPTIONS never send one (fetch refuses a body with GET and HEAD).
 */
export function acceptsBody(method: string): boolean {
  return ["POST", "PUT", "PATCH", "DELETE"].includes(method.toUpperCase())
}

/** The parameters that are properties of the JSON body, in catalogue order. */
export function bodyParameters(parameters: readonly Parameter[]): Parameter[] {
  return parameters.filter((p) => p.description.startsWith(JSON_BODY_PREFIX))
}

const EMPTY: Record<Parameter["type"], unknown> = { string: "", number: 0, object: {}, array: [] }

/** The example as a JSON value of the parameter's type; the type's empty value when it has none or it does not fit. */
export function exampleValue(parameter: Parameter): unknown {
  const example = pickExample(parameter, "fill")
  if (example === undefined) return EMPTY[parameter.type]
  switch (parameter.type) {
    case "string":
      return example
    case "number": {
      const n = Number(example)
      return example.trim() !== "" && Number.isFinite(n) ? n : 0
    }
    case "object":
    case "array": {
      try {
        const value: unknown = JSON.parse(example)
        const isArray = Array.isArray(value)
        const fits = parameter.type === "array" ? isArray : value !== null && typeof value === "object" && !isArray
        return fits ? value : EMPTY[parameter.type]
      } catch {
        return EMPTY[parameter.type]
      }
    }
  }
}

/**
 * The editor's pre-filled text: the endpoint's own `body` when it has one (an API opened from its OpenAPI
 * description: its example or a skeleton), as it is; otherwise an object with each JSON body parameter and its
 * example, 2-space indented; "{}" when the endpoint declares none.
 *
 * prefillBody({ parameters: [{ name: "userId", type: "number", description: "JSON body: author, e.g. 1", … }] })
 *   → '{\n  "userId": 1\n}'
 * prefillBody({ body: '{ "name": "Rex" }', parameters: [] }) → '{ "name": "Rex" }'
 */
export function prefillBody(endpoint: Pick<Endpoint, "parameters" | "body">): string {
  if (endpoint.body !== undefined) return endpoint.body
  const entries = bodyParameters(endpoint.parameters ?? []).map((p) => [p.name, exampleValue(p)] as const)
  return JSON.stringify(Object.fromEntries(entries), null, 2)
}

/** The note under the body editor: where its first text came from. */
export function prefillNote(endpoint: Pick<Endpoint, "body">): string {
  return endpoint.body === undefined
    ? "Pre-filled from the endpoint's JSON body parameters and their examples."
    : "Pre-filled from the endpoint's example body."
}

/**
 * The body as sent, from valid editor text: without surrounding whitespace (axios trims a JSON string too, so
 * every snippet sends the same bytes) and with a lone surrogate as U+FFFD, which is what UTF-8 encoding sends.
 */
export function bodyToSend(text: string): string {
  return toWellFormed(text.trim())
}

/** The editor text checked: where it first goes wrong, or the body as sent. */
export type BodyCheck = { problem: JsonProblem; body?: undefined } | { problem: null; body: string }

/**
 * Checks the editor text once (jsonProblem, then bodyToSend): one linear pass each, about 0.1 s for 10 MB, so
 * callers run it once per change of the text, never per render (docs/performance.md, "The tester with big bodies").
 * checkBody(' {"a":1} ') → { problem: null, body: '{"a":1}' }; checkBody("{") → { problem: { line: 1, … } }
 */
export function checkBody(text: string): BodyCheck {
  const problem = jsonProblem(text)
  return problem ? { problem } : { problem: null, body: bodyToSend(text) }
}
