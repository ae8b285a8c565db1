import { beforeEach, describe, expect, it, vi } from "vitest"
import {
  markSchemaPassPending,
  markSchemaPassSettled,
  resetSchemaPassForTests,
  schemaPassState,
  subscribeSchemaPass,
} from "./schema-pass"

beforeEach(() => resetSchemaPassForTests())

describe("schema pass state", () => {
  it("is unknown until a pass starts, pending while it runs, settled after", () => {
    expect(schemaPassState("opened-a")).toBeUndefined()
    markSchemaPassPending("opened-a")
    expect(schemaPassState("opened-a")).toBe("pending")
    expect(schemaPassState("opened-b")).toBeUndefined()
    markSchemaPassSettled("opened-a")
    expect(schemaPassState("opened-a")).toBe("settled")
  })

  it("settles only a pass that started", () => {
    markSchemaPassSettled("opened-a")
    expect(schemaPassState("opened-a")).toBeUndefined()
  })

  it("tells its listeners of each change, until they stop", () => {
    const listener = vi.fn()
    const stop = subscribeSchemaPass(listener)
    markSchemaPassPending("opened-a")
    markSchemaPassSettled("opened-a")
    markSchemaPassSettled("opened-a")
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
    markSchemaPassPending("opened-a")
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
