import { describe, expect, it } from "vitest"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { API_KEY_PLACEHOLDER, snippetHeaders, toAxios, toCurl, toFetch } from "@/lib/snippets"
import { ARRAY_PROBLEM, NESTED_PROBLEM, OBJECT_PROBLEM } from "@/lib/param-style"
import { LANGUAGES, toLanguage } from "../code/more-languages"
import { buildTesterRequest, DOT_SEGMENT_NOTE, type OptIn, type TesterRequest } from "./tester-request"

type Api = Pick<ApiEntry, "baseUrl" | "keyPlacement">
type Ep = Pick<Endpoint, "method" | "path" | "parameters" | "keyPlacement">

const DOG: Api = { baseUrl: "https://dog.ceo/api" }
const OWM: Api = { baseUrl: "https://api.openweathermap.org/data/2.5", keyPlacement: { in: "query", name: "appid" } }
const STRIPE: Api = { baseUrl: "https://api.stripe.com/v1", keyPlacement: { in: "bearer" } }
const TELEGRAM: Api = {
  baseUrl: "https://api.telegram.org/bot{token}",
  keyPlacement: { in: "placeholder", name: "token" },
}

const RANDOM_DOG: Ep = { method: "GET", path: "/breeds/image/random" }
const WEATHER: Ep = {
  method: "GET",
  path: "/weather",
  parameters: [{ name: "q", type: "string", required: true, description: "City" }],
}
const BALANCE: Ep = { method: "GET", path: "/balance" }
const CHARGE: Ep = { method: "POST", path: "/charges" }
const GET_ME: Ep = { method: "GET", path: "/getMe" }
const PAYPAL: Api = { baseUrl: "https://api-m.sandbox.paypal.com", keyPlacement: { in: "bearer" } }
const PAYPAL_TOKEN: Ep = { method: "POST", path: "/v1/oauth2/token", keyPlacement: { in: "basic" } }
const PAYPAL_ORDERS: Ep = { method: "POST", path: "/v2/checkout/orders" }

