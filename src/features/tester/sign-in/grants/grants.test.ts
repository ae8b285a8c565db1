// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest"
import type { OAuthFlow } from "@/lib/oauth/oauth-scheme"
import { providerFromFlow, type Provider } from "../sign-in-flow"
import type { PendingSignIn } from "../pending-sign-ins"
import { GRANTS, grantOf, redirectGrantOf, type GrantInput } from "./index"

// Each grant module through its one shape: start → the address it opens or the request it sends; onAnswer for a
// token and each kind of failure; refresh where the grant has one. The network is a stubbed fetch.

function providerOf(flow: OAuthFlow): Provider {
  const result = providerFromFlow(flow)
  if (!result.ok) throw new Error(result.message)
  return result.provider
}

const CODE = providerOf({
  type: "authorizationCode",
  authorizationUrl: "https://id.example/authorize",
  tokenUrl: "https://id.example/token",
  scopes: [],
})
const IMPLICIT = providerOf({ type: "implicit", authorizationUrl: "https://id.example/authorize", scopes: [] })
const TOKEN_ONLY = providerOf({ type: "clientCredentials", tokenUrl: "https://id.example/token", scopes: [] })
const DEVICE = providerOf({
  type: "deviceAuthorization",
  deviceAuthorizationUrl: "https://id.example/device",
  tokenUrl: "https://id.example/token",
  scopes: [],
})

function input(provider: Provider, extra: Partial<GrantInput> = {}): GrantInput {
  return {
    provider,
    clientId: "client-1",
    clientSecret: "s3cret",
    scopes: ["read", "write"],
    redirectUri: "https://explorer.example/oauth/callback",
    now: 1_000,
    ...extra,
  }
}

type Sent = { url: string; headers: Headers; form: URLSearchParams }

/** fetch answering with `answers` in turn, recording what was sent. */
function stubFetch(answers: { status: number; body: unknown }[]): Sent[] {
  const sent: Sent[] = []
  vi.stubGlobal("fetch", (request: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(request instanceof Request ? request.url : request),
      headers: new Headers(init?.headers),
      form: new URLSearchParams(typeof init?.body === "string" ? init.body : String(init?.body ?? "")),
    })
    const answer = answers.shift() ?? { status: 500, body: {} }
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      }),
    )
  })
  return sent
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("GRANTS", () => {
  it.each([
    ["authorizationCode", GRANTS.authorizationCode, "has", "has"],
    ["implicit", GRANTS.implicit, "has", "has no"],
    ["clientCredentials", GRANTS.clientCredentials, "has no", "has no"],
    ["deviceAuthorization", GRANTS.deviceAuthorization, "has", "has"],
  ] as const)("%s %s answer and %s refresh", (type, grant, answer, refresh) => {
    expect(grantOf(type)).toBe(grant)
    expect(typeof grant.start).toBe("function")
    expect(grant.onAnswer === undefined).toBe(answer === "has no")
    expect(grant.refresh === undefined).toBe(refresh === "has no")
  })

  it("has no grant for the password flow, which is never offered", () => {
    expect(grantOf("password")).toBeUndefined()
  })

  it.each([
    [{ implicit: true }, GRANTS.implicit],
    [{}, GRANTS.authorizationCode],
  ])("a returning answer %j goes to its redirect grant", (extra, grant) => {
    expect(redirectGrantOf({ ...pendingOf("s"), ...extra })).toBe(grant)
  })
})

function pendingOf(state: string, extra: Partial<PendingSignIn> = {}): PendingSignIn {
  return {
    state,
    codeVerifier: "v".repeat(43),
    clientId: "client-1",
    redirectUri: "https://explorer.example/oauth/callback",
    authorizationServer: { ...CODE.authorizationServer, isDiscovered: false },
    isLocal: false,
    scope: "read write",
    expiresAt: 2_000,
    ...extra,
  }
}

