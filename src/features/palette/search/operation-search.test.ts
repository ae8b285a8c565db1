import { describe, expect, it } from "vitest"
import { buildOperationIndex, termShardOf, type OperationRecord } from "./operation-index"
import { likelyNextLetters, matchQuality, OperationSearch, oneEditAway, withinOneEdit } from "./operation-search"

describe("withinOneEdit", () => {
  it.each([
    ["translate", "tranlsate", true],
    ["translate", "translat", true],
    ["translate", "translates", true],
    ["translate", "transxate", true],
    ["translate", "tarnslaet", false],
    ["abc", "abc", true],
    ["abcd", "ab", false],
  ])("%s ~ %s: %s", (a, b, yes) => expect(withinOneEdit(a, b)).toBe(yes))
})

describe("oneEditAway", () => {
  it("holds each kind of edit, keeps the first letter, and not the word itself", () => {
    const edits = oneEditAway("tranlsate")
    for (const word of ["translate", "tranlsat", "tranlsatex", "trxnlsate"]) expect(edits.has(word)).toBe(true)
    expect(edits.has("tranlsate")).toBe(false)
    expect([...edits].every((word) => word.startsWith("t"))).toBe(true)
  })
})

describe("matchQuality", () => {
  it.each([
    ["issue", "issue", 1],
    ["repo", "repository", 0.5 + 0.4 * 0.4],
    ["geocod", "geocode", 0.5 + 0.4 * (6 / 7)],
    ["adress", "address", 0.45],
    ["sms", "smx", 0],
    ["x", "xylophone", 0],
  ])("%s for %s: %d", (word, term, quality) => expect(matchQuality(word, term)).toBeCloseTo(quality))
})

describe("likelyNextLetters", () => {
  // Postings as the index writes them: their length stands for how many operations a word names.
  const shard = { geo: ["aa"], geocode: ["aaaaaa"], geocoding: ["aaaa"], geolocation: ["aaa"], gps: ["a"] }
  const ranges = [{ keys: Object.keys(shard).sort(), shard }]
  it.each([
    ["geo", 3, ["c", "l", " "]], // geocode and geocoding: 10; geolocation 3; geo itself (a space) 2
    ["geo", 1, ["c"]],
    ["geoc", 2, ["o"]],
    ["geocod", 2, ["e", "i"]],
    ["geocode", 2, [" "]],
    ["g", 2, ["e", "p"]],
    ["x", 2, []],
  ])("after %s, the %i likeliest: %j", (word, count, letters) => {
    expect(likelyNextLetters(word, ranges, count)).toEqual(letters)
  })

  it("reads words across shards, in order", () => {
    const first = { ab: ["a"], abc: ["aa"] }
    const second = { abd: ["aaaa"] }
    expect(
      likelyNextLetters(
        "ab",
        [
          { keys: ["ab", "abc"], shard: first },
          { keys: ["abd"], shard: second },
        ],
        3,
      ),
    ).toEqual(["d", "c", " "])
  })
})