describe("buildTesterRequest", () => {
  it.each<
    [
      label: string,
      api: Api,
      endpoint: Ep,
      values: Record<string, string>,
      key: string,
      expected: Omit<TesterRequest, "exact" | "fieldNotes">,
    ]
  >([
    [
      "no auth: the default request, redirects followed",
      DOG,
      RANDOM_DOG,
      {},
      "ignored",
      {
        displayUrl: "https://dog.ceo/api/breeds/image/random",
        send: { method: "GET", url: "https://dog.ceo/api/breeds/image/random", headers: {}, isKeyed: false },
        snippet: { method: "GET", url: "https://dog.ceo/api/breeds/image/random", headers: {} },
        isKeyed: false,
      },
    ],
    [
      "key API with no key set: unkeyed, snippet shows where the key goes",
      OWM,
      WEATHER,
      { q: "Paris" },
      "  ",
      {
        displayUrl: "https://api.openweathermap.org/data/2.5/weather?q=Paris",
        send: {
          method: "GET",
          url: "https://api.openweathermap.org/data/2.5/weather?q=Paris",
          headers: {},
          isKeyed: false,
        },
        snippet: {
          method: "GET",
          url: `https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=${API_KEY_PLACEHOLDER}`,
          headers: {},
        },
        isKeyed: false,
      },
    ],
    [
      "query key: sent in the URL, masked on screen, redirects not followed",
      OWM,
      WEATHER,
      { q: "Paris" },
      "s3cr3t",
      {
        displayUrl: "https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=•••",
        send: {
          method: "GET",
          url: "https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=s3cr3t",
          headers: {},
          isKeyed: true,
        },
        snippet: {
          method: "GET",
          url: `https://api.openweathermap.org/data/2.5/weather?q=Paris&appid=${API_KEY_PLACEHOLDER}`,
          headers: {},
        },
        isKeyed: true,
      },
    ],
    [
      "bearer key: a header only, the URL shown as is",
      STRIPE,
      CHARGE,
      {},
      "sk_test_1",
      {
        displayUrl: "https://api.stripe.com/v1/charges",
        send: {
          method: "POST",
          url: "https://api.stripe.com/v1/charges",
          headers: { Authorization: "Bearer sk_test_1" },
          isKeyed: true,
        },
        snippet: {
          method: "POST",
          url: "https://api.stripe.com/v1/charges",
          headers: { Authorization: `Bearer ${API_KEY_PLACEHOLDER}` },
        },
        isKeyed: true,
      },
    ],
    [
      "placeholder key: fills the base URL, masked on screen",
      TELEGRAM,
      GET_ME,
      {},
      "42:AB",
      {
        displayUrl: "https://api.telegram.org/bot•••/getMe",
        send: { method: "GET", url: "https://api.telegram.org/bot42:AB/getMe", headers: {}, isKeyed: true },
        snippet: { method: "GET", url: `https://api.telegram.org/bot${API_KEY_PLACEHOLDER}/getMe`, headers: {} },
        isKeyed: true,
      },
    ],
    [
      "bearer API without a key: no Authorization header is sent",
      STRIPE,
      BALANCE,
      {},
      "",
      {
        displayUrl: "https://api.stripe.com/v1/balance",
        send: { method: "GET", url: "https://api.stripe.com/v1/balance", headers: {}, isKeyed: false },
        snippet: {
          method: "GET",
          url: "https://api.stripe.com/v1/balance",
          headers: { Authorization: `Bearer ${API_KEY_PLACEHOLDER}` },
        },
        isKeyed: false,
      },
    ],
    [
      "an endpoint's own placement wins: PayPal's token endpoint sends HTTP Basic",
      PAYPAL,
      PAYPAL_TOKEN,
      {},
      "id:sécret",
      {
        displayUrl: "https://api-m.sandbox.paypal.com/v1/oauth2/token",
        send: {
          method: "POST",
          url: "https://api-m.sandbox.paypal.com/v1/oauth2/token",
          headers: { Authorization: "Basic aWQ6c8OpY3JldA==" },
          isKeyed: true,
        },
        snippet: {
          method: "POST",
          url: "https://api-m.sandbox.paypal.com/v1/oauth2/token",
          headers: { Authorization: "Basic WU9VUl9DTElFTlRfSUQ6WU9VUl9DTElFTlRfU0VDUkVU" },
        },
        isKeyed: true,
      },
    ],
    [
      "the API's placement for PayPal's other endpoints: Bearer",
      PAYPAL,
      PAYPAL_ORDERS,
      {},
      "A21AA-token",
      {
        displayUrl: "https://api-m.sandbox.paypal.com/v2/checkout/orders",
        send: {
          method: "POST",
          url: "https://api-m.sandbox.paypal.com/v2/checkout/orders",
          headers: { Authorization: "Bearer A21AA-token" },
          isKeyed: true,
        },
        snippet: {
          method: "POST",
          url: "https://api-m.sandbox.paypal.com/v2/checkout/orders",
          headers: { Authorization: `Bearer ${API_KEY_PLACEHOLDER}` },
        },
        isKeyed: true,
      },
    ],
  ])("%s", (_label, api, endpoint, values, key, expected) => {
    const { exact, fieldNotes, ...rest } = buildTesterRequest({ api, endpoint, values, apiKey: key })
    expect(rest).toEqual(expected)
    expect(fieldNotes).toEqual({})
    // Without opt-in, the exact request is the snippet's with Accept first and never a body.
    expect(exact).toEqual({
      method: expected.snippet.method,
      url: expected.snippet.url,
      headers: [["Accept", "application/json"], ...Object.entries(expected.snippet.headers)],
    })
  })

  it("never lets the key reach the displayed URL or the snippet", () => {
    const key = "a/b c+é"
    const request = buildTesterRequest({ api: OWM, endpoint: WEATHER, values: { q: "x" }, apiKey: key })
    expect(request.isKeyed).toBe(true)
    expect(request.send.url).toContain("appid=a%2Fb%20c%2B%C3%A9")
    for (const shown of [request.displayUrl, JSON.stringify(request.snippet)]) {
      expect(shown).not.toContain("a%2Fb")
      expect(shown).not.toContain(key)
    }
  })
})

