// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest"
import { markSchemaPass } from "./mark-schema-pass"
import { schemaPassState, subscribeSchemaPass } from "./schema-pass"

beforeEach(() => {
  delete window.apiExplorerSchemaPasses
})

describe("schema pass state", () => {
  it("is unknown until a pass starts, pending while it runs, settled after", () => {
    expect(schemaPassState("opened-a")).toBeUndefined()
    markSchemaPass("opened-a", "pending")
    expect(schemaPassState("opened-a")).toBe("pending")
    expect(schemaPassState("opened-b")).toBeUndefined()
    markSchemaPass("opened-a", "settled")
    expect(schemaPassState("opened-a")).toBe("settled")
  })

  it("settles only a pass that started", () => {
    markSchemaPass("opened-a", "settled")
    expect(schemaPassState("opened-a")).toBeUndefined()
  })

  it("tells its listeners of each change, until they stop", () => {
    const listener = vi.fn()
    const stop = subscribeSchemaPass(listener)
    markSchemaPass("opened-a", "pending")
    markSchemaPass("opened-a", "settled")
    markSchemaPass("opened-a", "settled")
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    markSchemaPass("opened-a", "pending")
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
