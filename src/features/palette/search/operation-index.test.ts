import { describe, expect, it } from "vitest"
import {
  buildOperationIndex,
  decodePostings,
  docShardOf,
  encodePostings,
  operationTerms,
  termShardOf,
  termShardsFor,
  type OperationRecord,
} from "./operation-index"

describe("postings", () => {
  it.each([[[]], [[0]], [[3, 4, 20]], [[0, 35, 36, 1_000_000]]])("%j round-trips", (ids) =>
    expect(decodePostings(encodePostings(ids))).toEqual(ids),
  )
  it("writes base-36 gaps", () => expect(encodePostings([3, 4, 20])).toBe("3,1,g"))
})

describe("operationTerms: each word once, in its best class", () => {
  const op = {
    method: "POST",
    path: "/v1/payment_intents",
    name: "Creates a PaymentIntent",
    operationId: "PostPaymentIntents",
    tags: ["Payments"],
    parameters: ["amount"],
    description: "Creates a payment. Then more words.",
  }
  it.each([
    ["create", 0],
    ["payment", 0],
    ["intent", 0],
    ["post", 1],
    ["v1", 2],
    ["amount", 3],
  ])("%s → class %i", (word, cls) => expect(operationTerms(op).get(word)).toBe(cls))
  it("leaves out the description after its first sentence", () => expect(operationTerms(op).has("word")).toBe(false))
})

describe("buildOperationIndex", () => {
  const ops: OperationRecord[] = Array.from({ length: 5 }, (_, i) => ({
    api: i < 3 ? 0 : 1,
    method: "GET",
    path: `/things/${i}`,
    name: `Get thing ${i}`,
    operationId: "",
    tags: [],
    parameters: [],
    description: "",
  }))
  const apis = [
    { id: "a.com", title: "A", url: "https://x/a.json" },
    { id: "b.com", title: "B", url: null },
  ]
  const build = () =>
    buildOperationIndex("pkg@1", apis, ops, (kind, text) => `${kind}-${text.length}.json`, {
      docsPerShard: 2,
      termShardBytes: 20,
    })

  it("is deterministic", () => {
    const [a, b] = [build(), build()]
    expect(JSON.stringify(a.manifest)).toBe(JSON.stringify(b.manifest))
    expect([...a.files]).toEqual([...b.files])
  })

  it("cuts rows by id and terms by range, and lists each API's first operation", () => {
    const { manifest, files } = build()
    expect(manifest.docs).toBe(5)
    expect(manifest.docShards.map((shard) => shard.from)).toEqual([0, 2, 4])
    expect(manifest.termShards.length).toBeGreaterThan(1)
    expect(manifest.termShards[0]!.from).toBe("")
    const apisFile = JSON.parse(files.get(manifest.apis)!) as { starts: number[]; apis: unknown[] }
    expect(apisFile.starts).toEqual([0, 3])
    expect(apisFile.apis).toEqual([
      ["a.com", "A", "https://x/a.json"],
      ["b.com", "B", null],
    ])
    expect(JSON.parse(files.get(manifest.docShards[1]!.file)!)).toEqual([
      [0, "GET", "/things/2", "Get thing 2"],
      [1, "GET", "/things/3", "Get thing 3"],
    ])
  })
})

describe("shard lookup", () => {
  const terms = [
    { from: "", file: "0" },
    { from: "get", file: "1" },
    { from: "list", file: "2" },
    { from: "lista", file: "3" },
    { from: "m", file: "4" },
  ]
  it.each([
    ["abc", 0],
    ["get", 1],
    ["issue", 1],
    ["list", 2],
    ["listz", 3],
    ["zz", 4],
  ])("term %s → range %i", (term, index) => expect(termShardOf(terms, term)).toBe(index))
  it.each([
    ["li", [1, 2, 3]],
    ["list", [2, 3]],
    ["x", [4]],
  ])("prefix %s → ranges %j", (prefix, indexes) => expect(termShardsFor(terms, prefix)).toEqual(indexes))
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [5000, 2],
  ])("operation %i → rows %i", (id, index) =>
    expect(
      docShardOf(
        [
          { from: 0, file: "" },
          { from: 1000, file: "" },
          { from: 2000, file: "" },
        ],
        id,
      ),
    ).toBe(index),
  )
})