describe("OperationSearch over a small index", () => {
  // API 1 has no operations: its first operation is API 2's (equal starts), and API 2 owns them (each
  // operation's API is read from a table built once, as the search by starts found it).
  const apis = [
    { id: "maps.io", title: "Maps", url: "https://x/maps.json" },
    { id: "empty.io", title: "Archive", url: "https://x/empty.json" },
    { id: "weather.io", title: "Weather now", url: "https://x/weather.json" },
  ]
  const op = (api: number, path: string, name: string): OperationRecord => ({
    api,
    method: "GET",
    path,
    name,
    operationId: "",
    tags: [],
    parameters: [],
    description: "",
  })
  const ops = [
    op(0, "/geocode", "Geocode an address"),
    op(0, "/current", "Current traffic"),
    op(2, "/current", "Current conditions"),
    op(2, "/forecast", "Forecast"),
  ]
  const { manifest, files } = buildOperationIndex("pkg@1", apis, ops, (kind, text) => `${kind}-${text.length}.json`, {
    docsPerShard: 2,
    termShardBytes: 40,
  })
  const fresh = () =>
    new OperationSearch(
      async (file) => (file === "/manifest.json" ? manifest : (JSON.parse(files.get(file) ?? "null") as unknown)),
      "/manifest.json",
    )

  it("credits an API's title to its own operations, past an API without any", async () => {
    const hits = await fresh().search("weather current", 5)
    expect(hits.map((hit) => `${hit.apiId} ${hit.path}`)).toEqual(["weather.io /current", "maps.io /current"])
  })

  it("answers a query the same whatever was asked before it (its kept word matches change nothing)", async () => {
    const queries = ["w", "we", "wea", "weather", "weather c", "weather cur", "current", "weather current", "geo"]
    const warm = fresh()
    for (const query of queries) await warm.search(query, 5)
    for (const query of queries) expect(await warm.search(query, 5)).toEqual(await fresh().search(query, 5))
  })

  it("fetches a first query's term ranges with the API list, not after it, and each file once", async () => {
    const asked: string[] = []
    let releaseApis = () => {}
    const apisHeld = new Promise<void>((resolve) => (releaseApis = resolve))
    const search = new OperationSearch(async (file) => {
      asked.push(file)
      if (file === "/manifest.json") return manifest
      if (file === manifest.apis) await apisHeld
      return JSON.parse(files.get(file) ?? "null") as unknown
    }, "/manifest.json")
    const ready = search.ready()
    const hits = search.search("weather current", 5)
    await expect.poll(() => asked.filter((file) => file.startsWith("terms-")).length).toBeGreaterThan(0)
    expect(asked.filter((file) => file === manifest.apis)).toEqual([manifest.apis])
    releaseApis()
    await ready
    expect((await hits).map((hit) => `${hit.apiId} ${hit.path}`)).toEqual(["weather.io /current", "maps.io /current"])
    expect(new Set(asked).size).toBe(asked.length)
  })

  it("reports a failed manifest to the query, and tries again on the next", async () => {
    let online = false
    const search = new OperationSearch(async (file) => {
      if (!online) throw new Error("offline")
      return file === "/manifest.json" ? manifest : (JSON.parse(files.get(file) ?? "null") as unknown)
    }, "/manifest.json")
    await expect(search.search("weather", 5)).rejects.toThrow("offline")
    online = true
    expect((await search.search("weather current", 5)).length).toBe(2)
  })

  it("answers from loaded files only when asked to, and predicts the next letters from the loaded words", async () => {
    const asked: string[] = []
    const search = new OperationSearch(async (file) => {
      asked.push(file)
      return file === "/manifest.json" ? manifest : (JSON.parse(files.get(file) ?? "null") as unknown)
    }, "/manifest.json")
    // Nothing loaded yet: no answer, no prediction, and nothing fetched for either.
    expect(await search.searchLoaded("weather", 5)).toBeUndefined()
    expect(search.likelyNext("weath", 3)).toEqual([])
    expect(asked).toEqual([])
    const hits = await search.search("weather current", 5)
    const fetched = asked.length
    expect(await search.searchLoaded("weather current", 5)).toEqual(hits)
    // "forecast" is in the term shard "current" is in, and its row in one fetched for "weather current".
    expect(await search.searchLoaded("forecast", 5)).toEqual(await fresh().search("forecast", 5))
    // The operations' own words ("weather" is an API's title, not one of them).
    expect(search.likelyNext("fore", 3)).toEqual(["c"])
    expect(search.likelyNext("weather current", 3)).toEqual([" "])
    expect(search.likelyNext("weath", 3)).toEqual([])
    expect(search.likelyNext("weather ", 3)).toEqual([])
    // "geocode" falls in a term shard not loaded yet: no answer ahead, and no fetch.
    const geocodeShard = manifest.termShards[termShardOf(manifest.termShards, "geocode")]?.file ?? ""
    expect(asked).not.toContain(geocodeShard)
    expect(await search.searchLoaded("geocode", 5)).toBeUndefined()
    expect(search.likelyNext("geoc", 3)).toEqual([])
    expect(asked.length).toBe(fetched)
  })
})
