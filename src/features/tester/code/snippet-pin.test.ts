import { parse } from "acorn"
import { describe, expect, it } from "vitest"
import type { ApiEntry, Endpoint } from "@/data/api-schema"
import { APIS } from "@/data/apis"
import { API_KEY_PLACEHOLDER, jsString, snippetHeaders, toAxios, toCurl, toFetch } from "@/lib/snippets"
import { hasPlaceholderBody } from "@/lib/snippets/types"
import { exampleValues } from "@/lib/url"
import { buildTesterRequest } from "../request/tester-request"
import { isCredentialName, TOKEN_PLACEHOLDER } from "../request/auth/typed-secrets"
import { FORM_CONTENT_TYPE, formBody } from "../request/body/urlencoded-fields"

// The spec's snippets (docs/behaviour.md §7) for every catalogue endpoint, with and without a key, checked by what
// they must say rather than by a 17,000-line snapshot (which made a one-word catalogue edit fail CI): each one is
// valid code for exactly the tester's request. The exact text is pinned on a few synthetic APIs below, one per
// shape of request, so no catalogue edit ever changes them; src/lib/snippets/snippets.test.ts pins each generator.

const KEY = "k3y/+&?"
const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`
const isValidModule = (code: string) => {
  parse(code, { ecmaVersion: "latest", sourceType: "module" })
  return true
}

/** The catalogue endpoints that take a form body; every other one keeps the spec's query string. */
const FORM_ENDPOINTS = ["twilio Send a message", "stripe Create a PaymentIntent", "paypal Get an access token"]

describe("every catalogue endpoint's default snippets", () => {
  const cases = APIS.flatMap((api) =>
    api.endpoints.flatMap((endpoint) =>
      ["", KEY].map((apiKey) => ({
        api,
        endpoint,
        apiKey,
        label: `${api.id} ${endpoint.name}${apiKey ? " (key)" : ""}`,
      })),
    ),
  )

  it.each(cases)("$label", ({ api, endpoint, apiKey }) => {
    const values = exampleValues(endpoint.parameters ?? [])
    const request = buildTesterRequest({ api, endpoint, values, apiKey })
    const { snippet, send } = request
    // A value of a parameter named like a credential (webhook_token) is YOUR_TOKEN in code (typed-secrets.ts).
    const codeValues = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        isCredentialName(name) && value ? TOKEN_PLACEHOLDER : value,
      ]),
    )
    const asPlaceholder = buildTesterRequest({ api, endpoint, values: codeValues, apiKey: API_KEY_PLACEHOLDER })
    const fetch = toFetch(snippet)
    const axios = toAxios(snippet)
    const curl = toCurl(snippet)

    // The request the snippets describe is the one the tester sends: same method, and the URL it would send with
    // YOUR_API_KEY as the key (the snippet always shows where a key goes, set or not).
    expect(snippet.method).toBe(endpoint.method)
    expect(send.method).toBe(endpoint.method)
    expect(snippet.url).toBe(asPlaceholder.send.url)
    // With nothing opted in, the spec's request: no body, and the spec's rules for headers and the body comment —
    // except the endpoints whose fields the provider reads from a form body (`in: "form"`: Twilio's message, Stripe's
    // PaymentIntent, PayPal's token), which send exactly that body, the snippets too.
    const form = formBody(endpoint.parameters ?? [], values)
    expect(form !== undefined).toBe(FORM_ENDPOINTS.includes(`${api.id} ${endpoint.name}`))
    expect(snippet.body).toBe(form)
    expect(send.body).toBe(form)
    if (form !== undefined) {
      expect(send.headers["Content-Type"]).toBe(FORM_CONTENT_TYPE)
      expect(snippetHeaders(snippet)).toContainEqual(["Content-Type", FORM_CONTENT_TYPE])
      expect(fetch).toContain(`  body: ${jsString(form)},`)
      expect(curl).toContain(`  --data-raw ${shellQuote(form)}`)
    }

    expect(isValidModule(fetch)).toBe(true)
    expect(isValidModule(axios)).toBe(true)
    expect(fetch).toContain(`fetch(${jsString(snippet.url)}, {\n  method: ${jsString(endpoint.method)},`)
    expect(axios).toContain(`method: ${jsString(endpoint.method)},\n  url: ${jsString(snippet.url)},`)
    expect(curl).toContain(`curl --request ${endpoint.method} \\\n  --url ${shellQuote(snippet.url)}`)
    for (const [name, value] of snippetHeaders(snippet)) {
      expect(fetch).toContain(`    ${jsString(name)}: ${jsString(value)},`)
      expect(axios).toContain(`    ${jsString(name)}: ${jsString(value)},`)
      expect(curl).toContain(`--header ${shellQuote(`${name}: ${value}`)}`)
    }
    const hasBodyComment = hasPlaceholderBody(snippet)
    expect(hasBodyComment).toBe(["POST", "PUT"].includes(endpoint.method) && form === undefined)
    for (const code of [fetch, axios]) expect(code.includes("Your data here")).toBe(hasBodyComment)

    // Copied code never carries the key, raw or encoded.
    for (const code of [fetch, axios, curl, snippet.url]) {
      for (const form of [KEY, encodeURIComponent(KEY), btoa(`:${KEY}`)]) expect(code).not.toContain(form)
    }
  })
})

type Case = [string, Pick<ApiEntry, "baseUrl" | "keyPlacement">, Pick<Endpoint, "method" | "path" | "parameters">]
const SHAPES: Case[] = [
  [
    "GET with a path placeholder and a query value",
    { baseUrl: "https://api.example.dev" },
    {
      method: "GET",
      path: "/users/{user}/repos",
      parameters: [
        { name: "user", type: "string", required: true, description: "", example: "octo cat" },
        { name: "fields", type: "string", required: false, description: "", example: "name,flags" },
      ],
    },
  ],
  [
    "POST: Content-Type and the body comment",
    { baseUrl: "https://api.example.dev/v1" },
    {
      method: "POST",
      path: "/posts",
      parameters: [{ name: "title", type: "string", required: true, description: "", example: 'It\'s "new"' }],
    },
  ],
  [
    "a key in the query",
    { baseUrl: "https://api.example.dev", keyPlacement: { in: "query", name: "appid" } },
    {
      method: "GET",
      path: "/weather",
      parameters: [{ name: "q", type: "string", required: true, description: "", example: "Paris" }],
    },
  ],
  [
    "a key in a header",
    { baseUrl: "https://api.example.dev", keyPlacement: { in: "header", name: "X-Api-Key" } },
    {
      method: "GET",
      path: "/items/{id}",
      parameters: [{ name: "id", type: "number", required: true, description: "", example: "7" }],
    },
  ],
  [
    "a bearer token, POST",
    { baseUrl: "https://api.example.dev", keyPlacement: { in: "bearer" } },
    {
      method: "POST",
      path: "/chat.postMessage",
      parameters: [{ name: "channel", type: "string", required: true, description: "", example: "#general" }],
    },
  ],
  [
    "HTTP Basic, PUT",
    { baseUrl: "https://{dc}.api.example.dev/3.0", keyPlacement: { in: "basic" } },
    {
      method: "POST",
      path: "/lists/{list_id}",
      parameters: [{ name: "list_id", type: "string", required: true, description: "" }],
    },
  ],
  [
    "a form body with HTTP Basic",
    { baseUrl: "https://api.example.dev/2010-04-01", keyPlacement: { in: "basic" } },
    {
      method: "POST",
      path: "/Accounts/{sid}/Messages.json",
      parameters: [
        { name: "sid", type: "string", required: true, description: "", example: "AC1" },
        { name: "To", type: "string", required: true, description: "", example: "+15558675310", in: "form" },
        { name: "Body", type: "string", required: false, description: "", example: "Hi & 'bye'", in: "form" },
      ],
    },
  ],
]

describe("pinned snippets, one per shape of request", () => {
  it.each(SHAPES)("%s", (_, api, endpoint) => {
    const withKey = buildTesterRequest({ api, endpoint, values: exampleValues(endpoint.parameters ?? []), apiKey: KEY })
    const { snippet } = withKey
    expect([toFetch(snippet), toAxios(snippet), toCurl(snippet)].join("\n----\n")).toMatchSnapshot()
  })
})
