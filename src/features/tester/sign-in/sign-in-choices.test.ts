// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { OAuthFlow } from "@/lib/oauth/oauth-scheme"
import { discoveredFlows, flowChoices, initialScopes } from "./sign-in-choices"
import { MAX_TOKEN_LENGTH, providerFromFlow, startAuthorizationCode, toSignedIn } from "./sign-in-flow"

const CODE: OAuthFlow = {
  type: "authorizationCode",
  authorizationUrl: "https://id.example/authorize",
  tokenUrl: "https://id.example/token",
  scopes: [{ name: "openid", description: "" }],
}

describe("flowChoices", () => {
  it("offers authorization code and client credentials, and names the others", () => {
    const flows: OAuthFlow[] = [
      CODE,
      { type: "implicit", authorizationUrl: "https://id.example/a", scopes: [] },
      { type: "clientCredentials", tokenUrl: "https://id.example/token", scopes: [] },
      { type: "password", tokenUrl: "https://id.example/token", scopes: [] },
    ]
    const { offered, notOffered } = flowChoices(flows)
    expect(offered.map((flow) => flow.type)).toEqual(["authorizationCode", "clientCredentials"])
    expect(notOffered).toEqual(["Implicit", "Password"])
  })
})

describe("discoveredFlows", () => {
  it.each([
    [
      "authorization code only",
      {
        issuer: "https://id.example",
        authorization_endpoint: "https://id.example/a",
        token_endpoint: "https://id.example/t",
      },
      ["authorizationCode"],
    ],
    [
      "and client credentials when granted",
      {
        issuer: "https://id.example",
        authorization_endpoint: "https://id.example/a",
        token_endpoint: "https://id.example/t",
        grant_types_supported: ["authorization_code", "client_credentials"],
      },
      ["authorizationCode", "clientCredentials"],
    ],
    ["nothing without a token endpoint", { issuer: "https://id.example" }, []],
  ])("%s", (_, server, types) => {
    expect(discoveredFlows(server).map((flow) => flow.type)).toEqual(types)
  })

  it("takes scopes_supported as scopes", () => {
    const [flow] = discoveredFlows({
      issuer: "https://id.example",
      authorization_endpoint: "https://id.example/a",
      token_endpoint: "https://id.example/t",
      scopes_supported: ["openid", "email"],
    })
    expect(flow?.scopes).toEqual([
      { name: "openid", description: "" },
      { name: "email", description: "" },
    ])
  })
})

describe("initialScopes", () => {
  it.each([
    [CODE, true, ["openid"]],
    [CODE, false, []],
    [{ ...CODE, scopes: [] }, true, []],
  ])("%#", (flow, isOpenIdConnect, expected) => {
    expect(initialScopes(flow, isOpenIdConnect)).toEqual(expected)
  })
})

describe("providerFromFlow", () => {
  it("takes the authorization URL's origin as the issuer of a document's flow", () => {
    const result = providerFromFlow(CODE)
    expect(result).toEqual({
      ok: true,
      provider: {
        authorizationServer: {
          issuer: "https://id.example",
          authorization_endpoint: "https://id.example/authorize",
          token_endpoint: "https://id.example/token",
        },
        isLocal: false,
        isDiscovered: false,
      },
    })
  })

  it.each([
    ["a javascript: authorization URL", { ...CODE, authorizationUrl: "javascript:alert(1)" }, /"javascript:" address/],
    ["a plain http token URL", { ...CODE, tokenUrl: "http://id.example/token" }, /plain http/],
    ["no token URL", { ...CODE, tokenUrl: undefined }, /no token URL/],
  ])("refuses %s", (_, flow, message) => {
    const result = providerFromFlow(flow)
    expect(result.ok ? "" : result.message).toMatch(message)
  })

  it("is local only when every URL is", () => {
    const local = providerFromFlow({
      ...CODE,
      authorizationUrl: "http://127.0.0.1:9/a",
      tokenUrl: "http://127.0.0.1:9/t",
    })
    expect(local.ok && local.provider.isLocal).toBe(true)
    const mixed = providerFromFlow({ ...CODE, tokenUrl: "http://127.0.0.1:9/t" })
    expect(mixed.ok && mixed.provider.isLocal).toBe(false)
  })
})

describe("startAuthorizationCode", () => {
  it("sends S256 PKCE and a fresh random state, and keeps the verifier for this tab", async () => {
    const result = providerFromFlow(CODE)
    if (!result.ok) throw new Error(result.message)
    const input = {
      provider: result.provider,
      clientId: "c 1",
      scopes: ["openid", "email"],
      redirectUri: "https://explorer.example/oauth/callback",
      now: 1000,
    }
    const first = await startAuthorizationCode(input)
    const second = await startAuthorizationCode(input)
    const params = first.url.searchParams
    expect(first.url.origin + first.url.pathname).toBe("https://id.example/authorize")
    expect(Object.fromEntries(params)).toMatchObject({
      response_type: "code",
      client_id: "c 1",
      redirect_uri: "https://explorer.example/oauth/callback",
      scope: "openid email",
      code_challenge_method: "S256",
      state: first.pending.state,
    })
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.pending.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/)
    expect(params.toString()).not.toContain(first.pending.codeVerifier)
    expect(first.pending.state).not.toBe(second.pending.state)
    expect(first.pending.codeVerifier).not.toBe(second.pending.codeVerifier)
    expect(first.pending.expiresAt).toBe(1000 + 10 * 60_000)
  })
})

describe("toSignedIn", () => {
  it("keeps the token, its lifetime and scope", () => {
    expect(toSignedIn({ access_token: "t", expires_in: 3600, scope: "openid" })).toEqual({
      accessToken: "t",
      expiresIn: 3600,
      scope: "openid",
    })
  })

  it.each([
    ["a refresh token is kept", { access_token: "t", refresh_token: "r1" }, { accessToken: "t", refreshToken: "r1" }],
    ["an empty one is not", { access_token: "t", refresh_token: "" }, { accessToken: "t" }],
    [
      "an oversized one is not",
      { access_token: "t", refresh_token: "r".repeat(MAX_TOKEN_LENGTH + 1) },
      { accessToken: "t" },
    ],
  ])("%s", (_label, response, signedIn) => {
    expect(toSignedIn(response)).toEqual(signedIn)
  })

  it("refuses an oversized token, saying its length", () => {
    expect(() => toSignedIn({ access_token: "x".repeat(MAX_TOKEN_LENGTH + 1) })).toThrow(
      /16,385 characters long, more than a request header can carry \(16,384\)/,
    )
    expect(toSignedIn({ access_token: "x".repeat(MAX_TOKEN_LENGTH) }).accessToken).toHaveLength(MAX_TOKEN_LENGTH)
  })
})
