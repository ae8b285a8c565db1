import { describe, expect, it, vi } from "vitest"
import { markSchemaPass, schemaPassState, subscribeSchemaPass } from "./schema-pass"

// The state is the page's (one module instance): each test uses its own API ids.

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
    markSchemaPass("opened-c", "settled")
    expect(schemaPassState("opened-c")).toBeUndefined()
  })

  it("tells its listeners of each change, until they stop", () => {
    const listener = vi.fn()
    const stop = subscribeSchemaPass(listener)
    markSchemaPass("opened-d", "pending")
    markSchemaPass("opened-d", "settled")
    markSchemaPass("opened-d", "settled")
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    markSchemaPass("opened-d", "pending")
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
