// @vitest-environment node
import "fake-indexeddb/auto"
import { IDBFactory } from "fake-indexeddb"
import { get, set } from "idb-keyval"
import { storeOf } from "@/lib/database/database"
import { beforeEach, describe, expect, it } from "vitest"
import {
  bodyDetailsOf,
  loadBodyDetails,
  removeBodyDetails,
  resetBodyDetailsStoreForTests,
  saveBodyDetails,
  type BodyDetailsRecord,
} from "./body-details"

const record: BodyDetailsRecord = {
  format: 1,
  operations: {
    "POST /pets": {
      "application/json": {
        schema: { type: "object", properties: { name: { type: "string" } }, required: ["name"] },
        examples: [{ name: "Rex", value: '{\n  "name": "Rex"\n}' }],
      },
    },
  },
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  resetBodyDetailsStoreForTests()
})

describe("body details store", () => {
  it("keeps, reads back and removes an API's record", async () => {
    expect(await saveBodyDetails("opened-a", record)).toBe(true)
    expect(await loadBodyDetails("opened-a")).toEqual(record)
    expect(await loadBodyDetails("opened-b")).toBeUndefined()
    await removeBodyDetails("opened-a")
    expect(await loadBodyDetails("opened-a")).toBeUndefined()
  })

  it("keeps its records in the bodies store, apart from the response schemas under the same id", async () => {
    await saveBodyDetails("opened-a", record)
    expect(await get("opened-a", storeOf("bodies"))).toEqual(record)
    expect(await get("opened-a", storeOf("schemas"))).toBeUndefined()
  })

  it.each([
    ["another format", { ...record, format: 2 }],
    ["no operations", { ...record, operations: null }],
    ["a list", []],
    ["not an object", "text"],
  ])("reads %s as nothing kept", async (_, value) => {
    await set("opened-x", value, storeOf("bodies"))
    expect(await loadBodyDetails("opened-x")).toBeUndefined()
  })

  it.each([
    ["POST /pets", "application/json", true],
    ["POST /pets", "application/xml", false],
    ["GET /pets", "application/json", false],
    ["__proto__", "application/json", false],
  ])("finds %s %s: %s", (operation, mediaType, found) => {
    expect(bodyDetailsOf(record, operation, mediaType) !== undefined).toBe(found)
    expect(bodyDetailsOf(undefined, operation, mediaType)).toBeUndefined()
  })
})
