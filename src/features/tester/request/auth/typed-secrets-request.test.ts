import { describe, expect, it } from "vitest"
import type { Endpoint } from "@/data/api-schema"
import { toCurl, toFetch } from "@/lib/snippets"
import { LANGUAGES, toLanguage } from "../../code/more-languages"
import { createEntry } from "../../history/history-entries"
import { operationLink, readLinkValues, testerLink, writeLinkValues } from "../link/tester-link"
import { buildTesterRequest, type TesterRequestInput } from "../tester-request"
import { markedNames } from "./typed-secrets"

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

// Issue 33: parameters the document marks as credentials (`secret`: format password, an apiKey scheme's name), whatever
// they are called, are secrets exactly as those named like one.
const MARKED: Pick<Endpoint, "method" | "path" | "parameters"> = {
  method: "GET",
  path: "/login",
  parameters: [
    { name: "user", type: "string", required: true, description: "User", in: "query" },
    { name: "pin", type: "string", required: true, description: "PIN", in: "query", secret: true },
    { name: "X-Session", type: "string", required: false, description: "Session", in: "header", secret: true },
  ],
}
const PIN = "4821-pin"
const SESSION = "sess-77aa"
const MARKED_VALUES = { user: "ada", pin: PIN, "X-Session": SESSION }

describe("buildTesterRequest: parameters the document marks as credentials", () => {
  const build = () =>
    buildTesterRequest({ api: API, endpoint: MARKED, values: MARKED_VALUES, apiKey: "", optIn: undefined })

  it("sends them as typed", () => {
    const { send } = build()
    expect(send.url).toBe(`https://api.example.com/login?user=ada&pin=${PIN}`)
    expect(send.headers).toEqual({ "X-Session": SESSION })
  })

  it("shows ••• and gives every snippet YOUR_TOKEN", () => {
    const request = build()
    expect(request.displayUrl).toBe("https://api.example.com/login?user=ada&pin=•••")
    expect(request.snippet.url).toBe("https://api.example.com/login?user=ada&pin=YOUR_TOKEN")
    expect(request.snippet.headers).toEqual({ "X-Session": "YOUR_TOKEN" })
    const texts = [
      toCurl(request.snippet),
      toFetch(request.snippet),
      ...LANGUAGES.map(({ id }) => toLanguage(id, request.exact)),
    ]
    for (const text of texts) for (const secret of [PIN, SESSION]) expect(text).not.toContain(secret)
  })

  it("the same names unmarked are ordinary values (the mark, not the name, decides)", () => {
    const plain = { ...MARKED, parameters: MARKED.parameters?.map(({ secret: _secret, ...rest }) => rest) }
    const request = buildTesterRequest({ api: API, endpoint: plain, values: MARKED_VALUES, apiKey: "" })
    expect(request.displayUrl).toBe(`https://api.example.com/login?user=ada&pin=${PIN}`)
    expect(request.snippet.headers).toEqual({ "X-Session": SESSION })
  })

  it("keeps them out of links and the history", () => {
    const names = ["user", "pin", "X-Session"]
    const marked = markedNames(MARKED.parameters)
    const link = writeLinkValues(new URLSearchParams("endpoint=0"), MARKED_VALUES, names, "", marked)
    expect(link.toString()).toBe("endpoint=0&p.user=ada")
    expect(readLinkValues(new URLSearchParams(`p.user=ada&p.pin=${PIN}&p.X-Session=s`), names, marked)).toEqual({
      user: "ada",
    })
    expect(testerLink("https://x.dev", "/api/a", 0, MARKED_VALUES, names, "", marked)).toBe(
      "https://x.dev/api/a?endpoint=0&p.user=ada",
    )
    expect(
      operationLink("https://x.dev", "https://t.dev/o.json", "GET", "/login", MARKED_VALUES, names, "", marked),
    ).toBe("https://x.dev/open?url=https%3A%2F%2Ft.dev%2Fo.json&op=GET%20%2Flogin&p.user=ada")
    const entry = createEntry(
      {
        apiId: "a",
        apiName: "A",
        endpointIndex: 0,
        endpointName: "Login",
        method: "GET",
        url: `https://api.example.com/login?user=ada&pin=${PIN}`,
        values: MARKED_VALUES,
        status: 200,
        error: null,
        durationMs: 5,
      },
      "",
      1,
      "e1",
      marked,
    )
    expect(entry.values).toEqual({ user: "ada" })
    expect(entry.url).toBe("https://api.example.com/login?user=ada&pin=•••")
  })
})

