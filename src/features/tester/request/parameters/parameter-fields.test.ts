import { describe, expect, it } from "vitest"
import type { Api, Endpoint, Parameter } from "@/data/api-schema"
import {
  defaultChip,
  emptyRequired,
  EMPTY_CHOICE,
  enumChoices,
  fieldPlaceholder,
  groupFields,
  namedExampleValue,
  offersFillAndRetry,
  openingFields,
  openingValues,
  optionalLabel,
  pickedExample,
  requiredHint,
  showsOptional,
} from "./parameter-fields"

const p = (name: string, fields: Partial<Parameter> = {}): Parameter => ({
  name,
  type: "string",
  required: false,
  description: `The ${name}.`,
  ...fields,
})

describe("openingValues: what an opened API's tester opens with", () => {
  const username = p("username", { required: true, example: "octocat" })
  const sort = p("sort", { example: "created", default: "created", enum: ["created", "updated"] })
  const state = p("state", { required: true, example: "open", enum: ["open", "closed"] })
  const perPage = p("per_page", { example: "50", default: "30" })
  const q = p("q", { required: true })

  it.each<[string, Parameter[], Record<string, string>, Record<string, string>]>([
    ["a required example", [username], {}, { username: "octocat" }],
    ["a required enum: its first value", [state], {}, { state: "open" }],
    ["an optional default or first enum value: left empty", [sort], {}, {}],
    ["an optional example given on purpose", [perPage], {}, { per_page: "50" }],
    ["no example: left empty", [q], {}, {}],
    ["a link's values are sent as they are", [username, perPage], { per_page: "5" }, { per_page: "5" }],
    [
      "a chosen server is not a parameter value",
      [username],
      { "@server": "https://x.dev" },
      { "@server": "https://x.dev", username: "octocat" },
    ],
  ])("%s", (_, parameters, fromLink, expected) => {
    expect(openingValues(parameters, fromLink)).toEqual(expected)
  })
})

describe("groupFields and the optional disclosure", () => {
  const fields = [p("a"), p("b", { required: true }), p("c"), p("d", { required: true })]

  it("puts the required ones first, each group in document order", () => {
    const { required, optional } = groupFields(fields)
    expect(required.map((f) => f.name)).toEqual(["b", "d"])
    expect(optional.map((f) => f.name)).toEqual(["a", "c"])
  })

  it.each([
    [0, "Optional (0)"],
    [11, "Optional (11)"],
  ])("optionalLabel(%i) → %s", (count, label) => {
    expect(optionalLabel(count)).toBe(label)
  })

  it.each<[Record<string, string>, boolean]>([
    [{}, false],
    [{ b: "1" }, false],
    [{ c: "" }, false],
    [{ c: "x" }, true],
  ])("showsOptional(%o) → %s", (values, expected) => {
    expect(showsOptional([p("a"), p("c")], values)).toBe(expected)
  })
})

describe("fieldPlaceholder", () => {
  it.each<[string, Partial<Parameter>, boolean, string]>([
    ["catalogue: the example", { example: "London" }, false, "London"],
    ["catalogue: else the description (the specification's rule)", {}, false, "The x."],
    ["opened: the example", { example: "7" }, true, "7"],
    ["opened: else the type, never the description", { type: "number" }, true, "number"],
  ])("%s", (_, fields, isOpened, expected) => {
    expect(fieldPlaceholder(p("x", fields), isOpened)).toBe(expected)
  })
})

describe("enumChoices", () => {
  const values = (choices: ReturnType<typeof enumChoices>) => choices?.map((c) => c.value)

  it.each<[string, Partial<Parameter>, string, string[] | undefined]>([
    ["no enum: a text field", {}, "", undefined],
    ["optional: an empty choice first", { enum: ["asc", "desc"] }, "asc", ["", "asc", "desc"]],
    ["required with a value: no empty choice", { required: true, enum: ["asc", "desc"] }, "desc", ["asc", "desc"]],
    ["required but empty: the empty choice shows it", { required: true, enum: ["asc"] }, "", ["", "asc"]],
    ["a value outside the enum is kept", { required: true, enum: ["asc"] }, "up", ["up", "asc"]],
  ])("%s", (_, fields, value, expected) => {
    expect(values(enumChoices(p("x", fields), value))).toEqual(expected)
  })

  it("labels the empty choice", () => {
    expect(enumChoices(p("x", { enum: ["a"] }), "")?.[0]).toEqual({ value: "", label: EMPTY_CHOICE })
  })
})

