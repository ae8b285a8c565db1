import { describe, expect, it } from "vitest"
import { importDocument } from "./import-document"
import type { Json } from "./refs"
import type { ImportedParameter } from "./imported-api"
import { ENUM_LIMIT, NAMED_EXAMPLE_LIMIT } from "./examples"

/** The first parameter of a one-operation document whose GET /a takes `parameter` (with `components` beside it). */
function mapped(parameter: Json, components: Json = {}): ImportedParameter | undefined {
  const result = importDocument({
    openapi: "3.1.0",
    info: { title: "T", version: "1" },
    servers: [{ url: "https://t.dev" }],
    components,
    paths: { "/a": { get: { parameters: [parameter] } } },
  })
  if (!result.ok) throw new Error(result.message)
  return result.api.endpoints[0]?.parameters[0]
}

const many = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`)

// The tester's form: a default as a chip, an enum as a select, named examples in a picker; the example
// that fills the field keeps its order: example, the first named example, default, the first enum value.
describe("mapParameter: default, enum and named examples", () => {
  it.each<[string, Json, Partial<ImportedParameter>]>([
    [
      "a default and an enum: both kept as given, no example made of them (src/lib/parameter-example.ts chooses)",
      { name: "sort", in: "query", schema: { type: "string", default: "created", enum: ["created", "updated"] } },
      { default: "created", enum: ["created", "updated"] },
    ],
    [
      "an enum alone: kept, null left out",
      { name: "state", in: "query", schema: { type: "string", enum: ["open", "closed", null] } },
      { enum: ["open", "closed"] },
    ],
    [
      "numbers and booleans as text",
      { name: "n", in: "query", schema: { type: "integer", default: 30, enum: [10, 30, 100] } },
      { default: "30", enum: ["10", "30", "100"] },
    ],
    [
      "named examples in document order, before the default",
      {
        name: "user",
        in: "path",
        required: true,
        schema: { type: "string", default: "ghost" },
        examples: { octocat: { summary: "The mascot", value: "octocat" }, hubot: { value: "hubot" } },
      },
      {
        example: "octocat",
        default: "ghost",
        examples: [
          { name: "octocat", value: "octocat" },
          { name: "hubot", value: "hubot" },
        ],
      },
    ],
    [
      "a named example without a value (externalValue is not fetched) is left out",
      { name: "q", in: "query", examples: { far: { externalValue: "https://x.dev/e" }, near: { value: 1 } } },
      { example: "1", examples: [{ name: "near", value: "1" }] },
    ],
    [
      "a list's enum is its items': kept (the tester types a list as text)",
      { name: "tags", in: "query", schema: { type: "array", items: { type: "string", enum: ["a", "b"] } } },
      { type: "array", enum: ["a", "b"] },
    ],
  ])("%s", (_, parameter, expected) => {
    const result = mapped(parameter)
    expect(result).toMatchObject(expected)
    for (const key of ["example", "default", "enum", "examples"] as const)
      if (!(key in expected)) expect(result, key).not.toHaveProperty(key)
  })

  it("resolves a named example's $ref", () => {
    const result = mapped(
      { name: "id", in: "query", examples: { mine: { $ref: "#/components/examples/mine" } } },
      { examples: { mine: { value: "m-1" } } },
    )
    expect(result?.examples).toEqual([{ name: "mine", value: "m-1" }])
  })

  it(`keeps at most ${NAMED_EXAMPLE_LIMIT} named examples and ${ENUM_LIMIT} enum values`, () => {
    const examples = Object.fromEntries(many(30).map((name) => [name, { value: name }]))
    const result = mapped({ name: "q", in: "query", schema: { type: "string", enum: many(150) }, examples })
    expect(result?.examples).toHaveLength(NAMED_EXAMPLE_LIMIT)
    expect(result?.enum).toHaveLength(ENUM_LIMIT)
    expect(result?.enum?.at(-1)).toBe(`v${ENUM_LIMIT - 1}`)
  })
})

/** The parameters of GET /a, by name, in a document of `version` whose apiKey scheme is `X-Session` in a header. */
function marked(version: "2.0" | "3.0" | "3.1", parameters: Json[]): Record<string, ImportedParameter> {
  const info = { title: "T", version: "1" }
  const key = { type: "apiKey", in: "header", name: "X-Session" }
  const query = { type: "apiKey", in: "query", name: "sig" }
  const document: Json =
    version === "2.0"
      ? {
          swagger: "2.0",
          info,
          host: "t.dev",
          securityDefinitions: { session: key, sig: query },
          paths: { "/a": { get: { parameters } } },
        }
      : {
          openapi: version === "3.0" ? "3.0.3" : "3.1.0",
          info,
          servers: [{ url: "https://t.dev" }],
          components: { securitySchemes: { session: key, sig: query } },
          paths: { "/a": { get: { parameters } } },
        }
  const result = importDocument(document)
  if (!result.ok) throw new Error(result.message)
  return Object.fromEntries((result.api.endpoints[0]?.parameters ?? []).map((item) => [item.name, item]))
}

// Issue 33: a parameter the document marks as a credential is one, whatever its name (typed-secrets.ts).
describe("mapParameter: the document's credential mark", () => {
  const password = (version: string, name: string, place = "query"): Json =>
    version === "2.0"
      ? { name, in: place, type: "string", format: "password" }
      : { name, in: place, schema: { type: version === "3.1" ? ["string", "null"] : "string", format: "password" } }
  const plain = (version: string, name: string, place = "query"): Json =>
    version === "2.0" ? { name, in: place, type: "string" } : { name, in: place, schema: { type: "string" } }

  it.each<[version: "2.0" | "3.0" | "3.1", label: string, parameter: (version: string) => Json, secret: boolean]>(
    (["2.0", "3.0", "3.1"] as const).flatMap((version) => [
      [version, "format: password", (v) => password(v, "pin"), true],
      [version, "a header an apiKey scheme names (case ignored)", (v) => plain(v, "x-session", "header"), true],
      [version, "a query parameter an apiKey scheme names", (v) => plain(v, "sig"), true],
      [version, "the scheme's name in another place", (v) => plain(v, "sig", "header"), false],
      [version, "the scheme's query name in another case", (v) => plain(v, "Sig"), false],
      [version, "an ordinary parameter", (v) => plain(v, "q"), false],
      [version, "another format", (v) => ({ ...(plain(v, "d") as object), format: "date" }), false],
    ]),
  )("%s: %s", (version, _, parameter, secret) => {
    const [result] = Object.values(marked(version, [parameter(version)]))
    if (secret) expect(result?.secret).toBe(true)
    else expect(result).not.toHaveProperty("secret")
  })

  it("a header scheme named the same as a path parameter does not mark the path one", () => {
    const parameters = marked("3.1", [{ name: "X-Session", in: "path", required: true, schema: { type: "string" } }])
    expect(parameters["X-Session"]).not.toHaveProperty("secret")
  })

  it("a password parameter reached through $ref is marked", () => {
    const result = mapped(
      { $ref: "#/components/parameters/pin" },
      {
        parameters: { pin: { name: "pin", in: "query", schema: { $ref: "#/components/schemas/Pin" } } },
        schemas: { Pin: { type: "string", format: "password" } },
      },
    )
    expect(result?.secret).toBe(true)
  })
})
