import { describe, expect, it } from "vitest"
import type { Endpoint } from "@/data/api-schema"
import { toCurl, toFetch } from "@/lib/snippets"
import { LANGUAGES, toLanguage } from "../code/more-languages"
import { createEntry } from "../history/history-entries"
import { readLinkValues, writeLinkValues } from "./tester-link"
import { buildTesterRequest } from "./tester-request"

// Credentials typed outside the key field (typed-secrets.ts): sent as typed, never in copied code, links or history.

const API = { baseUrl: "https://api.example.com" }
const SEARCH: Pick<Endpoint, "method" | "path" | "parameters"> = {
  method: "GET",
  path: "/search",
  parameters: [
    { name: "q", type: "string", required: true, description: "Query", in: "query" },
    { name: "api_key", type: "string", required: false, description: "Key", in: "query" },
    { name: "X-Auth-Token", type: "string", required: false, description: "Token", in: "header" },
  ],
}
const TOKEN = "tok-9f8e7d6c"
const KEY = "k3y-0a1b2c"
const BEARER = "eyJhbGciOi.secret-part"

function build() {
  return buildTesterRequest({
    api: API,
    endpoint: SEARCH,
    values: { q: "cats", api_key: KEY, "X-Auth-Token": TOKEN },
    apiKey: "",
    optIn: {
      headers: [
        ["Authorization", `Bearer ${BEARER}`],
        ["X-Trace", "t1"],
      ],
    },
  })
}

describe("buildTesterRequest: credentials typed into parameters and 'Advanced' headers", () => {
  it("sends them as typed", () => {
    const { send } = build()
    expect(send.url).toBe(`https://api.example.com/search?q=cats&api_key=${KEY}`)
    expect(send.headers).toEqual({ "X-Auth-Token": TOKEN, Authorization: `Bearer ${BEARER}`, "X-Trace": "t1" })
  })

  it("shows the URL with ••• and gives copied code YOUR_TOKEN (scheme kept)", () => {
    const request = build()
    expect(request.displayUrl).toBe("https://api.example.com/search?q=cats&api_key=•••")
    expect(request.snippet.url).toBe("https://api.example.com/search?q=cats&api_key=YOUR_TOKEN")
    expect(request.snippet.headers).toEqual({
      "X-Auth-Token": "YOUR_TOKEN",
      Authorization: "Bearer YOUR_TOKEN",
      "X-Trace": "t1",
    })
    expect(toCurl(request.snippet)).toContain("--header 'Authorization: Bearer YOUR_TOKEN'")
  })

  it("no snippet of any language holds a typed credential", () => {
    const request = build()
    const texts = [
      toCurl(request.snippet),
      toFetch(request.snippet),
      ...LANGUAGES.map(({ id }) => toLanguage(id, request.exact)),
    ]
    for (const text of texts) for (const secret of [TOKEN, KEY, BEARER]) expect(text).not.toContain(secret)
  })

  it("keeps them out of links and the history", () => {
    const values = { q: "cats", api_key: KEY, "X-Auth-Token": TOKEN }
    const names = ["q", "api_key", "X-Auth-Token"]
    const link = writeLinkValues(new URLSearchParams("endpoint=0"), values, names, "")
    expect(link.toString()).toBe("endpoint=0&p.q=cats")
    expect(readLinkValues(new URLSearchParams(`p.q=cats&p.api_key=${KEY}`), names)).toEqual({ q: "cats" })
    const entry = createEntry(
      {
        apiId: "a",
        apiName: "A",
        endpointIndex: 0,
        endpointName: "Search",
        method: "GET",
        url: `https://api.example.com/search?q=cats&api_key=${KEY}`,
        values,
        status: 200,
        error: null,
        durationMs: 5,
      },
      "",
      1,
      "e1",
    )
    expect(entry.values).toEqual({ q: "cats" })
    expect(entry.url).toBe("https://api.example.com/search?q=cats&api_key=•••")
  })
})
