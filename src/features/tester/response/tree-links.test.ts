import { describe, expect, it, vi } from "vitest"
import { hasTree, registerTree, revealInTree, subscribeTrees } from "./tree-links"

describe("tree links", () => {
  it("reaches a body's tree while it is registered, and tells the links when it comes and goes", () => {
    const body = new Blob(["{}"])
    const other = new Blob(["{}"])
    const listener = vi.fn()
    const stop = subscribeTrees(listener)
    const reveal = vi.fn(() => true)
    const unregister = registerTree(body, reveal)
    expect(hasTree(body)).toBe(true)
    expect(hasTree(other)).toBe(false)
    expect(revealInTree(body, "/a")).toBe(true)
    expect(reveal).toHaveBeenCalledWith("/a")
    expect(revealInTree(other, "/a")).toBe(false)
    unregister()
    expect(hasTree(body)).toBe(false)
    expect(revealInTree(body, "/a")).toBe(false)
    expect(listener).toHaveBeenCalledTimes(2)
    stop()
  })

  it("keeps a newer tree of the same body when an older one goes", () => {
    const body = new Blob(["{}"])
    const unregisterOld = registerTree(body, () => false)
    const unregisterNew = registerTree(body, () => true)
    unregisterOld()
    expect(revealInTree(body, "")).toBe(true)
    unregisterNew()
  })
})