describe("buildTesterRequest with opt-in headers and body", () => {
  const POST: Ep = { method: "POST", path: "/posts" }
  const API: Api = { baseUrl: "https://jsonplaceholder.typicode.com" }

  it("nothing opted in (no optIn, or an empty one): the default request, no exact body", () => {
    const plain = buildTesterRequest({ api: API, endpoint: POST, values: {}, apiKey: "" })
    const empty = buildTesterRequest({ api: API, endpoint: POST, values: {}, apiKey: "", optIn: { headers: [] } })
    expect(empty).toEqual(plain)
    expect(plain.send).toEqual({
      method: "POST",
      url: "https://jsonplaceholder.typicode.com/posts",
      headers: {},
      isKeyed: false,
    })
    expect(plain.snippet).toEqual({ method: "POST", url: "https://jsonplaceholder.typicode.com/posts", headers: {} })
    expect(plain.exact).toEqual({
      method: "POST",
      url: "https://jsonplaceholder.typicode.com/posts",
      headers: [["Accept", "application/json"]],
    })
  })

  it("a body: sent with Content-Type; the snippet and the exact request show the same", () => {
    const body = '{"title":"foo"}'
    const request = buildTesterRequest({
      api: API,
      endpoint: POST,
      values: {},
      apiKey: "",
      optIn: { headers: [["X-Trace", "1"]], body },
    })
    expect(request.send).toEqual({
      method: "POST",
      url: "https://jsonplaceholder.typicode.com/posts",
      headers: { "Content-Type": "application/json", "X-Trace": "1" },
      isKeyed: false,
      body,
    })
    expect(request.snippet).toEqual({
      method: "POST",
      url: "https://jsonplaceholder.typicode.com/posts",
      headers: { "Content-Type": "application/json", "X-Trace": "1" },
      body,
    })
    expect(request.exact).toEqual({
      method: "POST",
      url: "https://jsonplaceholder.typicode.com/posts",
      headers: [
        ["Accept", "application/json"],
        ["Content-Type", "application/json"],
        ["X-Trace", "1"],
      ],
      body,
    })
  })

  it("headers only: no body (null in the snippet), a visitor's Accept replaces the default", () => {
    const request = buildTesterRequest({
      api: API,
      endpoint: POST,
      values: {},
      apiKey: "",
      optIn: { headers: [["accept", "text/csv"]] },
    })
    expect(request.send.body).toBeUndefined()
    expect(request.snippet.body).toBeNull()
    expect(request.exact.headers).toEqual([["accept", "text/csv"]])
  })

  it("the exact request lists Accept first even before a header with a numeric name (as the JS snippets do)", () => {
    const request = buildTesterRequest({
      api: API,
      endpoint: POST,
      values: {},
      apiKey: "",
      optIn: {
        headers: [
          ["X-Trace", "1"],
          ["123", "x"],
        ],
      },
    })
    expect(request.exact.headers).toEqual([
      ["Accept", "application/json"],
      ["123", "x"],
      ["X-Trace", "1"],
    ])
  })

  it("a visitor's content-type replaces the body's; the key's header is added last and masked in code", () => {
    const request = buildTesterRequest({
      api: STRIPE,
      endpoint: CHARGE,
      values: {},
      apiKey: "sk_live",
      optIn: { headers: [["content-type", "application/merge-patch+json"]], body: "{}" },
    })
    expect(request.send.headers).toEqual({
      "content-type": "application/merge-patch+json",
      Authorization: "Bearer sk_live",
    })
    expect(request.exact.headers).toEqual([
      ["Accept", "application/json"],
      ["content-type", "application/merge-patch+json"],
      ["Authorization", `Bearer ${API_KEY_PLACEHOLDER}`],
    ])
    expect(JSON.stringify(request.snippet)).not.toContain("sk_live")
  })
})

