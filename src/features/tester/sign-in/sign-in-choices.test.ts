// @vitest-environment node
import { describe, expect, it } from "vitest"
import type { OAuthFlow } from "@/lib/oauth/oauth-scheme"
import { discoveredFlows, flowChoices, initialScopes } from "./sign-in-choices"
import {
  MAX_TOKEN_LENGTH,
  pollDeviceCode,
  providerFromFlow,
  startAuthorizationCode,
  startDeviceAuthorization,
  startImplicit,
  toSignedIn,
} from "./sign-in-flow"

const CODE: OAuthFlow = {
  type: "authorizationCode",
  authorizationUrl: "https://id.example/authorize",
  tokenUrl: "https://id.example/token",
  scopes: [{ name: "openid", description: "" }],
}

const IMPLICIT: OAuthFlow = { type: "implicit", authorizationUrl: "https://id.example/authorize", scopes: [] }
const PASSWORD: OAuthFlow = { type: "password", tokenUrl: "https://id.example/token", scopes: [] }

describe("flowChoices", () => {
  it("offers authorization code, client credentials and device authorization, and names the others", () => {
    const flows: OAuthFlow[] = [
      CODE,
      { type: "implicit", authorizationUrl: "https://id.example/a", scopes: [] },
      { type: "clientCredentials", tokenUrl: "https://id.example/token", scopes: [] },
      {
        type: "deviceAuthorization",
        deviceAuthorizationUrl: "https://id.example/device",
        tokenUrl: "https://id.example/token",
        scopes: [],
      },
      { type: "password", tokenUrl: "https://id.example/token", scopes: [] },
    ]
    const { offered, notOffered } = flowChoices(flows)
    expect(offered.map((flow) => flow.type)).toEqual(["authorizationCode", "clientCredentials", "deviceAuthorization"])
    expect(notOffered).toEqual(["Implicit", "Password"])
  })

  it.each([
    ["offered when it is the scheme's only flow", [IMPLICIT], ["implicit"], []],
    ["not offered beside another flow", [IMPLICIT, CODE], ["authorizationCode"], ["Implicit"]],
    ["not offered beside a flow not run either", [IMPLICIT, PASSWORD], [], ["Implicit", "Password"]],
  ])("implicit is %s", (_, flows, offered, notOffered) => {
    const choices = flowChoices(flows)
    expect(choices.offered.map((flow) => flow.type)).toEqual(offered)
    expect(choices.notOffered).toEqual(notOffered)
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
    [
      "and device authorization when there is a device authorization endpoint",
      {
        issuer: "https://id.example",
        authorization_endpoint: "https://id.example/a",
        token_endpoint: "https://id.example/t",
        device_authorization_endpoint: "https://id.example/device",
      },
      ["authorizationCode", "deviceAuthorization"],
    ],
    ["nothing without a token endpoint", { issuer: "https://id.example" }, []],
    [
      "no device authorization without a token endpoint",
      { issuer: "https://id.example", device_authorization_endpoint: "https://id.example/device" },
      [],
    ],
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

const DEVICE: OAuthFlow = {
  type: "deviceAuthorization",
  deviceAuthorizationUrl: "https://id.example/device",
  tokenUrl: "https://id.example/token",
  scopes: [],
}

describe("providerFromFlow for device authorization", () => {
  it("keeps the device authorization endpoint, its origin as the issuer", () => {
    const result = providerFromFlow(DEVICE)
    expect(result.ok && result.provider.authorizationServer).toEqual({
      issuer: "https://id.example",
      device_authorization_endpoint: "https://id.example/device",
      token_endpoint: "https://id.example/token",
    })
  })

  it.each([
    ["a javascript: device URL", { ...DEVICE, deviceAuthorizationUrl: "javascript:alert(1)" }, /"javascript:" address/],
    ["a plain http device URL", { ...DEVICE, deviceAuthorizationUrl: "http://id.example/d" }, /plain http/],
    ["no device URL", { ...DEVICE, deviceAuthorizationUrl: undefined }, /no device authorization URL/],
  ])("refuses %s", (_, flow, message) => {
    const result = providerFromFlow(flow)
    expect(result.ok ? "" : result.message).toMatch(message)
  })
})

/** A provider whose endpoints answer from `answers` (one JSON body and status per request), recording the forms. */
function stubFetch(answers: { status: number; body: unknown }[]) {
  const forms: URLSearchParams[] = []
  const fetchStub = (_input: RequestInfo | URL, init?: RequestInit) => {
    forms.push(new URLSearchParams(String(init?.body ?? "")))
    const answer = answers.shift() ?? { status: 500, body: {} }
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      }),
    )
  }
  return { forms, fetchStub }
}

describe("device authorization with oauth4webapi", () => {
  const provider = (() => {
    const result = providerFromFlow(DEVICE)
    if (!result.ok) throw new Error(result.message)
    return result.provider
  })()

  it("starts: the code, the verification address (complete when given), expiry and interval", async () => {
    const { forms, fetchStub } = stubFetch([
      {
        status: 200,
        body: {
          device_code: "dc1",
          user_code: "WDJB-MJHT",
          verification_uri: "https://id.example/device",
          verification_uri_complete: "https://id.example/device?user_code=WDJB-MJHT",
          expires_in: 600,
          interval: 2,
        },
      },
    ])
    const original = globalThis.fetch
    globalThis.fetch = fetchStub as typeof fetch
    try {
      const started = await startDeviceAuthorization({ provider, clientId: "tv", scopes: ["openid"] })
      expect(started).toEqual({
        deviceCode: "dc1",
        userCode: "WDJB-MJHT",
        verificationUri: "https://id.example/device",
        verificationUrl: "https://id.example/device?user_code=WDJB-MJHT",
        expiresIn: 600,
        interval: 2,
      })
      expect(Object.fromEntries(forms[0] ?? [])).toEqual({ client_id: "tv", scope: "openid" })
    } finally {
      globalThis.fetch = original
    }
  })

  it("refuses a javascript: verification address", async () => {
    const { fetchStub } = stubFetch([
      {
        status: 200,
        body: { device_code: "d", user_code: "u", verification_uri: "javascript:alert(1)", expires_in: 600 },
      },
    ])
    const original = globalThis.fetch
    globalThis.fetch = fetchStub as typeof fetch
    try {
      await expect(startDeviceAuthorization({ provider, clientId: "tv", scopes: [] })).rejects.toThrow(
        /provider's verification address is a "javascript:" address/,
      )
    } finally {
      globalThis.fetch = original
    }
  })

  it.each([
    ["authorization_pending", { kind: "pending" }],
    ["slow_down", { kind: "slow-down" }],
    ["access_denied", { kind: "denied" }],
    ["expired_token", { kind: "expired" }],
  ])("a poll answered %s → %j", async (error, answer) => {
    const { forms, fetchStub } = stubFetch([{ status: 400, body: { error } }])
    const original = globalThis.fetch
    globalThis.fetch = fetchStub as typeof fetch
    try {
      expect(await pollDeviceCode(provider, "tv", "dc1", new AbortController().signal)).toEqual(answer)
      expect(Object.fromEntries(forms[0] ?? [])).toEqual({
        client_id: "tv",
        device_code: "dc1",
        grant_type: "urn:ietf:params:oauth:grant-type:device_code",
      })
    } finally {
      globalThis.fetch = original
    }
  })

  it("a poll answered with the token, or another error (thrown on)", async () => {
    const { fetchStub } = stubFetch([
      { status: 200, body: { access_token: "at1", token_type: "Bearer", expires_in: 60 } },
      { status: 401, body: { error: "invalid_client" } },
    ])
    const original = globalThis.fetch
    globalThis.fetch = fetchStub as typeof fetch
    try {
      expect(await pollDeviceCode(provider, "tv", "dc1", new AbortController().signal)).toEqual({
        kind: "token",
        token: { accessToken: "at1", expiresIn: 60 },
      })
      await expect(pollDeviceCode(provider, "tv", "dc1", new AbortController().signal)).rejects.toMatchObject({
        error: "invalid_client",
      })
    } finally {
      globalThis.fetch = original
    }
  })
})

describe("startImplicit", () => {
  it("asks for the token itself with a fresh random state, and keeps no verifier", () => {
    const result = providerFromFlow(IMPLICIT)
    if (!result.ok) throw new Error(result.message)
    expect(result.provider.authorizationServer).toEqual({
      issuer: "https://id.example",
      authorization_endpoint: "https://id.example/authorize",
    })
    const input = {
      provider: result.provider,
      clientId: "c1",
      scopes: ["read"],
      redirectUri: "https://explorer.example/oauth/callback",
      now: 1000,
    }
    const first = startImplicit(input)
    const second = startImplicit(input)
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      response_type: "token",
      client_id: "c1",
      redirect_uri: "https://explorer.example/oauth/callback",
      scope: "read",
      state: first.pending.state,
    })
    expect(first.pending.state).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(first.pending.state).not.toBe(second.pending.state)
    expect(first.pending).toMatchObject({ implicit: true, codeVerifier: "", expiresAt: 1000 + 10 * 60_000 })
  })

  it.each([
    ["a javascript: authorization URL", { ...IMPLICIT, authorizationUrl: "javascript:alert(1)" }, /"javascript:"/],
    ["a plain http authorization URL", { ...IMPLICIT, authorizationUrl: "http://id.example/a" }, /plain http/],
  ])("refuses %s", (_, flow, message) => {
    const result = providerFromFlow(flow)
    expect(result.ok ? "" : result.message).toMatch(message)
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
