import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { KeyPlacement } from "@/data/api-schema"
import { findApi } from "@/data/apis"
import { endpointKeyPlacement } from "@/lib/api-keys"
import { FORBIDDEN_HEADER_NAMES } from "@/lib/forbidden-headers"
import { checkHeaders, headerProblem, keyHeaderNames } from "./request-headers"

describe("headerProblem", () => {
  it.each<[string, string, string | null]>([
    ["X-Trace-Id", "abc", null],
    ["x-custom", "", null],
    ["Accept", "text/csv", null],
    ["Content-Type", "application/json", null],
    ["Authorization", "Bearer x", null],
    ["!#$%&'*+-.^_`|~9", "v", null],
    ["X-Symbols", " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~\t", null],
    ["", "v", "Enter a header name."],
    ["X Y", "v", `"X Y" is not a valid header name: use letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ only.`],
    ["X:Y", "v", `"X:Y" is not a valid header name: use letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ only.`],
    ["é", "v", `"é" is not a valid header name: use letters, digits and ! # $ % & ' * + - . ^ _ \` | ~ only.`],
    ["Cookie", "a=1", 'Browsers do not let web pages set the "Cookie" header.'],
    ["HOST", "a", 'Browsers do not let web pages set the "HOST" header.'],
    ["Content-Length", "1", 'Browsers do not let web pages set the "Content-Length" header.'],
    [
      "Proxy-Authorization",
      "x",
      'Browsers do not let web pages set headers starting with "Proxy-" or "Sec-" ("Proxy-Authorization").',
    ],
    [
      "sec-fetch-mode",
      "x",
      'Browsers do not let web pages set headers starting with "Proxy-" or "Sec-" ("sec-fetch-mode").',
    ],
    ["X-A", "a\nb", 'The value of "X-A" cannot contain line breaks or NUL characters.'],
    ["X-A", "a\rb", 'The value of "X-A" cannot contain line breaks or NUL characters.'],
    ["X-A", "a\0b", 'The value of "X-A" cannot contain line breaks or NUL characters.'],
    [
      "X-A",
      "😀",
      'The value of "X-A" can only hold printable ASCII characters (no accents, emoji or control characters).',
    ],
    [
      "X-A",
      "café",
      'The value of "X-A" can only hold printable ASCII characters (no accents, emoji or control characters).',
    ],
    [
      "X-A",
      "a\u0001",
      'The value of "X-A" can only hold printable ASCII characters (no accents, emoji or control characters).',
    ],
    [
      "X-HTTP-Method-Override",
      "GET, trace",
      'Browsers do not let web pages set "X-HTTP-Method-Override" to CONNECT, TRACE or TRACK.',
    ],
    ["X-HTTP-Method-Override", "PATCH", null],
  ])("%j: %j → %j", (name, value, expected) => {
    expect(headerProblem(name, value)).toBe(expected)
  })

  it("a reserved name (the key's header) is refused in any case", () => {
    expect(headerProblem("authorization", "x", ["Authorization"])).toBe(
      '"authorization" carries your API key: set the key in the API key field instead.',
    )
  })

  it("agrees with the platform: whatever it accepts, new Headers() accepts and keeps", () => {
    const chars = fc.oneof(
      fc.constantFrom("a", "Z", "-", "'", "$", "`", " ", ":", "\t", "\n", "\r", "\0", "é", "😀", '"', "\\"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    )
    fc.assert(
      fc.property(fc.string({ unit: chars, maxLength: 8 }), fc.string({ unit: chars, maxLength: 8 }), (name, raw) => {
        const value = raw.replace(/^[\t ]+|[\t ]+$/g, "")
        if (headerProblem(name, value) !== null) return
        const headers = new Headers()
        headers.set(name, value)
        expect(headers.get(name)).toBe(value)
      }),
      { numRuns: 150 },
    )
    // A guard against hangs, generous: 150 property runs took 5.7 s once while the machine ran e2e tests beside it.
  }, 30_000)

  it("every forbidden name is one the platform's list also has (lower case, no duplicates)", () => {
    for (const name of FORBIDDEN_HEADER_NAMES) expect(name).toBe(name.toLowerCase())
    expect(FORBIDDEN_HEADER_NAMES.size).toBe(21)
  })
})

describe("checkHeaders", () => {
  it("trims, skips empty rows, reports each bad row and a repeated name", () => {
    expect(
      checkHeaders([
        { name: " X-Trace ", value: " 1 " },
        { name: "", value: "" },
        { name: "Host", value: "a" },
        { name: "x-trace", value: "2" },
        { name: "", value: "orphan" },
      ]),
    ).toEqual({
      headers: [["X-Trace", "1"]],
      errors: [
        null,
        null,
        'Browsers do not let web pages set the "Host" header.',
        '"x-trace" is set twice: keep one row.',
        "Enter a header name.",
      ],
    })
  })

  it("no rows: nothing to send", () => {
    expect(checkHeaders([])).toEqual({ headers: [], errors: [] })
  })
})

describe("keyHeaderNames", () => {
  it.each<[string, KeyPlacement | undefined, string[]]>([
    ["a named header", { in: "header", name: "x-api-key" }, ["x-api-key"]],
    ["a bearer token", { in: "bearer" }, ["Authorization"]],
    ["HTTP Basic", { in: "basic" }, ["Authorization"]],
    ["a query parameter", { in: "query", name: "appid" }, []],
    ["a path placeholder", { in: "placeholder", name: "token" }, []],
    ["no key", undefined, []],
  ])("%s → %j", (_, placement, expected) => {
    expect(keyHeaderNames(placement)).toEqual(expected)
  })

  it("follows the endpoint's own placement: an API's header key is free on an endpoint that takes it in the query", () => {
    const api = { keyPlacement: { in: "header", name: "X-Api-Key" } as const }
    expect(keyHeaderNames(endpointKeyPlacement(api, { keyPlacement: { in: "query", name: "key" } }))).toEqual([])
    expect(keyHeaderNames(endpointKeyPlacement(api, {}))).toEqual(["X-Api-Key"])
  })

  it("reserves Authorization on PayPal's Basic token endpoint and on its bearer endpoints", () => {
    const paypal = findApi("paypal")
    const token = paypal?.endpoints.find((endpoint) => endpoint.path === "/v1/oauth2/token")
    const order = paypal?.endpoints.find((endpoint) => endpoint.path === "/v2/checkout/orders")
    expect(token?.keyPlacement).toEqual({ in: "basic" })
    expect(paypal && order && keyHeaderNames(endpointKeyPlacement(paypal, order))).toEqual(["Authorization"])
    const reserved = paypal && token ? keyHeaderNames(endpointKeyPlacement(paypal, token)) : []
    expect(reserved).toEqual(["Authorization"])
    expect(checkHeaders([{ name: "authorization", value: "Basic x" }], reserved).errors).toEqual([
      '"authorization" carries your API key: set the key in the API key field instead.',
    ])
  })
})