// A key also typed into a parameter, a header row or the body is sent as typed, but copied code shows
// YOUR_API_KEY there too, as it does for the key itself (docs/api-keys.md: the key never appears in copied code).
describe("buildTesterRequest: the key typed into other inputs never reaches the snippets", () => {
  const KEY = "SECRET-KEY-123"
  const IMAGE: Ep = {
    method: "POST",
    path: "/images/{id}",
    parameters: [
      { name: "id", type: "string", required: true, description: "Image" },
      { name: "units", type: "string", required: false, description: "Units" },
    ],
  }
  const CAT: Api = { baseUrl: "https://api.thecatapi.com/v1", keyPlacement: { in: "header", name: "x-api-key" } }

  it.each<
    [
      label: string,
      api: Api,
      endpoint: Ep,
      values: Record<string, string>,
      key: string,
      optIn: OptIn | undefined,
      expected: { url: string; headers: Record<string, string>; body?: string | null },
    ]
  >([
    [
      "a query value that is the key (the issue's units=SECRET-KEY-123)",
      OWM,
      { ...WEATHER, parameters: [...(WEATHER.parameters ?? []), ...(IMAGE.parameters ?? []).slice(1)] },
      { q: "Paris", units: KEY },
      KEY,
      undefined,
      {
        url: `https://api.openweathermap.org/data/2.5/weather?q=Paris&units=${API_KEY_PLACEHOLDER}&appid=${API_KEY_PLACEHOLDER}`,
        headers: {},
      },
    ],
    [
      "the key inside a longer value, trimmed as sent",
      OWM,
      WEATHER,
      { q: `in ${KEY}!` },
      ` ${KEY}\n`,
      undefined,
      {
        url: `https://api.openweathermap.org/data/2.5/weather?q=in%20${API_KEY_PLACEHOLDER}!&appid=${API_KEY_PLACEHOLDER}`,
        headers: {},
      },
    ],
    [
      "a path value, and the key typed percent-encoded",
      CAT,
      IMAGE,
      { id: "k/y z", units: "k%2Fy%20z" },
      "k/y z",
      undefined,
      {
        url: `https://api.thecatapi.com/v1/images/${API_KEY_PLACEHOLDER}?units=${API_KEY_PLACEHOLDER}`,
        headers: { "x-api-key": API_KEY_PLACEHOLDER },
      },
    ],
    [
      "a header row's name and value",
      CAT,
      IMAGE,
      { id: "1" },
      KEY,
      { headers: [[`X-${KEY}`, `Token ${KEY}`]] },
      {
        url: "https://api.thecatapi.com/v1/images/1",
        headers: { [`X-${API_KEY_PLACEHOLDER}`]: `Token ${API_KEY_PLACEHOLDER}`, "x-api-key": API_KEY_PLACEHOLDER },
        body: null,
      },
    ],
    [
      "the body, masked as typed",
      CAT,
      IMAGE,
      { id: "1" },
      KEY,
      { headers: [], body: `{ "token": "${KEY}", "n": 1.50 }` },
      {
        url: "https://api.thecatapi.com/v1/images/1",
        headers: { "Content-Type": "application/json", "x-api-key": API_KEY_PLACEHOLDER },
        body: `{ "token": "${API_KEY_PLACEHOLDER}", "n": 1.50 }`,
      },
    ],
    [
      "the body with the key written in JSON escapes: masked in the parsed value",
      CAT,
      IMAGE,
      { id: "1" },
      "sk/1",
      { headers: [], body: '{"t":"\\u0073k\\/1"}' },
      {
        url: "https://api.thecatapi.com/v1/images/1",
        headers: { "Content-Type": "application/json", "x-api-key": API_KEY_PLACEHOLDER },
        body: `{\n  "t": "${API_KEY_PLACEHOLDER}"\n}`,
      },
    ],
    [
      "the body with the key inside a number: still JSON",
      CAT,
      IMAGE,
      { id: "1" },
      "23456",
      { headers: [], body: '{"n":1234567,"m":[true]}' },
      {
        url: "https://api.thecatapi.com/v1/images/1",
        headers: { "Content-Type": "application/json", "x-api-key": API_KEY_PLACEHOLDER },
        body: `{\n  "n": "1${API_KEY_PLACEHOLDER}7",\n  "m": [\n    true\n  ]\n}`,
      },
    ],
    [
      "no key: every typed value as typed",
      CAT,
      IMAGE,
      { id: KEY, units: KEY },
      "",
      { headers: [["X-A", KEY]], body: `"${KEY}"` },
      {
        url: `https://api.thecatapi.com/v1/images/${KEY}?units=${KEY}`,
        headers: { "Content-Type": "application/json", "X-A": KEY, "x-api-key": API_KEY_PLACEHOLDER },
        body: `"${KEY}"`,
      },
    ],
  ])("%s", (_label, api, endpoint, values, key, optIn, expected) => {
    const request = buildTesterRequest({ api, endpoint, values, apiKey: key, optIn })
    expect(request.snippet).toEqual({ method: endpoint.method, ...expected })
    expect(request.exact.url).toBe(expected.url)
    expect(request.exact.body).toBe(expected.body ?? undefined)
    expect(request.exact.headers).toEqual(snippetHeaders({ ...request.snippet, body: null }))
    // What is sent is what was typed.
    const typed = Object.values(values).filter(Boolean)
    for (const value of typed) expect(decodeURIComponent(request.send.url)).toContain(value)
    if (optIn?.body !== undefined) expect(request.send.body).toBe(optIn.body)
  })

  it("no snippet of any language holds the key typed everywhere", () => {
    const request = buildTesterRequest({
      api: CAT,
      endpoint: IMAGE,
      values: { id: KEY, units: `${KEY},${KEY}` },
      apiKey: KEY,
      optIn: { headers: [["X-Key", KEY]], body: `{"${KEY}": ["${KEY}", 1]}` },
    })
    const code = [
      toCurl(request.snippet),
      toFetch(request.snippet),
      toAxios(request.snippet),
      ...LANGUAGES.map(({ id }) => toLanguage(id, request.exact)),
    ]
    for (const text of code) {
      expect(text).toContain(API_KEY_PLACEHOLDER)
      expect(text).not.toContain(KEY)
    }
  })
})

// The URL shown is the URL sent. A value the browser would drop as a "." or ".." segment is left out.
describe("buildTesterRequest: a '.' or '..' path value", () => {
  const GITHUB: Api = { baseUrl: "https://api.github.com" }
  const REPO: Ep = {
    method: "GET",
    path: "/repos/{owner}/{repo}",
    parameters: [
      { name: "owner", type: "string", required: true, description: "Owner" },
      { name: "repo", type: "string", required: true, description: "Repository" },
    ],
  }

  it.each<[label: string, values: Record<string, string>, url: string, notes: Record<string, string>]>([
    [
      "both '..' (the issue's link): left out, each field says why",
      { owner: "..", repo: ".." },
      "https://api.github.com/repos/{owner}/{repo}",
      { owner: DOT_SEGMENT_NOTE, repo: DOT_SEGMENT_NOTE },
    ],
    [
      "'.' beside a real name",
      { owner: ".", repo: "react" },
      "https://api.github.com/repos/{owner}/react",
      { owner: DOT_SEGMENT_NOTE },
    ],
    ["ordinary names with dots", { owner: "a.b", repo: "..." }, "https://api.github.com/repos/a.b/...", {}],
  ])("%s", (_label, values, url, notes) => {
    const request = buildTesterRequest({ api: GITHUB, endpoint: REPO, values, apiKey: "" })
    expect(request.fieldNotes).toEqual(notes)
    // Shown, sent and copied: one and the same URL, and the browser keeps its path.
    for (const shown of [request.displayUrl, request.send.url, request.snippet.url, request.exact.url])
      expect(shown).toBe(url)
    expect(decodeURI(new URL(url).pathname)).toBe(url.slice("https://api.github.com".length))
  })
})