describe("start", () => {
  it.each([
    ["authorization code", GRANTS.authorizationCode, CODE, "code", true],
    ["implicit", GRANTS.implicit, IMPLICIT, "token", false],
  ] as const)("%s opens the authorization URL", async (_, grant, provider, responseType, hasPkce) => {
    const started = await grant.start(input(provider, { returnTo: "/apis/x" }))
    expect(started.kind).toBe("redirect")
    const { url, pending } = started
    expect(url.origin + url.pathname).toBe("https://id.example/authorize")
    expect(url.searchParams.get("response_type")).toBe(responseType)
    expect(url.searchParams.get("client_id")).toBe("client-1")
    expect(url.searchParams.get("redirect_uri")).toBe("https://explorer.example/oauth/callback")
    expect(url.searchParams.get("scope")).toBe("read write")
    expect(url.searchParams.get("state")).toBe(pending.state)
    expect(url.searchParams.get("code_challenge_method")).toBe(hasPkce ? "S256" : null)
    expect(url.searchParams.has("code_challenge")).toBe(hasPkce)
    expect(pending.codeVerifier === "").toBe(!hasPkce)
    expect(pending.implicit === true).toBe(!hasPkce)
    expect(pending.returnTo).toBe("/apis/x")
    expect(url.searchParams.has("client_secret")).toBe(false)
  })

  it("client credentials asks the token endpoint at once, the secret as HTTP Basic", async () => {
    const sent = stubFetch([{ status: 200, body: { access_token: "cc-token", token_type: "bearer", expires_in: 60 } }])
    const started = await GRANTS.clientCredentials.start(input(TOKEN_ONLY))
    expect(started).toEqual({ kind: "token", signedIn: { accessToken: "cc-token", expiresIn: 60 } })
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe("https://id.example/token")
    expect(sent[0]?.form.get("grant_type")).toBe("client_credentials")
    expect(sent[0]?.form.get("scope")).toBe("read write")
    // RFC 6749 §2.3.1: id and secret are form-encoded before Basic, so "-" goes as %2D.
    expect(sent[0]?.headers.get("authorization")).toBe(`Basic ${btoa("client%2D1:s3cret")}`)
  })

  it("client credentials: a refusal is thrown for the caller to word", async () => {
    stubFetch([{ status: 401, body: { error: "invalid_client" } }])
    await expect(GRANTS.clientCredentials.start(input(TOKEN_ONLY))).rejects.toMatchObject({ error: "invalid_client" })
  })

  it("device asks the device authorization endpoint for a code", async () => {
    const sent = stubFetch([
      {
        status: 200,
        body: {
          device_code: "dc",
          user_code: "ABCD-EFGH",
          verification_uri: "https://id.example/activate",
          expires_in: 600,
          interval: 3,
        },
      },
    ])
    const started = await GRANTS.deviceAuthorization.start(input(DEVICE))
    expect(started).toEqual({
      kind: "device",
      device: {
        deviceCode: "dc",
        userCode: "ABCD-EFGH",
        verificationUri: "https://id.example/activate",
        verificationUrl: "https://id.example/activate",
        expiresIn: 600,
        interval: 3,
      },
    })
    expect(sent[0]?.url).toBe("https://id.example/device")
    expect(sent[0]?.form.get("client_id")).toBe("client-1")
    expect(sent[0]?.form.get("scope")).toBe("read write")
  })
})

describe("onAnswer: authorization code", () => {
  it("exchanges the code with the verifier and keeps the refresh target", async () => {
    const sent = stubFetch([{ status: 200, body: { access_token: "at", token_type: "Bearer", refresh_token: "rt" } }])
    const pending = pendingOf("s1")
    const answer = await GRANTS.authorizationCode.onAnswer?.({ kind: "redirect", pending, search: "?code=c1&state=s1" })
    expect(answer).toEqual({
      ok: true,
      signedIn: { accessToken: "at", refreshToken: "rt" },
      refreshTarget: { authorizationServer: CODE.authorizationServer, clientId: "client-1", isLocal: false },
    })
    expect(sent[0]?.form.get("grant_type")).toBe("authorization_code")
    expect(sent[0]?.form.get("code")).toBe("c1")
    expect(sent[0]?.form.get("code_verifier")).toBe(pending.codeVerifier)
  })

  it.each([
    ["the provider's error=", "?error=access_denied&state=s1", [], { error: "access_denied" }],
    ["another sign-in's state", "?code=c1&state=other", [], { name: "OperationProcessingError" }],
    [
      "the token endpoint's refusal",
      "?code=c1&state=s1",
      [{ status: 400, body: { error: "invalid_grant" } }],
      { error: "invalid_grant", status: 400 },
    ],
  ])("%s is thrown for the caller to word", async (_, search, answers, thrown) => {
    stubFetch(answers)
    await expect(
      GRANTS.authorizationCode.onAnswer?.({ kind: "redirect", pending: pendingOf("s1"), search }),
    ).rejects.toMatchObject(thrown)
  })
})

