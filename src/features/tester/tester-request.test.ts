import { describe, expect, it } from "vitest"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { API_KEY_PLACEHOLDER } from "@/lib/snippets"
import { buildTesterRequest, type TesterRequest } from "./tester-request"

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
      expected: Omit<TesterRequest, "exact">,
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
        send: { method: "GET", url: "https://dog.ceo/api/breeds/image/random", headers: {}, followRedirects: true },
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
          followRedirects: true,
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
          followRedirects: false,
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
          followRedirects: false,
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
        send: { method: "GET", url: "https://api.telegram.org/bot42:AB/getMe", headers: {}, followRedirects: false },
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
        send: { method: "GET", url: "https://api.stripe.com/v1/balance", headers: {}, followRedirects: true },
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
          followRedirects: false,
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
          followRedirects: false,
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
    const { exact, ...rest } = buildTesterRequest({ api, endpoint, values, apiKey: key })
    expect(rest).toEqual(expected)
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

describe("buildTesterRequest with opt-in headers and body (issue 13 §4)", () => {
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
      followRedirects: true,
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
      followRedirects: true,
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
