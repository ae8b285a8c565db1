import { describe, expect, it } from "vitest"
import {
  cleanText,
  countOperations,
  DATE_VERSIONS,
  definitionFile,
  entryVersion,
  plainDescription,
  readCategories,
  // @ts-expect-error -- plain .mjs module without type declarations
} from "./directory-index.mjs"
import { isPrintedDate } from "../src/features/directory/directory-index-format"

describe("definitionFile: the file api.apis.guru serves (0 openapi.json, 1 swagger.json, -1 none)", () => {
  const doc = (openapi: string, origin: unknown, version = "1.0") => ({
    openapi,
    info: { version, "x-origin": origin },
    version,
  })
  it.each([
    ["a Swagger 2.0 source, converted by the package", doc("3.0.0", [{ format: "swagger", version: "2.0" }]), 1],
    ["an OpenAPI 3.0.1 source", doc("3.0.1", [{ format: "openapi", version: "3.0" }]), 0],
    ["an OpenAPI 3.0.0 source", doc("3.0.0", [{ format: "openapi", version: "3.0" }]), 0],
    ["a Postman source APIs.guru made OpenAPI 3.0.3", doc("3.0.3", [{ format: "postman", version: "2.x" }]), 0],
    [
      "Swagger 1.2 through api-spec-converter",
      doc("3.0.0", [
        { format: "swagger", version: "1.2", converter: { url: "https://github.com/lucybot/api-spec-converter" } },
      ]),
      1,
    ],
    [
      "Swagger 1.2 through oas-kit",
      doc("3.0.0", [{ format: "swagger", version: "1.2", converter: { url: "https://github.com/mermade/oas-kit" } }]),
      0,
    ],
    [
      "AWS (aws2openapi, no format)",
      doc("3.0.0", [{ converter: { url: "https://github.com/mermade/aws2openapi" } }]),
      0,
    ],
    ["a Google discovery source", doc("3.0.0", [{ format: "google", version: "v1" }]), 0],
    ["a WADL source", doc("3.0.0", [{ format: "wadl", version: "1.0" }]), 1],
    ["the last of several origins", doc("3.0.0", [{ format: "openapi" }, { format: "swagger", version: "2.0" }]), 1],
    ["x-origin as one object", doc("3.0.0", { format: "swagger", version: "2.0" }), 1],
    ["no version (none known): no folder to name", doc("3.0.1", [], ""), -1],
  ])("%s → %i", (_name, input, file) => {
    expect(definitionFile(input, input.version)).toBe(file)
  })
})

const PRINTED = "Wed Oct 15 2025 13:53:19 GMT+0000 (Coordinated Universal Time)"

describe("entryVersion: the document's version, or APIs.guru's where the package printed a date", () => {
  it.each([
    ["a version as it is", "a.com", "1.0", "1.0"],
    ["trimmed, one line", "a.com", " v2 \n beta ", "v2 beta"],
    ["none", "a.com", undefined, ""],
    ["Stripe's printed date: APIs.guru's folder", "stripe.com", PRINTED, "2022-11-15"],
    ["a time's folder, colons left out", "apidapp.com", PRINTED, "2019-02-14T164701Z"],
    ["a service's", "azure.com/network-applicationGateway", PRINTED, "2019-07-01"],
    ["a printed date nobody looked up: no version, never the date", "new.example", PRINTED, ""],
    ["a real date-like version is kept", "a.com", "2022-11-15", "2022-11-15"],
  ])("%s", (_name, id, version, expected) => {
    expect(entryVersion(id, version, isPrintedDate)).toBe(expected)
  })

  it("the nine APIs the package printed a date for all open: a version and a file", () => {
    const ids = Object.keys(DATE_VERSIONS)
    expect(ids).toHaveLength(9)
    for (const id of ids) {
      const version = entryVersion(id, PRINTED, isPrintedDate)
      expect(version, id).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{6}Z)?$/)
      expect(definitionFile({ openapi: "3.0.0", info: { "x-origin": [{ format: "openapi" }] } }, version), id).toBe(0)
    }
  })
})

describe("plainDescription", () => {
  it.each([
    ["**Fast** [docs](https://x.io)<br/>for <b>all</b>", "Fast docs for all"],
    ["# Title\n\n> quote\n- item", "Title quote item"],
    ["a\u202Eevil\u202C b\u0007c", "aevil bc"],
    ["Tom &amp; Jerry &lt;3", "Tom & Jerry <3"],
    [undefined, ""],
  ])("%j → %j", (markdown, text) => {
    expect(plainDescription(markdown)).toBe(text)
  })

  it("cuts a long text at a word, within the limit, with an ellipsis", () => {
    const text = plainDescription("word ".repeat(100))
    expect(text.length).toBeLessThanOrEqual(140)
    expect(text).toMatch(/word…$/)
  })
})

describe("the rest of the index's reading", () => {
  it.each([
    [
      ["cloud", "open_data"],
      ["cloud", "open_data"],
    ],
    [["s", "e", "c", "u", "r", "i", "t", "y"], ["security"]],
    ["financial", ["financial"]],
    [undefined, []],
    [
      ["x", "cloud"],
      ["cloud", "x"],
    ],
  ])("readCategories(%j) → %j", (value, categories) => {
    expect(readCategories(value)).toEqual(categories)
  })

  it("counts one operation per HTTP method under each path", () => {
    expect(
      countOperations({ paths: { "/a": { get: {}, post: {}, parameters: [] }, "/b": { summary: "x", delete: {} } } }),
    ).toBe(3)
    expect(countOperations({})).toBe(0)
  })

  it("cleanText removes controls and bidi marks and collapses whitespace", () => {
    expect(cleanText("  a\tb\n\u200Fc  ")).toBe("a b c")
  })
})
