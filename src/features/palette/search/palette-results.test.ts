import { describe, expect, it } from "vitest"
import { catalogueEntries, catalogueEndpointHref } from "../catalogue-entries"
import { APIS } from "@/data/apis"
import { indexLocal, localSearch } from "./local-search"
import { directoryHref, mergeResults } from "./palette-results"

describe("directoryHref: METHOD, one space, the path as written, the whole value URL-encoded", () => {
  it.each([
    ["https://x.io/a.json", "get", "/pets/{id}", "/open?url=https%3A%2F%2Fx.io%2Fa.json&op=GET%20%2Fpets%2F%7Bid%7D"],
    [
      "https://api.apis.guru/v2/specs/slack.com/1.7.0/openapi.json",
      "POST",
      "/chat.postMessage",
      "/open?url=https%3A%2F%2Fapi.apis.guru%2Fv2%2Fspecs%2Fslack.com%2F1.7.0%2Fopenapi.json&op=POST%20%2Fchat.postMessage",
    ],
  ])("%s %s %s", (url, method, path, href) => {
    expect(directoryHref(url, method, path)).toBe(href)
    expect(new URLSearchParams(href.split("?")[1]).get("op")).toBe(`${method.toUpperCase()} ${path}`)
  })
})

describe("the catalogue in the palette", () => {
  const index = indexLocal(catalogueEntries(APIS))
  it("finds an endpoint by its name and API, and opens its tester", () => {
    const [first] = localSearch(index, "jsonplaceholder create post")
    const api = APIS.find((entry) => entry.id === "jsonplaceholder")!
    const at = api.endpoints.findIndex((endpoint) => endpoint.name === "Create a post")
    expect(first?.entry).toMatchObject({ kind: "catalogue", name: "Create a post", method: "POST" })
    expect(first?.entry.href).toBe(catalogueEndpointHref("jsonplaceholder", at))
    expect(first?.entry.href).toBe(`/api/jsonplaceholder?endpoint=${at}`)
  })
  it("finds nothing for nonsense", () => expect(localSearch(index, "zzqxv")).toEqual([]))
})

describe("mergeResults", () => {
  it("orders by score, local ones a little ahead, and leaves out directory APIs without a definition URL", () => {
    const local = [
      {
        score: 10,
        entry: {
          kind: "catalogue" as const,
          api: "A",
          method: "GET",
          path: "/a",
          name: "Get a",
          href: "/api/a?endpoint=0",
          tags: [],
          parameters: [],
          description: "",
        },
      },
    ]
    const hit = { apiId: "d.com", apiTitle: "D", method: "GET", path: "/d", name: "Get d" }
    const results = mergeResults(local, [
      { ...hit, id: 1, score: 12, url: "https://x/d.json" },
      { ...hit, id: 2, score: 50, url: null },
      { ...hit, id: 3, score: 13, url: "https://x/d.json" },
    ])
    expect(results.map((result) => result.key)).toEqual(["directory-3", "catalogue-0-/api/a?endpoint=0", "directory-1"])
  })
})