describe("defaultChip and named examples", () => {
  const perPage = p("per_page", {
    default: "30",
    examples: [
      { name: "small", value: "5" },
      { name: "big", value: "100" },
    ],
  })

  it.each<[string, string | undefined]>([
    ["", "30"],
    ["5", "30"],
    ["30", undefined],
  ])("defaultChip with %j → %s", (value, expected) => {
    expect(defaultChip(perPage, value)).toBe(expected)
  })

  it("has no chip without a default", () => {
    expect(defaultChip(p("x"), "")).toBeUndefined()
  })

  it.each([
    ["100", "big"],
    ["7", ""],
    ["", ""],
  ])("pickedExample for %j → %j", (value, name) => {
    expect(pickedExample(perPage, value)).toBe(name)
  })

  it("finds a named example's value", () => {
    expect(namedExampleValue(perPage, "small")).toBe("5")
    expect(namedExampleValue(perPage, "nope")).toBeUndefined()
  })
})

describe("the required hint", () => {
  const fields = [p("latitude", { required: true }), p("longitude", { required: true }), p("units")]

  it.each<[Record<string, string>, string[]]>([
    [{}, ["latitude", "longitude"]],
    [{ latitude: "52.5", units: "" }, ["longitude"]],
    [{ latitude: " ", longitude: "13.4" }, ["latitude"]],
    [{ latitude: "52.5", longitude: "13.4" }, []],
  ])("emptyRequired(%o) → %o", (values, expected) => {
    expect(emptyRequired(fields, values)).toEqual(expected)
  })

  it.each<[string[], string | null]>([
    [[], null],
    [["username"], "username is required and empty"],
    [["latitude", "longitude"], "latitude and longitude are required and empty"],
    [["a", "b", "c"], "a, b and c are required and empty"],
  ])("requiredHint(%o) → %j", (names, expected) => {
    expect(requiredHint(names)).toBe(expected)
  })

  it.each<[number, string[], boolean, boolean]>([
    [400, ["q"], true, true],
    [404, ["q"], true, true],
    [401, ["q"], false, false],
    [404, [], true, false],
    [500, ["q"], true, false],
    [200, ["q"], true, false],
  ])("offersFillAndRetry(%i, %o, %s) → %s", (status, empty, canFill, expected) => {
    expect(offersFillAndRetry(status, empty, canFill)).toBe(expected)
  })
})

describe("openingFields: the parameters filled at opening", () => {
  const endpoint: Endpoint = {
    name: "Get a pet",
    method: "GET",
    path: "/pets/{id}",
    description: "One pet.",
    parameters: [p("id", { in: "path", required: true, example: "7" }), p("region", { in: "path", required: true })],
  }
  const api = (servers: NonNullable<Extract<Api["source"], { kind: "opened" }>["servers"]>): Api => ({
    id: "opened-pets",
    name: "Pets",
    description: "Pets.",
    baseUrl: "https://{region}.pets.dev",
    category: "Your API",
    auth: "none",
    website: "",
    endpoints: [endpoint],
    source: {
      kind: "opened",
      source: "paste",
      openedAt: "2026-01-01T00:00:00Z",
      notes: [],
      groups: [],
      version: "1",
      specVersion: "3.0",
      servers,
    },
  })

  it("leaves out a server variable (the server picker fills it) and a name the form does not show (the key's)", () => {
    const withVariable = api([{ url: "https://{region}.pets.dev", variables: [{ name: "region", default: "eu" }] }])
    expect(openingFields(withVariable, endpoint, ["id", "region"]).map((f) => f.name)).toEqual(["id"])
    expect(openingFields(withVariable, endpoint, []).map((f) => f.name)).toEqual([])
  })

  it("keeps every form field when the record has no servers", () => {
    expect(openingFields(api([]), endpoint, ["id", "region"]).map((f) => f.name)).toEqual(["id", "region"])
  })
})
