import { describe, expect, it } from "vitest"
import {
  isCredential,
  isCredentialHeader,
  isCredentialName,
  isCredentialParameter,
  markedHeaderNames,
  markedNames,
  maskedCredential,
  nameWords,
  withoutCredentials,
} from "./typed-secrets"

describe("nameWords", () => {
  it.each([
    ["X-API-Key", ["x", "api", "key"]],
    ["nextPageToken", ["next", "page", "token"]],
    ["api_key", ["api", "key"]],
    ["apiKey", ["api", "key"]],
    ["OAuthToken", ["o", "auth", "token"]],
    ["", []],
  ])("%s → %j", (name, words) => {
    expect(nameWords(name)).toEqual(words)
  })
})

describe("isCredentialName", () => {
  it.each([
    // Whole-value credentials
    ["Authorization", true],
    ["authorization", true],
    ["Proxy-Authorization", true],
    ["auth", true],
    // Keys
    ["X-Api-Key", true],
    ["x-cg-demo-api-key", true],
    ["api_key", true],
    ["apikey", true],
    ["apiKey", true],
    ["key", true],
    ["Ocp-Apim-Subscription-Key", true],
    ["access_key", true],
    ["Idempotency-Key", false],
    ["idempotency_key", false],
    ["sort_key", false],
    ["public_key", false],
    ["keywords", false],
    ["monkey", false],
    // Tokens, secrets, passwords
    ["token", true],
    ["access_token", true],
    ["X-Auth-Token", true],
    ["webhook_token", true],
    ["refreshToken", true],
    ["client_secret", true],
    ["X-Client-Secret", true],
    ["password", true],
    ["credentials", true],
    // Page cursors are not credentials
    ["pageToken", false],
    ["next_page_token", false],
    ["continuationToken", false],
    ["syncToken", false],
    ["page_secret", true],
    // Ordinary names
    ["q", false],
    ["id", false],
    ["tokenizer_mode", false],
    ["X-Trace", false],
    ["", false],
  ])("%s → %s", (name, expected) => {
    expect(isCredentialName(name)).toBe(expected)
  })
})

describe("maskedCredential", () => {
  it.each([
    ["Bearer abc.def", "Bearer YOUR_TOKEN"],
    ["Basic dXNlcjpwdw==", "Basic YOUR_TOKEN"],
    ["token abc", "token YOUR_TOKEN"],
    ["abc123", "YOUR_TOKEN"],
    ["Bearer", "YOUR_TOKEN"],
    ["", ""],
  ])("%s → %s", (value, masked) => {
    expect(maskedCredential(value)).toBe(masked)
  })
})

describe("withoutCredentials", () => {
  it("keeps only values of ordinary names", () => {
    expect(withoutCredentials({ q: "cats", api_key: "k1", access_token: "t", pageToken: "p2" })).toEqual({
      q: "cats",
      pageToken: "p2",
    })
  })
})

// Issue 33: the document's mark (`secret`) counts as a name match does; without marks only the name decides.
describe("the document's credential mark", () => {
  const marked = markedNames([
    { name: "pin", secret: true },
    { name: "X-Session", secret: true },
    { name: "q" },
    { name: "api_key" },
  ])

  it("markedNames: only the marked parameters, none for none", () => {
    expect([...marked]).toEqual(["pin", "X-Session"])
    expect(markedNames(undefined).size).toBe(0)
    expect(markedNames([{ name: "q" }]).size).toBe(0)
  })

  it.each<[name: string, marks: ReadonlySet<string> | undefined, expected: boolean]>([
    ["pin", marked, true],
    ["X-Session", marked, true],
    ["api_key", marked, true],
    ["q", marked, false],
    ["pin", undefined, false],
    ["access_token", undefined, true],
    ["pageToken", marked, false],
  ])("isCredential(%s)", (name, marks, expected) => {
    expect(isCredential(name, marks)).toBe(expected)
  })

  it.each<[parameter: { name: string; secret?: true }, expected: boolean]>([
    [{ name: "pin", secret: true }, true],
    [{ name: "pin" }, false],
    [{ name: "X-Api-Key" }, true],
    [{ name: "Idempotency-Key", secret: true }, true],
    [{ name: "Idempotency-Key" }, false],
  ])("isCredentialParameter(%o)", (parameter, expected) => {
    expect(isCredentialParameter(parameter)).toBe(expected)
  })

  it("withoutCredentials drops marked values too", () => {
    expect(withoutCredentials({ q: "cats", pin: "1234", api_key: "k" }, marked)).toEqual({ q: "cats" })
  })
})

// Issue 33: an 'Advanced' header row of a header the document marks (a marked header parameter, an apiKey scheme's
// header the tester keeps as a key placement) is a credential in any case; without marks only the name decides.
describe("'Advanced' header rows the document marks", () => {
  const endpoint = {
    parameters: [
      { name: "X-Session", in: "header" as const, secret: true as const },
      { name: "pin", in: "query" as const, secret: true as const },
      { name: "X-Trace", in: "header" as const },
    ],
  }

  it.each<
    [
      label: string,
      endpoint: Parameters<typeof markedHeaderNames>[0],
      api: Parameters<typeof markedHeaderNames>[1],
      expected: string[],
    ]
  >([
    ["marked header parameters only (not query ones), lower case", endpoint, undefined, ["x-session"]],
    ["none for none", { parameters: [{ name: "q", in: "query" }] }, undefined, []],
    ["no parameters", {}, {}, []],
    [
      "the key's header placements: the endpoint's, the API's, its choices",
      { keyPlacement: { in: "header", name: "X-Op-Key" } },
      {
        keyPlacement: { in: "header", name: "X-Account" },
        keyChoices: [{ in: "bearer" }, { in: "header", name: "X-Alt" }],
      },
      ["x-op-key", "x-account", "x-alt"],
    ],
    ["other placements name no header", {}, { keyPlacement: { in: "query", name: "sess" } }, []],
  ])("markedHeaderNames: %s", (_label, given, api, expected) => {
    expect([...markedHeaderNames(given, api)]).toEqual(expected)
  })

  const marked = markedHeaderNames(endpoint)
  it.each<[name: string, marks: ReadonlySet<string> | undefined, expected: boolean]>([
    ["X-Session", marked, true],
    ["x-session", marked, true],
    ["X-SESSION", marked, true],
    [" X-Session ", marked, true],
    ["X-Session", undefined, false],
    ["pin", marked, false],
    ["X-Trace", marked, false],
    ["Authorization", undefined, true],
    ["X-Api-Key", marked, true],
    ["Idempotency-Key", marked, false],
  ])("isCredentialHeader(%j)", (name, marks, expected) => {
    expect(isCredentialHeader(name, marks)).toBe(expected)
  })
})