// APIs opened from an OpenAPI description: parameters say where they go, any of seven methods.
describe("buildTesterRequest: parameters with `in` and every method (opened APIs)", () => {
  const PETS: Api = { baseUrl: "https://pets.example.dev/v1" }
  const KEYED: Api = { baseUrl: "https://pets.example.dev/v1", keyPlacement: { in: "header", name: "X-Api-Key" } }
  const param = (name: string, place: "path" | "query" | "header") => ({
    name,
    type: "string" as const,
    required: false,
    description: name,
    in: place,
  })
  const GET_PET: Ep = {
    method: "GET",
    path: "/pets/{petId}",
    parameters: [param("petId", "path"), param("X-Request-Id", "header"), param("fields", "query")],
  }

  it("a header parameter is sent as a header, shown in every snippet, and never in the URL", () => {
    const request = buildTesterRequest({
      api: PETS,
      endpoint: GET_PET,
      values: { petId: "7", "X-Request-Id": " abc ", fields: "name" },
      apiKey: "",
    })
    expect(request.displayUrl).toBe("https://pets.example.dev/v1/pets/7?fields=name")
    expect(request.send).toEqual({
      method: "GET",
      url: "https://pets.example.dev/v1/pets/7?fields=name",
      headers: { "X-Request-Id": "abc" },
      isKeyed: false,
    })
    expect(request.snippet).toEqual({
      method: "GET",
      url: "https://pets.example.dev/v1/pets/7?fields=name",
      headers: { "X-Request-Id": "abc" },
    })
    expect(request.exact.headers).toEqual([
      ["Accept", "application/json"],
      ["X-Request-Id", "abc"],
    ])
    expect(request.fieldNotes).toEqual({})
    for (const code of [toFetch(request.snippet), toAxios(request.snippet), toCurl(request.snippet)])
      expect(code).toMatch(/X-Request-Id.*abc/)
    for (const { id } of LANGUAGES) expect(toLanguage(id, request.exact)).toContain("X-Request-Id")
  })

  it.each<
    [label: string, values: Record<string, string>, headers: Record<string, string>, notes: Record<string, string>]
  >([
    ["empty: skipped, no note", { "X-Request-Id": "" }, {}, {}],
    [
      "a line break: left out with the header row's message",
      { "X-Request-Id": "a\nb" },
      {},
      { "X-Request-Id": 'Not sent: The value of "X-Request-Id" cannot contain line breaks or NUL characters.' },
    ],
    [
      "not printable ASCII: left out",
      { "X-Request-Id": "café" },
      {},
      {
        "X-Request-Id":
          'Not sent: The value of "X-Request-Id" can only hold printable ASCII characters (no accents, emoji or control characters).',
      },
    ],
  ])("a header parameter's value, %s", (_label, values, headers, notes) => {
    const request = buildTesterRequest({ api: PETS, endpoint: GET_PET, values: { petId: "7", ...values }, apiKey: "" })
    expect(request.send.headers).toEqual(headers)
    expect(request.snippet.headers).toEqual(headers)
    expect(request.fieldNotes).toEqual(notes)
  })

  it("a header parameter whose name is no header name, or one browsers forbid, is left out with a note", () => {
    const endpoint: Ep = {
      method: "GET",
      path: "/pets",
      parameters: [param("Bad Name", "header"), param("Cookie", "header"), param("X-Ok", "header")],
    }
    const request = buildTesterRequest({
      api: PETS,
      endpoint,
      values: { "Bad Name": "1", Cookie: "a=1", "X-Ok": "1" },
      apiKey: "",
    })
    expect(request.send.headers).toEqual({ "X-Ok": "1" })
    expect(Object.keys(request.fieldNotes)).toEqual(["Bad Name", "Cookie"])
    expect(request.fieldNotes.Cookie).toBe('Not sent: Browsers do not let web pages set the "Cookie" header.')
  })

  it("a header parameter named like the key's header: the key wins, the parameter is left out with a note", () => {
    const endpoint: Ep = { method: "GET", path: "/pets", parameters: [param("x-api-key", "header")] }
    const keyed = buildTesterRequest({ api: KEYED, endpoint, values: { "x-api-key": "typed" }, apiKey: "k1" })
    expect(keyed.send.headers).toEqual({ "X-Api-Key": "k1" })
    expect(keyed.snippet.headers).toEqual({ "X-Api-Key": API_KEY_PLACEHOLDER })
    expect(keyed.fieldNotes).toEqual({
      "x-api-key": 'Not sent: "x-api-key" carries your API key: set the key in the API key field instead.',
    })
    const unkeyed = buildTesterRequest({ api: KEYED, endpoint, values: { "x-api-key": "typed" }, apiKey: "" })
    expect(unkeyed.send.headers).toEqual({})
    expect(unkeyed.snippet.headers).toEqual({ "X-Api-Key": API_KEY_PLACEHOLDER })
  })

  it("the key typed into a header parameter is sent, but copied code shows YOUR_API_KEY", () => {
    const endpoint: Ep = { method: "GET", path: "/pets", parameters: [param("X-Trace", "header")] }
    const request = buildTesterRequest({ api: KEYED, endpoint, values: { "X-Trace": "id-k1-x" }, apiKey: "k1" })
    expect(request.send.headers).toEqual({ "X-Trace": "id-k1-x", "X-Api-Key": "k1" })
    expect(request.snippet.headers).toEqual({
      "X-Trace": `id-${API_KEY_PLACEHOLDER}-x`,
      "X-Api-Key": API_KEY_PLACEHOLDER,
    })
    expect(JSON.stringify(request.exact)).not.toContain("k1")
  })

  it("an 'Advanced' header row of the same name replaces a header parameter's value", () => {
    const endpoint: Ep = { method: "GET", path: "/pets", parameters: [param("X-Trace", "header")] }
    const request = buildTesterRequest({
      api: PETS,
      endpoint,
      values: { "X-Trace": "param" },
      apiKey: "",
      optIn: { headers: [["x-trace", "row"]] },
    })
    expect(request.send.headers).toEqual({ "x-trace": "row" })
  })

  it("a query parameter goes to the query even when the path holds {name}; a path one fills it", () => {
    const endpoint: Ep = {
      method: "GET",
      path: "/pets/{id}/{kind}",
      parameters: [param("id", "query"), param("kind", "path")],
    }
    const request = buildTesterRequest({ api: PETS, endpoint, values: { id: "..", kind: "cat" }, apiKey: "" })
    expect(request.send.url).toBe("https://pets.example.dev/v1/pets/{id}/cat?id=..")
    expect(request.fieldNotes).toEqual({})
  })

  it.each([
    ["GET", false],
    ["POST", true],
    ["PUT", true],
    ["PATCH", true],
    ["DELETE", true],
    ["HEAD", false],
    ["OPTIONS", false],
  ] as const)("%s: sent and shown with its method; an opted-in body goes out: %s", (method, hasBody) => {
    const endpoint: Ep = { method, path: "/pets/{petId}", parameters: [param("petId", "path"), param("X-A", "header")] }
    const body = '{"name":"Rex"}'
    const plain = buildTesterRequest({ api: PETS, endpoint, values: { petId: "1", "X-A": "1" }, apiKey: "" })
    expect([plain.send.method, plain.snippet.method, plain.exact.method]).toEqual([method, method, method])
    expect(plain.send.body).toBeUndefined()
    expect(plain.snippet.body).toBeUndefined()
    const opted = buildTesterRequest({
      api: PETS,
      endpoint,
      values: { petId: "1", "X-A": "1" },
      apiKey: "",
      optIn: { headers: [], body },
    })
    expect(opted.send.body).toBe(hasBody ? body : undefined)
    expect(opted.send.headers).toEqual(hasBody ? { "X-A": "1", "Content-Type": "application/json" } : { "X-A": "1" })
    expect(opted.exact.body).toBe(hasBody ? body : undefined)
    for (const request of [plain, opted]) {
      for (const code of [toFetch(request.snippet), toAxios(request.snippet)]) expect(code).toContain(`"${method}"`)
      expect(toCurl(request.snippet)).toContain(method === "HEAD" ? "curl --head" : `--request ${method}`)
      for (const { id } of LANGUAGES) expect(toLanguage(id, request.exact)).toContain("X-A")
    }
  })
})

