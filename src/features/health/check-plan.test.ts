import { describe, expect, it } from "vitest"
import { checkedText, confirmText, requestsPerHost } from "./check-plan"
import type { ProbeTarget } from "./probe"

const api = (baseUrl: string, auth: ProbeTarget["api"]["auth"] = "none") => ({ id: "x", auth, baseUrl })
const get = (path: string) => ({ method: "GET", path })

describe("requestsPerHost", () => {
  it("counts what would be sent, per host, most first; skipped endpoints send nothing", () => {
    const github = api("https://api.github.com")
    const dogs = api("https://dog.ceo/api")
    const targets: ProbeTarget[] = [
      { api: dogs, endpoint: get("/breeds/list") },
      { api: github, endpoint: get("/emojis") },
      { api: github, endpoint: get("/meta") },
      { api: github, endpoint: { method: "POST", path: "/markdown" } },
      { api: github, endpoint: get("/users/{username}") },
    ]
    expect(requestsPerHost(targets)).toEqual([
      { host: "api.github.com", count: 2 },
      { host: "dog.ceo", count: 1 },
    ])
  })

  it("leaves out endpoints that need a key the visitor has not set", () => {
    expect(requestsPerHost([{ api: api("https://k.example", "apikey"), endpoint: get("/a") }])).toEqual([])
  })
})

describe("confirmText", () => {
  it.each<[string, { host: string; count: number }[], string | null]>([
    [
      "a known limit",
      [{ host: "api.github.com", count: 55 }],
      "This sends 55 requests to api.github.com (anonymous limit 60/hour).",
    ],
    ["no known limit", [{ host: "a.example", count: 11 }], "This sends 11 requests to a.example."],
    ["10 is not more than 10", [{ host: "a.example", count: 10 }], null],
    ["nothing", [], null],
    [
      "two hosts over, one under",
      [
        { host: "a.example", count: 12 },
        { host: "b.example", count: 11 },
        { host: "c.example", count: 3 },
      ],
      "This sends 12 requests to a.example. This sends 11 requests to b.example.",
    ],
  ])("%s", (_, hosts, expected) => {
    expect(confirmText(hosts)).toBe(expected)
  })
})

describe("checkedText", () => {
  it.each([
    [55, 55, 845, "55 of 55 checked work · 790 not checked"],
    [3, 5, 5, "3 of 5 checked work"],
    [1, 1, 1, "1 of 1 checked works"],
    [0, 2, 4, "0 of 2 checked work · 2 not checked"],
  ])("%i of %i of %i → %s", (working, checked, total, text) => {
    expect(checkedText(working, checked, total)).toBe(text)
  })
})
