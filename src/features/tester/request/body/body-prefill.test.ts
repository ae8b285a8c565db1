import { describe, expect, it } from "vitest"
import type { Parameter } from "@/data/api-schema"
import { APIS } from "@/data/apis"
import { pickExample } from "@/lib/parameter-example"
import {
  acceptsBody,
  bodyParameters,
  bodyToSend,
  checkBody,
  exampleValue,
  prefillBody,
  prefillNote,
} from "./body-prefill"

const p = (over: Partial<Parameter>): Parameter => ({
  name: "x",
  type: "string",
  required: true,
  description: "JSON body: something",
  ...over,
})

describe("body prefill", () => {
  it.each([
    ["POST", true],
    ["put", true],
    ["PATCH", true],
    ["GET", false],
    // Opened APIs (the catalogue has no DELETE): DELETE may carry the opt-in body too; HEAD and OPTIONS never.
    ["DELETE", true],
    ["delete", true],
    ["HEAD", false],
    ["OPTIONS", false],
  ])("acceptsBody(%s) → %s", (method, expected) => {
    expect(acceptsBody(method)).toBe(expected)
  })

  it("only 'JSON body:' parameters are body parameters", () => {
    const params = [
      p({ name: "a" }),
      p({ name: "b", description: "Form body: to" }),
      p({ name: "c", description: "Query: page" }),
    ]
    expect(bodyParameters(params).map((x) => x.name)).toEqual(["a"])
  })

  it.each<[Partial<Parameter>, string | undefined, unknown]>([
    [{ example: "ex" }, "ex", "ex"],
    [{ description: "JSON body: title, e.g. foo" }, "foo", "foo"],
    [{ description: "JSON body: title" }, undefined, ""],
    [{ type: "number", description: "JSON body: id, e.g. 1" }, "1", 1],
    [{ type: "number", description: "JSON body: id, e.g. one" }, "one", 0],
    [{ type: "number" }, undefined, 0],
    [{ type: "object", description: 'JSON body: amount, e.g. {"amount":100}' }, '{"amount":100}', { amount: 100 }],
    [{ type: "object", description: "JSON body: amount, e.g. [1]" }, "[1]", {}],
    [{ type: "object", description: "JSON body: amount, e.g. {bad" }, "{bad", {}],
    [{ type: "array", description: 'JSON body: units, e.g. [{"a":1}]' }, '[{"a":1}]', [{ a: 1 }]],
    [{ type: "array", description: "JSON body: units, e.g. null" }, "null", []],
  ])("%j: example %j → %j", (over, example, value) => {
    expect(pickExample(p(over), "fill")).toBe(example)
    expect(exampleValue(p(over))).toEqual(value)
  })

  it("JSONPlaceholder's 'Create a post' is pre-filled from its examples", () => {
    const endpoint = APIS.find((a) => a.id === "jsonplaceholder")?.endpoints.find((e) => e.method === "POST")
    expect(endpoint && prefillBody(endpoint)).toBe('{\n  "title": "foo",\n  "body": "bar",\n  "userId": 1\n}')
  })

  it("an endpoint without JSON body parameters starts with {}", () => {
    expect(prefillBody({})).toBe("{}")
    expect(prefillBody({ parameters: [p({ description: "Form body: to" })] })).toBe("{}")
  })

  it.each<[label: string, endpoint: { body?: string; parameters?: Parameter[] }, text: string, note: RegExp]>([
    ["no body, no body parameters", {}, "{}", /body parameters/],
    ["body parameters", { parameters: [p({ name: "a", example: "1" })] }, '{\n  "a": "1"\n}', /body parameters/],
    ["an opened endpoint's body, as it is", { body: '{ "name": "Rex" }' }, '{ "name": "Rex" }', /example body/],
    [
      "its body wins over body parameters",
      { body: "[1, 2]", parameters: [p({ name: "a", example: "1" })] },
      "[1, 2]",
      /example body/,
    ],
    ["an empty body is still its body", { body: "" }, "", /example body/],
  ])("prefillBody and prefillNote: %s", (_label, endpoint, text, note) => {
    expect(prefillBody(endpoint)).toBe(text)
    expect(prefillNote(endpoint)).toMatch(note)
  })

  it("every catalogue POST endpoint gets valid JSON", () => {
    for (const api of APIS)
      for (const endpoint of api.endpoints.filter((e) => acceptsBody(e.method)))
        expect(() => JSON.parse(prefillBody(endpoint)) as unknown).not.toThrow()
  })
})

describe("bodyToSend", () => {
  it.each([
    ['  {"a": 1}\n', '{"a": 1}'],
    ['{"a": "\ud800"}', '{"a": "\ufffd"}'],
    ['["😀"]', '["😀"]'],
  ])("%j → %j", (text, sent) => {
    expect(bodyToSend(text)).toBe(sent)
  })
})

describe("checkBody", () => {
  it.each([
    [' {"a": 1}\n', { problem: null, body: '{"a": 1}' }],
    ['{"a": "\ud800"}', { problem: null, body: '{"a": "\ufffd"}' }],
    ["{", { problem: expect.objectContaining({ line: 1, column: 2 }) as unknown }],
    ["", { problem: expect.objectContaining({ reason: "the text ends where a value should start" }) as unknown }],
  ])("%j → %j", (text, check) => {
    expect(checkBody(text)).toEqual(check)
  })
})
