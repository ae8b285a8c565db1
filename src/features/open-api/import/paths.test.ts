import { describe, expect, it } from "vitest"
import { resolveDotSegments } from "./paths"

describe("resolveDotSegments", () => {
  it.each<[path: string, resolved: string]>([
    ["/pets/{petId}", "/pets/{petId}"],
    ["/v1/../../admin", "/admin"],
    ["/v1/./items", "/v1/items"],
    ["/a/b/..", "/a/"],
    ["/a/.", "/a/"],
    ["/v1/%2E%2E/admin", "/admin"],
    ["/v1/.%2e/admin", "/admin"],
    ["/v1\\..\\admin", "/admin"],
    ["/files/.well-known/x", "/files/.well-known/x"],
    ["/v1/...", "/v1/..."],
  ])("%s → %s", (path, resolved) => {
    expect(resolveDotSegments(path)).toBe(resolved)
  })

  it.each(["/v1/../../admin", "/v1/%2e%2E/admin", "/a/./b/..", "/v1\\..\\admin"])(
    "%s as listed is the address a browser requests (the URL parser changes nothing more)",
    (path) => {
      const shown = `https://api.example.dev/base${resolveDotSegments(path)}`
      expect(new URL(shown).href).toBe(shown)
      expect(new URL(`https://api.example.dev/base${path}`).href).not.toBe(`https://api.example.dev/base${path}`)
    },
  )
})
