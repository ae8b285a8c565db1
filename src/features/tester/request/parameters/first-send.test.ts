import { describe, expect, it } from "vitest"
import type { Parameter } from "@/data/api-schema"
import { APIS } from "@/data/apis"
import { buildTesterRequest } from "../tester-request"
import {
  canFillExamples,
  fillExamples,
  ownHintPlaceholders,
  placeholderErrorNote,
  placeholderHints,
  sendsBodyFieldsAsQuery,
  splitUrl,
  unresolvedPlaceholders,
} from "./first-send"

const param = (name: string, extra: Partial<Parameter> = {}): Parameter => ({
  name,
  type: "string",
  required: true,
  description: `The ${name}`,
  ...extra,
})

describe("fillExamples", () => {
  it.each<[label: string, parameters: Parameter[], values: Record<string, string>, expected: Record<string, string>]>([
    ["an empty field gets its example", [param("username", { example: "octocat" })], {}, { username: "octocat" }],
    [
      "a typed value is kept",
      [param("username", { example: "octocat" })],
      { username: "torvalds" },
      { username: "torvalds" },
    ],
    ["a field without an example stays empty", [param("q")], { q: "" }, { q: "" }],
    [
      "the 'e.g.' of a description counts as an example",
      [param("userId", { description: "JSON body: author, e.g. 1" })],
      {},
      { userId: "1" },
    ],
    [
      "several at once, typed ones kept",
      [param("owner", { example: "facebook" }), param("repo", { example: "react" })],
      { owner: "me" },
      { owner: "me", repo: "react" },
    ],
    ["an empty example is not a value", [param("x", { example: "" })], {}, {}],
  ])("%s", (_label, parameters, values, expected) => {
    expect(fillExamples(parameters, values)).toEqual(expected)
  })

  it("says whether a click would change anything", () => {
    const parameters = [param("username", { example: "octocat" })]
    expect(canFillExamples(parameters, {})).toBe(true)
    expect(canFillExamples(parameters, { username: "x" })).toBe(false)
    expect(canFillExamples([param("q")], {})).toBe(false)
  })
})

describe("unresolvedPlaceholders and splitUrl", () => {
  it.each<[url: string, names: string[]]>([
    ["https://api.github.com/users/{username}", ["username"]],
    ["https://api.github.com/repos/{owner}/{repo}", ["owner", "repo"]],
    ["https://x.dev/{a}/{a}", ["a"]],
    ["https://dog.ceo/api/breeds/image/random", []],
    // A typed brace is encoded by the URL builder, so it never reads as a placeholder.
    ["https://x.dev/users/%7Bx%7D", []],
  ])("%s → %j", (url, names) => {
    expect(unresolvedPlaceholders(url)).toEqual(names)
  })

  it("cuts the URL into text and placeholders that join back into it", () => {
    const url = "https://x.dev/users/{u}/repos?page=2"
    expect(splitUrl(url)).toEqual([
      { text: "https://x.dev/users/" },
      { text: "{u}", placeholder: "u" },
      { text: "/repos?page=2" },
    ])
    expect(splitUrl("{a}{b}").map((p) => p.placeholder)).toEqual(["a", "b"])
    expect(splitUrl("").length).toBe(0)
  })

  it("finds what the tester's own URL leaves unresolved, and nothing once the examples are filled", () => {
    const github = APIS.find((api) => api.id === "github")
    const endpoint = github?.endpoints.find((e) => e.path.includes("{username}"))
    if (!github || !endpoint) throw new Error("GitHub's user endpoint is in the catalogue")
    const empty = buildTesterRequest({ api: github, endpoint, values: {}, apiKey: "" })
    expect(unresolvedPlaceholders(empty.displayUrl)).toContain("username")
    const filled = fillExamples(endpoint.parameters ?? [], {})
    const full = buildTesterRequest({ api: github, endpoint, values: filled, apiKey: "" })
    expect(unresolvedPlaceholders(full.displayUrl)).toEqual([])
  })
})

describe("hints and the error note", () => {
  it("words one hint per placeholder", () => {
    expect(placeholderHints(["username"])).toEqual(["username is empty: the URL will contain {username}"])
    expect(placeholderHints([])).toEqual([])
  })

  it.each<[placeholders: string[], requiredEmpty: string[], own: string[]]>([
    [["username"], ["username"], []],
    [["owner", "repo"], ["repo"], ["owner"]],
    [["dc"], ["q"], ["dc"]],
    [[], ["q"], []],
  ])("gives %j a line of their own unless the required line names them (%j)", (placeholders, requiredEmpty, own) => {
    expect(ownHintPlaceholders(placeholders, requiredEmpty)).toEqual(own)
  })

  it.each<[status: number, names: string[], expected: string | null]>([
    [404, ["username"], "The URL still contained {username}: fill in username and send again."],
    [400, ["owner", "repo"], "The URL still contained {owner} and {repo}: fill in owner and repo and send again."],
    [422, ["a", "b", "c"], "The URL still contained {a}, {b} and {c}: fill in a, b and c and send again."],
    [404, [], null],
    [500, ["username"], null],
    [302, ["username"], null],
  ])("%i with %j", (status, names, expected) => {
    expect(placeholderErrorNote(status, names)).toBe(expected)
  })
})

describe("sendsBodyFieldsAsQuery", () => {
  const bodyField = param("title", { description: "JSON body: the title, e.g. hi" })
  it.each<[label: string, method: "GET" | "POST", parameters: Parameter[], expected: boolean]>([
    ["POST with JSON body fields", "POST", [bodyField], true],
    ["POST with query parameters only", "POST", [param("q")], false],
    ["GET never", "GET", [bodyField], false],
    ["POST without parameters", "POST", [], false],
  ])("%s", (_label, method, parameters, expected) => {
    expect(sendsBodyFieldsAsQuery({ method, parameters })).toBe(expected)
  })
})