describe("onAnswer: implicit", () => {
  it.each([
    [
      "a token",
      "#access_token=t&token_type=Bearer&expires_in=60&state=s1",
      { ok: true, signedIn: { accessToken: "t", expiresIn: 60 }, refreshTarget: undefined },
    ],
    [
      "access_denied",
      "#error=access_denied&state=s1",
      {
        ok: false,
        message:
          'The provider answered "access_denied": the sign-in was declined (by you or by the provider\'s rules). No token was issued.',
      },
    ],
    [
      "another error",
      "#error=invalid_scope&state=s1",
      { ok: false, message: 'The provider refused the sign-in: "invalid_scope".' },
    ],
    [
      "another sign-in's state",
      "#access_token=t&state=other",
      { ok: false, message: "The provider's answer is for another sign-in (its state does not match)." },
    ],
    [
      "no token",
      "#state=s1",
      { ok: false, message: "The provider's answer has no access token, so there is nothing to use." },
    ],
  ])("%s", async (_, search, expected) => {
    const pending = pendingOf("s1", { implicit: true, codeVerifier: "" })
    expect(await GRANTS.implicit.onAnswer?.({ kind: "redirect", pending, search })).toEqual(expected)
  })
})

describe("onAnswer: device (one poll)", () => {
  it.each([
    ["authorization_pending", { status: 400, body: { error: "authorization_pending" } }, { kind: "pending" }],
    ["slow_down", { status: 400, body: { error: "slow_down" } }, { kind: "slow-down" }],
    ["access_denied", { status: 400, body: { error: "access_denied" } }, { kind: "denied" }],
    ["expired_token", { status: 400, body: { error: "expired_token" } }, { kind: "expired" }],
    [
      "a token",
      { status: 200, body: { access_token: "dt", token_type: "Bearer" } },
      { kind: "token", token: { accessToken: "dt" } },
    ],
  ])("%s", async (_, reply, expected) => {
    const sent = stubFetch([reply])
    const answer = await GRANTS.deviceAuthorization.onAnswer?.({
      kind: "device",
      provider: DEVICE,
      clientId: "client-1",
      deviceCode: "dc",
      signal: new AbortController().signal,
    })
    expect(answer).toEqual(expected)
    expect(sent[0]?.form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:device_code")
    expect(sent[0]?.form.get("device_code")).toBe("dc")
  })

  it("another error is thrown for the caller to word", async () => {
    stubFetch([{ status: 400, body: { error: "invalid_client" } }])
    await expect(
      GRANTS.deviceAuthorization.onAnswer?.({
        kind: "device",
        provider: DEVICE,
        clientId: "client-1",
        deviceCode: "dc",
        signal: new AbortController().signal,
      }),
    ).rejects.toMatchObject({ error: "invalid_client" })
  })
})

describe("refresh", () => {
  it.each([
    ["authorization code", GRANTS.authorizationCode],
    ["device", GRANTS.deviceAuthorization],
  ] as const)("%s: a new token for the refresh token, the old one kept when none is sent", async (_, grant) => {
    const sent = stubFetch([{ status: 200, body: { access_token: "new", token_type: "Bearer", expires_in: 30 } }])
    const target = { authorizationServer: CODE.authorizationServer, clientId: "client-1", isLocal: false }
    expect(await grant.refresh?.(target, "rt-old")).toEqual({
      accessToken: "new",
      expiresIn: 30,
      refreshToken: "rt-old",
    })
    expect(sent[0]?.form.get("grant_type")).toBe("refresh_token")
    expect(sent[0]?.form.get("refresh_token")).toBe("rt-old")
  })
})
