import { describe, expect, it } from "vitest"
import type { Endpoint } from "@/data/api-schema"
import {
  buildRequestUrl,
  dotSegmentPlaceholders,
  encodeComponent,
  endpointExampleUrl,
  exampleValues,
  placeholderNames,
  toWellFormed,
  type NamedParameter,
} from "./url"

const p = (...names: string[]) => names.map((name) => ({ name }))

describe("buildRequestUrl", () => {
  it.each([
    ["no parameters", "https://a.dev", "/posts", p(), {}, "https://a.dev/posts"],
    ["path placeholder", "https://a.dev", "/posts/{id}", p("id"), { id: "1" }, "https://a.dev/posts/1"],
    [
      "base URL placeholder",
      "https://api.telegram.org/bot{token}",
      "/getMe",
      p("token"),
      { token: "123:AB" },
      "https://api.telegram.org/bot123:AB/getMe",
    ],
    [
      "placeholder value is encoded",
      "https://a.dev",
      "/u/{name}",
      p("name"),
      { name: "a b/c?d" },
      "https://a.dev/u/a%20b%2Fc%3Fd",
    ],
    [
      "empty placeholder stays visible",
      "https://a.dev",
      "/u/{name}",
      p("name"),
      { name: "" },
      "https://a.dev/u/{name}",
    ],
    [
      "query appended in parameter order",
      "https://a.dev",
      "/s",
      p("b", "a"),
      { a: "1", b: "2" },
      "https://a.dev/s?b=2&a=1",
    ],
    ["empty query values skipped", "https://a.dev", "/s", p("a", "b"), { a: "", b: "2" }, "https://a.dev/s?b=2"],
    ["query value encoded", "https://a.dev", "/s", p("q"), { q: "x&y=z #1" }, "https://a.dev/s?q=x%26y%3Dz%20%231"],
    [
      "commas stay readable",
      "https://a.dev",
      "/all",
      p("fields"),
      { fields: "name,flags" },
      "https://a.dev/all?fields=name,flags",
    ],
    ["existing query kept", "https://a.dev", "/s?format=json", p("q"), { q: "1" }, "https://a.dev/s?format=json&q=1"],
    ["unknown values ignored", "https://a.dev", "/s", p(), { q: "1" }, "https://a.dev/s"],
    [
      "a parameter named like an Object method has no value",
      "https://a.dev",
      "/s/{constructor}",
      p("constructor", "toString"),
      {},
      "https://a.dev/s/{constructor}",
    ],
    ["unicode encoded", "https://a.dev", "/s", p("q"), { q: "café" }, "https://a.dev/s?q=caf%C3%A9"],
  ])("%s", (_name, base, path, params, values, expected) => {
    expect(buildRequestUrl(base, path, params, values)).toBe(expected)
  })
})

