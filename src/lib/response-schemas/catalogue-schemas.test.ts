import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { findApi } from "@/data/apis"
import {
  basePath,
  CATALOGUE_SCHEMA_SOURCES,
  NOT_DESCRIBED,
  catalogueSchemasPath,
  checksCatalogueOperation,
  hasCatalogueSchemas,
  pickOperations,
  reachableRefs,
} from "./catalogue-schemas"
import { operationKey } from "./operation-key"
import { isRecord, RESPONSE_SCHEMAS_FORMAT, type ResponseSchemaRecord } from "./response-schemas"

const record = (
  operations: ResponseSchemaRecord["operations"],
  refs: ResponseSchemaRecord["refs"] = {},
): ResponseSchemaRecord => ({ format: RESPONSE_SCHEMAS_FORMAT, specVersion: "3.0", operations, refs })
const ok = { "200": { "application/json": { $ref: "#/components/schemas/Message" } } }

describe("which catalogue APIs have schemas, and where", () => {
  it.each([
    ["github", true, "/catalogue-schemas/github.json"],
    ["stripe", true, "/catalogue-schemas/stripe.json"],
    ["open-meteo", false, "/catalogue-schemas/open-meteo.json"],
    ["__proto__", false, "/catalogue-schemas/__proto__.json"],
    ["a/../b", false, "/catalogue-schemas/a%2F..%2Fb.json"],
  ])("%s: %s, %s", (id, has, path) => {
    expect(hasCatalogueSchemas(id)).toBe(has)
    expect(catalogueSchemasPath(id)).toBe(path)
  })

  it.each([
    ["paypal", "GET /v2/checkout/orders/{id}", true],
    ["paypal", "POST /v2/checkout/orders", true],
    ["paypal", "POST /v1/oauth2/token", false],
    ["github", "GET /users/{username}", true],
    ["github", "POST /v1/oauth2/token", true],
    ["open-meteo", "GET /v1/forecast", false],
    ["__proto__", "GET /", false],
    ["constructor", "GET /", false],
  ])("checksCatalogueOperation(%j, %j) → %s", (id, operation, checks) => {
    expect(checksCatalogueOperation(id, operation)).toBe(checks)
  })

  it.each([
    ["https://api.stripe.com/v1", "/v1"],
    ["https://api.stripe.com/v1/", "/v1"],
    ["https://api.github.com", ""],
    ["not an address", ""],
  ])("basePath(%j) → %j", (url, path) => {
    expect(basePath(url)).toBe(path)
  })
})

describe("pickOperations", () => {
  const whole = record(
    {
      "GET /2010-04-01/Accounts/{AccountSid}/Messages/{Sid}.json": ok,
      "POST /2010-04-01/Accounts/{AccountSid}/Messages.json": ok,
      "GET /2010-04-01/Accounts/{AccountSid}/Calls.json": { "200": { "application/json": null } },
    },
    {
      "#/components/schemas/Message": { type: "object", properties: { media: { $ref: "#/components/schemas/Media" } } },
      "#/components/schemas/Media": { type: "string" },
      "#/components/schemas/Call": { type: "object" },
    },
  )

  it("finds the catalogue's operations across base paths and template names, with only the schemas they reach", () => {
    const { record: picked, missing } = pickOperations(whole, [""], "https://api.twilio.com/2010-04-01", [
      { method: "GET", path: "/Accounts/{AccountSid}/Messages/{MessageSid}.json" },
      { method: "post", path: "/Accounts/{AccountSid}/Messages.json" },
    ])
    expect(missing).toEqual([])
    expect(picked.operations).toEqual({
      "GET /Accounts/{AccountSid}/Messages/{MessageSid}.json": ok,
      "POST /Accounts/{AccountSid}/Messages.json": ok,
    })
    expect(Object.keys(picked.refs)).toEqual(["#/components/schemas/Message", "#/components/schemas/Media"])
    expect(picked.specVersion).toBe("3.0")
  })

  it.each([
    ["the description's server path", "/Accounts/{A}/Calls.json", ["/2010-04-01"]],
    ["the path itself, another host", "/2010-04-01/Accounts/{A}/Calls.json", [""]],
    ["no servers named", "/2010-04-01/Accounts/{A}/Calls.json", []],
    ["one of several servers", "/Accounts/{A}/Calls.json", ["/v3", "/2010-04-01"]],
  ])("finds it through %s", (_, path, servers) => {
    const { missing } = pickOperations(record({ [`GET ${path}`]: ok }), servers, "https://sandbox.x.dev/2010-04-01/", [
      { method: "GET", path: "/Accounts/{AccountSid}/Calls.json" },
    ])
    expect(missing).toEqual([])
  })

  it("says which operations the description does not have (another method, another path)", () => {
    const { record: picked, missing } = pickOperations(whole, [""], "https://api.twilio.com/2010-04-01", [
      { method: "DELETE", path: "/Accounts/{AccountSid}/Messages.json" },
      { method: "GET", path: "/Accounts/{AccountSid}/Queues.json" },
    ])
    expect(missing).toEqual(["DELETE /Accounts/{AccountSid}/Messages.json", "GET /Accounts/{AccountSid}/Queues.json"])
    expect(picked.operations).toEqual({})
    expect(picked.refs).toEqual({})
  })
})

describe("reachableRefs", () => {
  it.each([
    ["none", [{ type: "string" }], {}, []],
    [
      "direct and through another",
      [{ $ref: "#/a" }],
      { "#/a": { items: { $ref: "#/b" } }, "#/b": {}, "#/c": {} },
      ["#/a", "#/b"],
    ],
    ["a cycle, once each", [{ $ref: "#/a" }], { "#/a": { $ref: "#/b" }, "#/b": { $ref: "#/a" } }, ["#/a", "#/b"]],
    [
      "in arrays, in the refs' own order",
      [[{ $ref: "#/b" }, { $ref: "#/a" }]],
      { "#/a": {}, "#/b": {} },
      ["#/a", "#/b"],
    ],
    ["a target it does not have", [{ $ref: "#/missing" }], { "#/a": {} }, []],
    ["a property named $ref that is not a string", [{ $ref: { $ref: "#/a" } }], { "#/a": {} }, ["#/a"]],
  ])("%s", (_, values, refs, expected) => {
    expect(Object.keys(reachableRefs(values, refs as ResponseSchemaRecord["refs"]))).toEqual(expected)
  })
})

describe("the committed files (npm run catalogue:schemas)", () => {
  const ids = Object.keys(CATALOGUE_SCHEMA_SOURCES)

  it("are one per listed API, and no other", () => {
    expect(readdirSync("public/catalogue-schemas").sort()).toEqual(ids.map((id) => `${id}.json`).sort())
  })

  it.each(ids)("%s: a record with every catalogue endpoint and every schema it reaches", (id) => {
    const value: unknown = JSON.parse(readFileSync(`public${catalogueSchemasPath(id)}`, "utf8"))
    expect(isRecord(value)).toBe(true)
    const file = value as ResponseSchemaRecord
    const api = findApi(id)
    expect(api).toBeDefined()
    const keys = (api?.endpoints ?? [])
      .map((endpoint) => operationKey(endpoint.method, endpoint.path))
      .filter((key) => !(NOT_DESCRIBED[id] ?? []).includes(key))
    expect(Object.keys(file.operations).sort()).toEqual([...keys].sort())
    for (const statuses of Object.values(file.operations)) expect(Object.keys(statuses).length).toBeGreaterThan(0)
    expect(reachableRefs(Object.values(file.operations), file.refs)).toEqual(file.refs)
  })
})
