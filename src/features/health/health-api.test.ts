import { describe, expect, it } from "vitest"
import { APIS } from "@/data/apis"
import { packStatusApis, toStatusApi, unpackStatusApis, type StatusApi } from "./health-api"

const ODD: StatusApi = {
  id: "odd",
  name: 'Quotes " tabs \t, newlines \n and ünïcode ✓',
  endpoints: [
    { method: "GET", path: "/a/{id}" },
    { method: "POST", path: '/a?x=1&y="2"' },
    { method: "GET", path: "/a/{id}" },
  ],
}

describe("packStatusApis / unpackStatusApis", () => {
  it.each<[string, StatusApi[]]>([
    ["nothing", []],
    ["an API without endpoints", [{ id: "empty", name: "Empty", endpoints: [] }]],
    ["odd characters and a repeated endpoint", [ODD]],
    ["the whole catalogue", APIS.map(toStatusApi)],
  ])("round-trips %s", (_, apis) => {
    expect(unpackStatusApis(packStatusApis(apis))).toEqual(apis)
  })

  it("packs each API as one flat row of strings", () => {
    expect(packStatusApis([{ id: "x", name: "X", endpoints: [{ method: "GET", path: "/a" }] }])).toBe(
      '[["x","X","GET","/a"]]',
    )
  })

  it.each([
    ["not JSON", "[["],
    ["not a list", '{"apis":[]}'],
    ["a row that is not a list", '["x"]'],
    ["a method without a path", '[["x","X","GET"]]'],
    ["a value that is not a string", '[["x","X","GET",1]]'],
  ])("refuses %s", (_, text) => {
    expect(() => unpackStatusApis(text)).toThrow()
  })
})