// The browser removes "." and ".." path segments (and the segment before ".."), so a value that makes one
// would send the request to another path than the one shown. Such a value is left out, as an empty one is.
describe("buildRequestUrl never builds a dot segment from a value", () => {
  const GITHUB = "https://api.github.com"
  it.each<[label: string, path: string, values: Record<string, string>, expected: string, leftOut: string[]]>([
    [
      "'..' twice (the issue's link)",
      "/repos/{owner}/{repo}",
      { owner: "..", repo: ".." },
      "/repos/{owner}/{repo}",
      ["owner", "repo"],
    ],
    ["'.'", "/repos/{owner}/{repo}", { owner: ".", repo: "r" }, "/repos/{owner}/r", ["owner"]],
    ["the last segment", "/users/{username}", { username: ".." }, "/users/{username}", ["username"]],
    ["two values that together make '..'", "/x/{a}{b}", { a: ".", b: "." }, "/x/{a}{b}", ["a", "b"]],
    ["a value beside a literal dot", "/x/.{a}", { a: "." }, "/x/.{a}", ["a"]],
    ["'...' is an ordinary segment", "/repos/{owner}/{repo}", { owner: "...", repo: "r" }, "/repos/.../r", []],
    [
      "'%2e' is typed text, sent encoded",
      "/repos/{owner}/{repo}",
      { owner: "%2e", repo: "%2E%2E" },
      "/repos/%252e/%252E%252E",
      [],
    ],
    ["dots inside a segment", "/repos/{owner}/{repo}", { owner: "a..b", repo: ".x" }, "/repos/a..b/.x", []],
    ["'..' with more text in its segment", "/files/{name}.json", { name: ".." }, "/files/...json", []],
    ["'..' in the query part of the path", "/search?q={q}", { q: ".." }, "/search?q=..", []],
    ["'..' as a query parameter", "/search", { q: ".." }, "/search", []],
  ])("%s", (_label, path, values, expected, leftOut) => {
    const names = Object.keys(values).map((name) => ({ name }))
    const built = buildRequestUrl(GITHUB, path, names, values)
    expect(built.startsWith(GITHUB + expected)).toBe(true)
    expect(dotSegmentPlaceholders(GITHUB, path, values)).toEqual(leftOut)
    // What the browser requests has the path that is built.
    expect(decodeURI(new URL(built).pathname)).toBe(decodeURI(built.slice(GITHUB.length).split(/[?#]/)[0] ?? ""))
  })

  it("a host placeholder is not a path segment: '..' there changes no path", () => {
    expect(dotSegmentPlaceholders("https://{dc}.api.mailchimp.com/3.0", "/ping", { dc: ".." })).toEqual([])
  })
})

describe("helpers", () => {
  it("lists placeholders in order", () => {
    expect(placeholderNames("https://{dc}.api.x/lists/{id}")).toEqual(["dc", "id"])
  })
  it("keeps , : @ readable", () => {
    expect(encodeComponent("a,b:c@d e")).toBe("a,b:c@d%20e")
  })
  it("turns a lone surrogate into U+FFFD instead of throwing; a whole pair is kept", () => {
    expect(encodeComponent("a\uD800")).toBe("a%EF%BF%BD")
    expect(encodeComponent("\uDC00b")).toBe("%EF%BF%BDb")
    expect(encodeComponent("\uD83D\uDE00")).toBe("%F0%9F%98%80")
  })
  it.each<[string, string, string]>([
    ["a lone high surrogate", "a\uD800b", "a\uFFFDb"],
    ["a lone low surrogate", "\uDC00b", "\uFFFDb"],
    ["two high surrogates", "\uD800\uD800", "\uFFFD\uFFFD"],
    ["a reversed pair", "\uDE00\uD83D", "\uFFFD\uFFFD"],
    ["a whole pair", "\uD83D\uDE00", "\uD83D\uDE00"],
    ["a high surrogate before a whole pair", "\uD800\uD83D\uDE00", "\uFFFD\uD83D\uDE00"],
    ["plain text", " é ", " é "],
  ])("toWellFormed: %s", (_, text, expected) => {
    expect(toWellFormed(text)).toBe(expected)
  })
  it("builds example values from examples only", () => {
    expect(exampleValues([{ name: "a", example: "1" }, { name: "b" }])).toEqual({ a: "1" })
  })
})

const api = { baseUrl: "https://api.example.dev/v1" }

function endpoint(overrides: Partial<Endpoint>): Endpoint {
  return { name: "E", method: "GET", path: "/items/{id}", description: "d", ...overrides }
}

describe("endpointExampleUrl", () => {
  it("uses the catalogue's example when there is one", () => {
    expect(endpointExampleUrl(api.baseUrl, endpoint({ example: "https://api.example.dev/v1/items/7" }))).toBe(
      "https://api.example.dev/v1/items/7",
    )
  })

  it("otherwise builds it from the parameter examples", () => {
    const e = endpoint({
      parameters: [
        { name: "id", type: "number", required: true, description: "Id", example: "42" },
        { name: "q", type: "string", required: false, description: "Query", example: "a b" },
        { name: "lang", type: "string", required: false, description: "No example" },
      ],
    })
    expect(endpointExampleUrl(api.baseUrl, e)).toBe("https://api.example.dev/v1/items/42?q=a%20b")
  })

  it("keeps placeholders without an example visible", () => {
    expect(endpointExampleUrl(api.baseUrl, endpoint({}))).toBe("https://api.example.dev/v1/items/{id}")
  })
})

describe("parameters that say where they go (`in`, opened APIs)", () => {
  const at = (name: string, place?: "path" | "query" | "header") => (place ? { name, in: place } : { name })

  it.each<[label: string, path: string, parameters: NamedParameter[], values: Record<string, string>, url: string]>([
    ["path fills its placeholder", "/items/{id}", [at("id", "path")], { id: "7" }, "https://a.dev/items/7"],
    ["path without a placeholder goes nowhere", "/items", [at("id", "path")], { id: "7" }, "https://a.dev/items"],
    ["query goes to the query", "/items", [at("q", "query")], { q: "a b" }, "https://a.dev/items?q=a%20b"],
    [
      "query goes to the query even when the path holds {name}",
      "/items/{id}",
      [at("id", "query")],
      { id: "7" },
      "https://a.dev/items/{id}?id=7",
    ],
    [
      "a query value never counts as a dot segment of the path",
      "/items/{id}",
      [at("id", "query")],
      { id: ".." },
      "https://a.dev/items/{id}?id=..",
    ],
    ["header is never in the URL", "/items", [at("X-Trace", "header")], { "X-Trace": "1" }, "https://a.dev/items"],
    [
      "header leaves a same-named placeholder alone",
      "/items/{v}",
      [at("v", "header")],
      { v: "1" },
      "https://a.dev/items/{v}",
    ],
    [
      "mixed, in parameter order; empty values skipped",
      "/users/{user}/repos",
      [at("user", "path"), at("sort", "query"), at("X-A", "header"), at("page", "query"), at("legacy")],
      { user: "o", sort: "", "X-A": "1", page: "2", legacy: "x" },
      "https://a.dev/users/o/repos?page=2&legacy=x",
    ],
    [
      "a path and a query parameter of the same name: the value fills the placeholder and goes to the query",
      "/items/{id}",
      [at("id", "path"), at("id", "query")],
      { id: "7" },
      "https://a.dev/items/7?id=7",
    ],
  ])("%s", (_label, path, parameters, values, url) => {
    expect(buildRequestUrl("https://a.dev", path, parameters, values)).toBe(url)
  })

  it("dotSegmentPlaceholders skips query and header parameters", () => {
    const values = { id: "..", v: "." }
    expect(dotSegmentPlaceholders("https://a.dev", "/a/{id}/{v}", values)).toEqual(["id", "v"])
    expect(
      dotSegmentPlaceholders("https://a.dev", "/a/{id}/{v}", values, [at("id", "query"), at("v", "header")]),
    ).toEqual([])
    expect(dotSegmentPlaceholders("https://a.dev", "/a/{id}/{v}", values, [at("id", "path"), at("v")])).toEqual([
      "id",
      "v",
    ])
  })

  it("endpointExampleUrl never holds a header parameter's example", () => {
    const e = endpoint({
      path: "/items/{id}",
      parameters: [
        { name: "id", type: "number", required: true, description: "Id", example: "42", in: "path" },
        { name: "X-Request-Id", type: "string", required: false, description: "Trace", example: "abc", in: "header" },
        { name: "q", type: "string", required: false, description: "Query", example: "x", in: "query" },
      ],
    })
    expect(endpointExampleUrl(api.baseUrl, e)).toBe("https://api.example.dev/v1/items/42?q=x")
  })
})

describe("an opened API's values in their style (lib/param-style.ts)", () => {
  const styled = (
    name: string,
    place: "path" | "query" | "header" | "cookie",
    type: string,
    style?: NamedParameter["style"],
    explode?: boolean,
  ): NamedParameter => ({ name, in: place, type, style, explode })

  it.each<[label: string, path: string, parameters: NamedParameter[], values: Record<string, string>, url: string]>([
    [
      "an exploded list (form, the query default) repeats its name",
      "/items",
      [styled("tag", "query", "array")],
      { tag: "a, b" },
      "https://a.dev/items?tag=a&tag=b",
    ],
    [
      "a deepObject query parameter",
      "/items",
      [styled("filter", "query", "object", "deepObject", true), styled("q", "query", "string")],
      { filter: '{"status":"open","created":{"gte":1}}', q: "x y" },
      "https://a.dev/items?filter%5Bstatus%5D=open&filter%5Bcreated%5D%5Bgte%5D=1&q=x%20y",
    ],
    [
      "a pipeDelimited list",
      "/items",
      [styled("ids", "query", "array", "pipeDelimited")],
      { ids: "[1,2,3]" },
      "https://a.dev/items?ids=1%7C2%7C3",
    ],
    [
      "matrix and label path parameters",
      "/a/{m}/b/{l}",
      [styled("m", "path", "array", "matrix", true), styled("l", "path", "object", "label")],
      { m: "x,y", l: '{"R":1}' },
      "https://a.dev/a/;m=x;m=y/b/.R,1",
    ],
    [
      "a list that cannot be read is left out (its placeholder stays), the rest is sent",
      "/a/{ids}",
      [styled("ids", "path", "array"), styled("f", "query", "object"), styled("q", "query", "string")],
      { ids: "[1,", f: "nope", q: "1" },
      "https://a.dev/a/{ids}?q=1",
    ],
    [
      "a label value that would make a dot segment is refused like any other",
      "/a/{v}/b",
      [styled("v", "path", "string", "label")],
      { v: "." },
      "https://a.dev/a/{v}/b",
    ],
    [
      "a cookie parameter is never in the URL",
      "/a",
      [styled("session", "cookie", "string")],
      { session: "1" },
      "https://a.dev/a",
    ],
    [
      "the catalogue's array parameter (no `in`) is sent as typed",
      "/a",
      [{ name: "ids", type: "array" } as NamedParameter],
      { ids: "[1, 2]" },
      "https://a.dev/a?ids=%5B1,%202%5D",
    ],
  ])("%s", (_label, path, parameters, values, url) => {
    expect(buildRequestUrl("https://a.dev", path, parameters, values)).toBe(url)
  })
})