describe("buildTesterRequest: an opened API's values in their style (lib/param-style.ts)", () => {
  const API: Api = { baseUrl: "https://shop.example.dev" }
  type Place = "path" | "query" | "header" | "cookie"
  type Style = NonNullable<Endpoint["parameters"]>[number]["style"]
  const param = (
    name: string,
    place: Place,
    type: "string" | "array" | "object",
    style?: Style,
    explode?: boolean,
  ) => ({
    name,
    type,
    required: false,
    description: name,
    in: place,
    ...(style ? { style } : {}),
    ...(explode === undefined ? {} : { explode }),
  })
  const SEARCH: Ep = {
    method: "GET",
    path: "/items/{ids}",
    parameters: [
      param("ids", "path", "array", "matrix", true),
      param("filter", "query", "object", "deepObject", true),
      param("tag", "query", "array"),
      param("X-Fields", "header", "array"),
      param("session", "cookie", "string"),
    ],
  }

  it("path, query and header values are written in their style, the same in the URL, the snippets and the exact request", () => {
    const request = buildTesterRequest({
      api: API,
      endpoint: SEARCH,
      values: { ids: "1,2", filter: '{"status":"open"}', tag: '["a b","c"]', "X-Fields": "id, name", session: "s1" },
      apiKey: "",
    })
    const url = "https://shop.example.dev/items/;ids=1;ids=2?filter%5Bstatus%5D=open&tag=a%20b&tag=c"
    expect(request.send.url).toBe(url)
    expect(request.displayUrl).toBe(url)
    expect(request.exact.url).toBe(url)
    expect(request.send.headers).toEqual({ "X-Fields": "id,name" })
    expect(request.exact.headers).toContainEqual(["X-Fields", "id,name"])
    expect(JSON.stringify(request)).not.toContain("s1")
    expect(request.fieldNotes).toEqual({})
  })

  it("a value that cannot be read as its list or object is left out with a note; the others are sent", () => {
    const request = buildTesterRequest({
      api: API,
      endpoint: SEARCH,
      values: { ids: "[1,", filter: "status=open", tag: "a", "X-Fields": '[{"a":1}]' },
      apiKey: "",
    })
    expect(request.send.url).toBe("https://shop.example.dev/items/{ids}?tag=a")
    expect(request.send.headers).toEqual({})
    expect(request.fieldNotes).toEqual({
      ids: ARRAY_PROBLEM,
      filter: OBJECT_PROBLEM,
      "X-Fields": NESTED_PROBLEM,
    })
  })

  it("the key typed into a deepObject value is sent, and copied code shows YOUR_API_KEY", () => {
    const keyed: Api = { baseUrl: "https://shop.example.dev", keyPlacement: { in: "bearer" } }
    const request = buildTesterRequest({
      api: keyed,
      endpoint: SEARCH,
      values: { filter: '{"k":"sk1"}' },
      apiKey: "sk1",
    })
    expect(request.send.url).toBe("https://shop.example.dev/items/{ids}?filter%5Bk%5D=sk1")
    expect(request.snippet.url).toBe(`https://shop.example.dev/items/{ids}?filter%5Bk%5D=${API_KEY_PLACEHOLDER}`)
  })
})

