import { describe, expect, it } from "vitest"
import { findOperation, openedPageSearch, parseOperation } from "./operation-link"

const ENDPOINTS = [
  { method: "GET", path: "/repos/{owner}/{repo}/issues" },
  { method: "POST", path: "/repos/{owner}/{repo}/issues" },
  { method: "GET", path: "" },
  { method: "GET", path: "/search issues" },
] as const

describe("parseOperation", () => {
  it.each([
    ["GET /pets", { method: "GET", path: "/pets" }],
    ["get /pets/{id}", { method: "GET", path: "/pets/{id}" }],
    ["GET ", { method: "GET", path: "" }],
    ["GET /a b", { method: "GET", path: "/a b" }],
    ["GET  /pets", { method: "GET", path: " /pets" }],
    ["/pets", null],
    ["GET", null],
    [" /pets", null],
    ["G3T /pets", null],
    ["", null],
  ])("%j → %j", (op, expected) => {
    expect(parseOperation(op)).toEqual(expected)
  })
})

describe("findOperation", () => {
  it.each([
    ["GET /repos/{owner}/{repo}/issues", 0],
    ["POST /repos/{owner}/{repo}/issues", 1],
    ["post /repos/{owner}/{repo}/issues", 1],
    ["GET ", 2],
    ["GET /search issues", 3],
    ["DELETE /repos/{owner}/{repo}/issues", -1],
    ["GET /repos/{owner}/{repo}/issues/", -1],
    ["GET /repos/{o}/{r}/issues", -1],
    ["nonsense", -1],
  ])("%j → %i", (op, expected) => {
    expect(findOperation(ENDPOINTS, op)).toBe(expected)
  })
})

describe("openedPageSearch", () => {
  it.each([
    [
      "the operation's tester with the link's values, other keys dropped",
      "url=https%3A%2F%2Fx.dev%2Fo.json&op=POST%20%2Frepos%2F%7Bowner%7D%2F%7Brepo%7D%2Fissues&p.owner=octo&p.repo=hello&x=1",
      "endpoint=1&p.owner=octo&p.repo=hello",
    ],
    ["'+' for the space, as a form writes it", "op=GET+/search+issues&p.q=a+b", "endpoint=3&p.q=a+b"],
    ["an operation the document does not have: its page", "op=GET%20/nope&p.owner=octo", ""],
    ["no operation: its page, values or not", "url=u&p.owner=octo", ""],
    [
      "values that hold '&', '=' and non-ASCII travel whole",
      "op=GET%20&p.q=a%26b%3Dc%20%C3%A9",
      "endpoint=2&p.q=a%26b%3Dc+%C3%A9",
    ],
  ])("%s", (_, query, expected) => {
    expect(openedPageSearch(new URLSearchParams(query), ENDPOINTS)).toBe(expected)
  })
})
