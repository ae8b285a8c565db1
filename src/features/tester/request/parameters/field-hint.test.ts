import { describe, expect, it } from "vitest"
import type { Parameter } from "@/data/api-schema"
import { COOKIE_NOTE } from "@/lib/param-style"
import { fieldHint } from "./field-hint"
import { FORM_FIELD_HINT } from "../body/urlencoded-fields"

const base = { required: false, description: "" }

describe("fieldHint", () => {
  it.each<[label: string, parameter: Parameter, hint: string | undefined]>([
    [
      "an exploded query list",
      { ...base, name: "tag", type: "array", in: "query" },
      'A list: blue,black,brown or a JSON array ["blue","black","brown"]. Sent as tag=blue&tag=black&tag=brown.',
    ],
    [
      "a pipeDelimited list, decoded for reading",
      { ...base, name: "ids", type: "array", in: "query", style: "pipeDelimited" },
      'A list: blue,black,brown or a JSON array ["blue","black","brown"]. Sent as ids=blue|black|brown.',
    ],
    [
      "a deepObject query object",
      { ...base, name: "filter", type: "object", in: "query", style: "deepObject", explode: true },
      'A JSON object, e.g. {"R":100,"G":200}. Sent as filter[R]=100&filter[G]=200.',
    ],
    [
      "a matrix path list",
      { ...base, name: "c", type: "array", in: "path", style: "matrix" },
      'A list: blue,black,brown or a JSON array ["blue","black","brown"]. Sent as ;c=blue,black,brown.',
    ],
    [
      "a header object",
      { ...base, name: "X-C", type: "object", in: "header" },
      'A JSON object, e.g. {"R":100,"G":200}. Sent as R,100,G,200.',
    ],
    ["a catalogue form field", { ...base, name: "To", type: "string", in: "form" }, FORM_FIELD_HINT],
    ["a catalogue form number", { ...base, name: "amount", type: "number", in: "form" }, FORM_FIELD_HINT],
    ["a cookie", { ...base, name: "s", type: "string", in: "cookie" }, COOKIE_NOTE],
    ["an opened text field: none", { ...base, name: "q", type: "string", in: "query" }, undefined],
    ["a catalogue list (no `in`): none, it is sent as typed", { ...base, name: "ids", type: "array" }, undefined],
  ])("%s", (_label, parameter, hint) => {
    expect(fieldHint(parameter)).toBe(hint)
  })
})