describe("buildTesterRequest: an opened API's body of any media type", () => {
  const API = { baseUrl: "https://api.example.com" }
  const POST: Ep = { method: "POST", path: "/upload" }
  const KEY = "sk_live_123"

  it("a form body: its Content-Type and text, the key masked in the code", () => {
    const body = `amount=2000&metadata[key]=${KEY}`
    const media = { kind: "text", contentType: "application/x-www-form-urlencoded", isJson: false } as const
    const request = buildTesterRequest({
      api: { ...API, keyPlacement: { in: "bearer" } },
      endpoint: POST,
      values: {},
      apiKey: KEY,
      optIn: { headers: [], body, media },
    })
    expect(request.send.body).toBe(body)
    expect(request.send.headers["Content-Type"]).toBe("application/x-www-form-urlencoded")
    expect(request.snippet.body).toBe(`amount=2000&metadata[key]=${API_KEY_PLACEHOLDER}`)
    expect(request.exact.headers).toContainEqual(["Content-Type", "application/x-www-form-urlencoded"])
    expect(request.bodyCode).toBeUndefined()
  })

  it("multipart: the parts' bytes as a Blob, with the boundary in the Content-Type; the code lists the parts", async () => {
    const file = new File(["PNG"], "a.png", { type: "image/png" })
    const media = {
      kind: "multipart",
      contentType: "multipart/form-data; boundary=B",
      boundary: "B",
      parts: [
        { name: "meta", value: '{"a":1}', contentType: "application/json" },
        { name: "file", file, filename: "a.png", contentType: "image/png" },
      ],
    } as const
    const request = buildTesterRequest({
      api: API,
      endpoint: POST,
      values: {},
      apiKey: "",
      optIn: { headers: [], media },
    })
    expect(request.send.headers["Content-Type"]).toBe("multipart/form-data; boundary=B")
    expect(request.send.body).toBeInstanceOf(Blob)
    expect(await (request.send.body as Blob).text()).toBe(
      '--B\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"a":1}\r\n' +
        '--B\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n' +
        "--B--\r\n",
    )
    expect(request.snippet.body).toBeNull()
    expect(request.bodyCode).toEqual({
      kind: "multipart",
      boundary: "B",
      parts: [
        { name: "meta", value: '{"a":1}', contentType: "application/json" },
        { name: "file", fileName: "a.png", contentType: "image/png" },
      ],
    })
    expect(request.exact.bodyCode).toEqual(request.bodyCode)
  })

  it("a file: sent as it is with the media type; never on a GET", () => {
    const file = new File(["%PDF"], "doc.pdf")
    const media = { kind: "file", contentType: "application/pdf", file } as const
    const request = buildTesterRequest({
      api: API,
      endpoint: POST,
      values: {},
      apiKey: "",
      optIn: { headers: [], media },
    })
    expect(request.send.body).toBe(file)
    expect(request.send.headers["Content-Type"]).toBe("application/pdf")
    expect(request.bodyCode).toEqual({ kind: "file", fileName: "doc.pdf", contentType: "application/pdf" })
    const get = buildTesterRequest({
      api: API,
      endpoint: { method: "GET", path: "/x" },
      values: {},
      apiKey: "",
      optIn: { headers: [], media },
    })
    expect(get.send.body).toBeUndefined()
    expect(get.send.headers).toEqual({})
  })
})

