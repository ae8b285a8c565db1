import type { Parameter } from "@/data/api-schema"
import {
  ARRAY_INPUT_HINT,
  COOKIE_NOTE,
  OBJECT_INPUT_HINT,
  serializeHeaderValue,
  serializePathValue,
  serializeQueryValue,
  type StyledValue,
} from "@/lib/param-style"
import { FORM_FIELD_HINT } from "../body/urlencoded-fields"

// The sample values of OpenAPI's own style examples, written in the parameter's style to show what is sent.
const SAMPLE_LIST: StyledValue = { kind: "array", items: ["blue", "black", "brown"] }
const SAMPLE_OBJECT: StyledValue = { kind: "object", value: { R: 100, G: 200 } }

/** Percent-decoded for reading (`filter[R]`, not `filter%5BR%5D`); as it is when it does not decode. */
function readable(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The line under an opened API's field that says how to type it and how it is sent, or undefined (a text field, and
 * every catalogue parameter sent in the URL: they are sent as typed). A cookie parameter says that it is not sent; a
 * catalogue form field that it goes in the form body.
 * fieldHint({ name: "tag", type: "array", in: "query", … })
 *   → 'A list: blue,black,brown or a JSON array ["blue","black","brown"]. Sent as tag=blue&tag=black&tag=brown.'
 */
export function fieldHint(parameter: Parameter): string | undefined {
  if (parameter.in === "cookie") return COOKIE_NOTE
  if (parameter.in === "form") return FORM_FIELD_HINT
  if (parameter.in === undefined || (parameter.type !== "array" && parameter.type !== "object")) return undefined
  const sample = parameter.type === "array" ? SAMPLE_LIST : SAMPLE_OBJECT
  const sent =
    parameter.in === "query"
      ? serializeQueryValue(parameter, sample).join("&")
      : parameter.in === "path"
        ? serializePathValue(parameter, sample)
        : serializeHeaderValue(parameter, sample)
  const input = parameter.type === "array" ? ARRAY_INPUT_HINT : OBJECT_INPUT_HINT
  return `${input} Sent as ${readable(sent)}.`
}