// Issue 33: an 'Advanced' header row of a header the document marks (here X-Session, any case) is a credential too,
// though its name says nothing: sent as typed, YOUR_TOKEN in every snippet; links and history never keep header rows.
describe("buildTesterRequest: 'Advanced' header rows the document marks", () => {
  const ROW = "row-sess-31c"
  type Marking = Pick<Endpoint, "method" | "path" | "parameters" | "keyPlacement">
  const build = (endpoint: Marking, name = "x-session", api: TesterRequestInput["api"] = API) =>
    buildTesterRequest({
      api,
      endpoint,
      values: { user: "ada" },
      apiKey: "",
      optIn: {
        headers: [
          [name, ROW],
          ["X-Trace", "t1"],
        ],
      },
    })
  const UNMARKED = { ...MARKED, parameters: MARKED.parameters?.map(({ secret: _secret, ...rest }) => rest) }

  it.each<
    [label: string, endpoint: Marking, name: string, api: TesterRequestInput["api"], key: Record<string, string>]
  >([
    ["a marked header parameter, the row in lower case", MARKED, "x-session", API, {}],
    ["a marked header parameter, the row as the document writes it", MARKED, "X-Session", API, {}],
    [
      "the endpoint's key header (its placeholder for the key stays)",
      { ...UNMARKED, keyPlacement: { in: "header", name: "X-Session" } },
      "X-SESSION",
      API,
      { "X-Session": "YOUR_API_KEY" },
    ],
    [
      "one of the API's key choices",
      UNMARKED,
      "x-session",
      { ...API, keyPlacement: { in: "bearer" }, keyChoices: [{ in: "bearer" }, { in: "header", name: "X-Session" }] },
      { Authorization: "Bearer YOUR_API_KEY" },
    ],
  ])("%s: sent as typed, YOUR_TOKEN in every snippet", (_label, endpoint, name, api, key) => {
    const request = build(endpoint, name, api)
    expect(request.send.headers).toEqual({ [name]: ROW, "X-Trace": "t1" })
    expect(request.snippet.headers).toEqual({ ...key, [name]: "YOUR_TOKEN", "X-Trace": "t1" })
    // cURL writes one header of a name in any case: the key's placeholder wins, as the key does when sent.
    const header = Object.keys(key).some((other) => other.toLowerCase() === name.toLowerCase())
      ? `--header 'X-Session: YOUR_API_KEY'`
      : `--header '${name}: YOUR_TOKEN'`
    expect(toCurl(request.snippet)).toContain(header)
    const texts = [
      request.displayUrl,
      toCurl(request.snippet),
      toFetch(request.snippet),
      ...LANGUAGES.map(({ id }) => toLanguage(id, request.exact)),
    ]
    for (const text of texts) expect(text).not.toContain(ROW)
  })

  it("unmarked, the same row is an ordinary header (the mark, not the name, decides)", () => {
    expect(build(UNMARKED).snippet.headers).toEqual({ "x-session": ROW, "X-Trace": "t1" })
  })

  it("keeps it out of links and the history", () => {
    const values = { user: "ada" }
    const names = ["user", "pin", "X-Session"]
    const marked = markedNames(MARKED.parameters)
    expect(testerLink("https://x.dev", "/api/a", 0, values, names, "", marked)).toBe(
      "https://x.dev/api/a?endpoint=0&p.user=ada",
    )
    const request = build(MARKED)
    const entry = createEntry(
      {
        apiId: "a",
        apiName: "A",
        endpointIndex: 0,
        endpointName: "Login",
        method: "GET",
        url: request.displayUrl,
        values,
        status: 200,
        error: null,
        durationMs: 5,
      },
      "",
      1,
      "e1",
      marked,
    )
    expect(JSON.stringify(entry)).not.toContain(ROW)
    expect(entry.values).toEqual({ user: "ada" })
  })
})