describe('buildTesterRequest: a catalogue form body (`in: "form"`)', () => {
  const TWILIO: Api = { baseUrl: "https://api.twilio.com/2010-04-01", keyPlacement: { in: "basic" } }
  const SEND: Ep = {
    method: "POST",
    path: "/Accounts/{AccountSid}/Messages.json",
    parameters: [
      { name: "AccountSid", type: "string", required: true, description: "SID" },
      { name: "To", type: "string", required: true, description: "Form body: to", in: "form" },
      { name: "Body", type: "string", required: false, description: "Form body: text", in: "form" },
    ],
  }
  const URL = "https://api.twilio.com/2010-04-01/Accounts/AC1/Messages.json"
  const FORM_TYPE = "application/x-www-form-urlencoded"

  it.each<
    [label: string, values: Record<string, string>, optIn: OptIn | undefined, body: string | undefined, type?: string]
  >([
    ["no form value typed: the spec's request, no body", { AccountSid: "AC1" }, undefined, undefined],
    [
      "form values: a form body, never in the URL",
      { AccountSid: "AC1", To: "+1 555", Body: "Hi & bye" },
      undefined,
      "To=%2B1+555&Body=Hi+%26+bye",
      FORM_TYPE,
    ],
    [
      "an 'Advanced' header only keeps the form body",
      { AccountSid: "AC1", To: "+1" },
      { headers: [["X-A", "1"]] },
      "To=%2B1",
      FORM_TYPE,
    ],
    [
      "an opted-in JSON body replaces the form body",
      { AccountSid: "AC1", To: "+1" },
      { headers: [], body: '{"a":1}' },
      '{"a":1}',
      "application/json",
    ],
    [
      "a visitor's Content-Type replaces the form's",
      { AccountSid: "AC1", To: "+1" },
      { headers: [["content-type", "text/plain"]] },
      "To=%2B1",
      "text/plain",
    ],
  ])("%s", (_, values, optIn, body, type) => {
    const request = buildTesterRequest({ api: TWILIO, endpoint: SEND, values, apiKey: "", optIn })
    expect(request.send.url).toBe(URL)
    expect(request.snippet.url).toBe(URL)
    expect(request.send.body).toBe(body)
    expect(request.snippet.body ?? undefined).toBe(body)
    expect(request.exact.body).toBe(body)
    const contentType = Object.entries(request.send.headers).find(([name]) => name.toLowerCase() === "content-type")
    expect(contentType?.[1]).toBe(type)
    if (type) expect(request.exact.headers).toContainEqual([contentType?.[0], type])
  })

  it("the key typed into a form field is sent, and copied code shows YOUR_API_KEY", () => {
    const request = buildTesterRequest({
      api: TWILIO,
      endpoint: SEND,
      values: { AccountSid: "AC1", To: "+1", Body: "my s3cret" },
      apiKey: "s3cret",
    })
    expect(request.send.body).toBe("To=%2B1&Body=my+s3cret")
    expect(request.snippet.body).toBe(`To=%2B1&Body=my+${API_KEY_PLACEHOLDER}`)
    expect(request.exact.body).toBe(`To=%2B1&Body=my+${API_KEY_PLACEHOLDER}`)
    for (const code of [toFetch(request.snippet), toAxios(request.snippet), toCurl(request.snippet)])
      expect(code).not.toContain("s3cret")
  })

  it("a GET never sends a form body", () => {
    const request = buildTesterRequest({
      api: TWILIO,
      endpoint: { ...SEND, method: "GET" },
      values: { To: "+1" },
      apiKey: "",
    })
    expect(request.send).not.toHaveProperty("body")
    expect(request.send.url).toBe("https://api.twilio.com/2010-04-01/Accounts/{AccountSid}/Messages.json")
  })
})
