// @vitest-environment node
import "fake-indexeddb/auto"
import { IDBFactory } from "fake-indexeddb"
import { set } from "idb-keyval"
import { storeOf } from "@/lib/database/database"
import { beforeEach, describe, expect, it } from "vitest"
import { operationKey } from "./operation-key"
import {
  loadResponseSchemas,
  removeResponseSchemas,
  resetSchemaStoreForTests,
  saveResponseSchemas,
  type ResponseSchemaRecord,
} from "./response-schemas"

const record: ResponseSchemaRecord = {
  format: 1,
  specVersion: "3.1",
  operations: { "GET /pets": { "200": { "application/json": { $ref: "#/components/schemas/Pet" } } } },
  refs: { "#/components/schemas/Pet": { type: "object" } },
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory()
  resetSchemaStoreForTests()
})

describe("response schema store", () => {
  it("keeps, reads back and removes an API's record", async () => {
    expect(await saveResponseSchemas("opened-a", record)).toBe(true)
    expect(await loadResponseSchemas("opened-a")).toEqual(record)
    expect(await loadResponseSchemas("opened-b")).toBeUndefined()
    await removeResponseSchemas("opened-a")
    expect(await loadResponseSchemas("opened-a")).toBeUndefined()
  })

  it.each([
    ["another format", { ...record, format: 2 }],
    ["another version", { ...record, specVersion: "2.0" }],
    ["no operations", { ...record, operations: null }],
    ["not an object", "text"],
  ])("reads %s as nothing kept", async (_, value) => {
    await set("opened-x", value, storeOf("schemas"))
    expect(await loadResponseSchemas("opened-x")).toBeUndefined()
  })

  it("names an operation by its method and path", () => {
    expect(operationKey("get", "/pets/{id}")).toBe("GET /pets/{id}")
  })
})
