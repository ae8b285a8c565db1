import { describe, expect, it } from "vitest"
import type { ImportedApi } from "./import/imported-api"
import { openedId, specName, toOpenedApi } from "./opened-api"
import { originText, showableLocation } from "./opened-text"

const IMPORTED: ImportedApi = {
  name: "Shop",
  version: "2.1",
  description: "",
  specVersion: "2.0",
  baseUrl: "https://shop.dev/v1",
  servers: ["https://shop.dev/v1"],
  serverOptions: [{ url: "https://shop.dev/v1" }],
  auth: "oauth",
  keyPlacement: { in: "bearer" },
  authNote: "Get a token, then paste it.",
  endpoints: [
    {
      name: "Remove order",
      method: "DELETE",
      path: "/orders/{id}",
      description: "",
      parameters: [
        { name: "id", in: "path", type: "string", required: true, description: "Order id", example: "7" },
        { name: "X-Req", in: "header", type: "string", required: false, description: "" },
      ],
      tags: ["store"],
      deprecated: true,
    },
    {
      name: "Add order",
      method: "POST",
      path: "/orders",
      description: "Adds one.",
      parameters: [],
      tags: [],
      bodyExample: '{\n  "qty": 1\n}',
      keyPlacement: { in: "header", name: "X-Key" },
      deprecated: false,
    },
  ],
  groups: [{ name: "store", description: "", endpoints: [0] }],
  categories: [],
  notes: ["One $ref could not be resolved."],
}
const ORIGIN = {
  source: "url" as const,
  location: "https://shop.dev/swagger.json",
  openedAt: "2026-11-25T10:00:00.000Z",
}

describe("toOpenedApi", () => {
  const api = toOpenedApi(IMPORTED, "opened-0123456789abcdef", ORIGIN)
  it.each([
    ["id", api.id, "opened-0123456789abcdef"],
    ["a description when the document has none", api.description, "Shop, opened from its Swagger 2.0 description."],
    ["category: APIs.guru's first, else 'Your API'", api.category, "Your API"],
    ["website: the document's address when it has no link", api.website, "https://shop.dev/swagger.json"],
    [
      "method kept, deprecated said first",
      [api.endpoints[0]?.method, api.endpoints[0]?.description],
      ["DELETE", "Deprecated."],
    ],
    [
      "an empty description falls back to the name",
      api.endpoints[0]?.description === "" ? "empty" : "filled",
      "filled",
    ],
    [
      "parameters keep where they go",
      api.endpoints[0]?.parameters?.map((p) => [p.name, p.in, p.example]),
      [
        ["id", "path", "7"],
        ["X-Req", "header", undefined],
      ],
    ],
    ["the body example prefills", api.endpoints[1]?.body, '{\n  "qty": 1\n}'],
    ["an endpoint's own key placement", api.endpoints[1]?.keyPlacement, { in: "header", name: "X-Key" }],
    ["the API's key placement", api.keyPlacement, { in: "bearer" }],
    // Issue 31: no invented cors/free/browser facts; the source says it was opened, and nothing more.
    ["what is not claimed", ["cors", "free", "browser"].filter((key) => key in api || key in api.source), []],
    [
      "where it came from",
      api.source,
      {
        kind: "opened",
        ...ORIGIN,
        notes: IMPORTED.notes,
        authNote: IMPORTED.authNote,
        groups: IMPORTED.groups,
        version: "2.1",
        specVersion: "2.0",
        servers: [{ url: "https://shop.dev/v1" }],
      },
    ],
  ])("%s", (_, actual, expected) => {
    expect(actual).toEqual(expected)
  })

  it("keeps what the importer shares shared: one parameter list, one parameter object", () => {
    const [first] = IMPORTED.endpoints
    const shared = first!.parameters
    const three = toOpenedApi(
      {
        ...IMPORTED,
        endpoints: [
          { ...first!, parameters: shared },
          { ...first!, path: "/orders/{id}/items", parameters: shared },
          { ...first!, path: "/orders/{id}/notes", parameters: [shared[0]!] },
        ],
      },
      "opened-x",
      ORIGIN,
    )
    const [a, b, c] = three.endpoints
    expect(b?.parameters).toBe(a?.parameters)
    expect(c?.parameters).not.toBe(a?.parameters)
    expect(c?.parameters?.[0]).toBe(a?.parameters?.[0])
    expect(a?.parameters?.[0]).toEqual({
      name: "id",
      in: "path",
      type: "string",
      required: true,
      description: "Order id",
      example: "7",
    })
  })

  it("an unknown method becomes GET rather than something the tester cannot send", () => {
    const odd = toOpenedApi(
      { ...IMPORTED, endpoints: [{ ...IMPORTED.endpoints[1]!, method: "trace" }] },
      "opened-x",
      ORIGIN,
    )
    expect(odd.endpoints[0]?.method).toBe("GET")
  })
})

describe("openedId", () => {
  it.each([
    ["url:https://a.dev/x.json", "url:https://a.dev/x.json", true],
    ["url:https://a.dev/x.json", "url:https://a.dev/y.json", false],
    ["text:abc", "text:abd", false],
    ["", "", true],
  ])("%j vs %j: same id %s", (a, b, same) => {
    expect(openedId(a)).toMatch(/^opened-[0-9a-f]{16}$/)
    expect(openedId(a) === openedId(b)).toBe(same)
  })
})

describe("specName and originText", () => {
  it.each([
    ["2.0", "Swagger 2.0"],
    ["3.0", "OpenAPI 3.0"],
    ["3.1", "OpenAPI 3.1"],
  ] as const)("%s → %s", (version, name) => expect(specName(version)).toBe(name))

  // Local times: formatDay reads the visitor's time zone, whichever the test machine has.
  it.each([
    [
      { source: "url", location: "https://x.dev/o.json", openedAt: new Date(2026, 10, 25, 10).toISOString() },
      "from https://x.dev/o.json, opened 2026-11-25",
    ],
    [
      { source: "file", location: "pets.yaml", openedAt: new Date(2026, 0, 2, 10).toISOString() },
      "from pets.yaml, opened 2026-01-02",
    ],
    [{ source: "url", openedAt: new Date(2026, 0, 2, 10).toISOString() }, "from an address, opened 2026-01-02"],
    [{ source: "file", openedAt: new Date(2026, 0, 2, 10).toISOString() }, "from a file, opened 2026-01-02"],
    [{ source: "paste", openedAt: new Date(2026, 0, 2, 10).toISOString() }, "from pasted text, opened 2026-01-02"],
    [{ source: "paste", openedAt: "not a date" }, "from pasted text"],
    // Issue 31: a right-to-left override in the address was shown raw ("…/exe.yaml" read backwards).
    [
      { source: "url", location: "https://x.dev/\u202Elmay.exe", openedAt: "x" },
      "from https://x.dev/%E2%80%AElmay.exe",
    ],
    [{ source: "file", location: "a\u2066b\u0007.yaml", openedAt: "x" }, "from a%E2%81%A6b%07.yaml"],
  ] as const)("%j → %s", (origin, text) => expect(originText(origin)).toBe(text))
})

describe("showableLocation", () => {
  it.each([
    ["https://x.dev/openapi.yaml", "https://x.dev/openapi.yaml"],
    ["https://x.dev/\u202Elmth.exe", "https://x.dev/%E2%80%AElmth.exe"],
    ["pets\u200F.yaml", "pets%E2%80%8F.yaml"],
    ["ünïcode ✓.yaml", "ünïcode ✓.yaml"],
  ])("%j → %j", (text, shown) => expect(showableLocation(text)).toBe(shown))
})
