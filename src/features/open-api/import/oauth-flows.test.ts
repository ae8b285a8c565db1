import { describe, expect, it } from "vitest"
import { mapContext } from "./map-context"
import { importDocument } from "./import-document"
import { mapOAuthScheme, MAX_OAUTH_SCHEMES, resolveOAuthUrl } from "./oauth-flows"
import { RefResolver, type Json } from "./refs"

function scheme(value: Json, baseUrl = "https://api.example.com/v1", components: Json = {}) {
  const document = { components: { ...(components as object), securitySchemes: { s: value } } } as Json
  return mapOAuthScheme(mapContext(new RefResolver(document)), "s", value, baseUrl)
}

describe("resolveOAuthUrl", () => {
  it.each([
    [
      "absolute stays",
      "https://auth.example.com/authorize",
      "https://api.example.com/v1",
      "https://auth.example.com/authorize",
    ],
    [
      "root-relative on the server's origin",
      "/oauth/token",
      "https://api.example.com/v1",
      "https://api.example.com/oauth/token",
    ],
    [
      "path-relative under the server",
      "oauth/token",
      "https://api.example.com/v1",
      "https://api.example.com/v1/oauth/token",
    ],
    ["a server with a placeholder: as written", "/oauth/token", "https://{region}.example.com", "/oauth/token"],
    ["a relative server: as written", "/oauth/token", "/v1", "/oauth/token"],
    [
      "javascript: kept as written (the sign-in refuses it)",
      "javascript:alert(1)",
      "https://a.dev",
      "javascript:alert(1)",
    ],
  ])("%s", (_, url, baseUrl, expected) => {
    expect(resolveOAuthUrl(url, baseUrl)).toBe(expected)
  })

  it.each([[undefined], [""], [42], ["   "]])("%j → undefined", (value) => {
    expect(resolveOAuthUrl(value as Json, "https://a.dev")).toBeUndefined()
  })
})

describe("mapOAuthScheme", () => {
  it("keeps every flow's URLs and scopes with their descriptions, in OpenAPI's order", () => {
    expect(
      scheme({
        type: "oauth2",
        description: "Sign in with Example.",
        flows: {
          clientCredentials: { tokenUrl: "/token", scopes: { admin: "Everything" } },
          authorizationCode: {
            authorizationUrl: "https://auth.example.com/authorize",
            tokenUrl: "https://auth.example.com/token",
            refreshUrl: "https://auth.example.com/refresh",
            scopes: { "read:pets": "Read your pets", "write:pets": 7 },
          },
        },
      }),
    ).toEqual({
      name: "s",
      description: "Sign in with Example.",
      flows: [
        {
          type: "authorizationCode",
          authorizationUrl: "https://auth.example.com/authorize",
          tokenUrl: "https://auth.example.com/token",
          refreshUrl: "https://auth.example.com/refresh",
          scopes: [
            { name: "read:pets", description: "Read your pets" },
            { name: "write:pets", description: "" },
          ],
        },
        {
          type: "clientCredentials",
          tokenUrl: "https://api.example.com/token",
          scopes: [{ name: "admin", description: "Everything" }],
        },
      ],
    })
  })

  it("keeps OpenAPI 3.2's device authorization flow", () => {
    expect(
      scheme({
        type: "oauth2",
        flows: {
          deviceAuthorization: {
            deviceAuthorizationUrl: "https://a.dev/device",
            tokenUrl: "https://a.dev/token",
            scopes: {},
          },
        },
      })?.flows,
    ).toEqual([
      {
        type: "deviceAuthorization",
        deviceAuthorizationUrl: "https://a.dev/device",
        tokenUrl: "https://a.dev/token",
        scopes: [],
      },
    ])
  })

  it("keeps an OpenID Connect scheme's discovery address, its flows learnt when signing in", () => {
    expect(
      scheme({ type: "openIdConnect", openIdConnectUrl: "https://id.example.com/.well-known/openid-configuration" }),
    ).toEqual({
      name: "s",
      description: "",
      flows: [],
      openIdConnectUrl: "https://id.example.com/.well-known/openid-configuration",
    })
  })

  it("follows a $ref to the scheme", () => {
    const mapped = scheme({ $ref: "#/components/x" }, "https://a.dev", {
      x: { type: "oauth2", flows: { implicit: { authorizationUrl: "https://a.dev/auth", scopes: {} } } },
    })
    expect(mapped?.flows.map((flow) => flow.type)).toEqual(["implicit"])
  })

  it.each([
    ["an API key", { type: "apiKey", in: "header", name: "X-Key" }],
    ["HTTP bearer", { type: "http", scheme: "bearer" }],
    ["OAuth 2 without flows", { type: "oauth2", flows: {} }],
    ["OAuth 2 with flows that are not objects", { type: "oauth2", flows: { authorizationCode: "x", implicit: [] } }],
    ["OpenID Connect without an address", { type: "openIdConnect" }],
  ])("%s → undefined", (_, value) => {
    expect(scheme(value as Json)).toBeUndefined()
  })
})

describe("importDocument keeps the sign-in schemes", () => {
  const base = {
    openapi: "3.0.3",
    info: { title: "T", version: "1" },
    servers: [{ url: "https://api.example.com" }],
    paths: { "/a": { get: { responses: { "200": { description: "ok" } } } } },
  }

  it("as `oauth`, beside the bearer placement security.ts gives them", () => {
    const result = importDocument({
      ...base,
      security: [{ id: ["openid"] }],
      components: {
        securitySchemes: {
          key: { type: "apiKey", in: "query", name: "k" },
          id: { type: "openIdConnect", openIdConnectUrl: "/.well-known/openid-configuration" },
        },
      },
    })
    if (!result.ok) throw new Error(result.message)
    expect(result.api.keyPlacement).toEqual({ in: "bearer" })
    expect(result.api.oauth).toEqual([
      {
        name: "id",
        description: "",
        flows: [],
        openIdConnectUrl: "https://api.example.com/.well-known/openid-configuration",
      },
    ])
  })

  it("keeps a Swagger 2.0 accessCode flow as authorization code", () => {
    const result = importDocument({
      swagger: "2.0",
      info: { title: "T", version: "1" },
      host: "api.example.com",
      schemes: ["https"],
      paths: { "/a": { get: { responses: { "200": { description: "ok" } } } } },
      securityDefinitions: {
        o: {
          type: "oauth2",
          flow: "accessCode",
          authorizationUrl: "https://a.example.com/auth",
          tokenUrl: "https://a.example.com/token",
          scopes: { read: "Read" },
        },
      },
    })
    if (!result.ok) throw new Error(result.message)
    expect(result.api.oauth?.[0]?.flows).toEqual([
      {
        type: "authorizationCode",
        authorizationUrl: "https://a.example.com/auth",
        tokenUrl: "https://a.example.com/token",
        scopes: [{ name: "read", description: "Read" }],
      },
    ])
  })

  it("leaves the field out when there is none, and keeps at most MAX_OAUTH_SCHEMES", () => {
    const none = importDocument(base)
    expect(none.ok && "oauth" in none.api).toBe(false)
    const many = Object.fromEntries(
      Array.from({ length: MAX_OAUTH_SCHEMES + 5 }, (_, i) => [
        `s${i}`,
        { type: "openIdConnect", openIdConnectUrl: `https://a.dev/${i}` },
      ]),
    )
    const result = importDocument({ ...base, components: { securitySchemes: many } })
    expect(result.ok && result.api.oauth?.length).toBe(MAX_OAUTH_SCHEMES)
  })
})
