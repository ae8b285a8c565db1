import { describe, expect, it } from "vitest"
import { checkEndpointUrl } from "./endpoint-url"

describe("checkEndpointUrl", () => {
  it.each([
    ["https://id.example.com/authorize", true, false],
    ["https://localhost:8443/authorize", true, true],
    ["http://127.0.0.1:9000/authorize", true, true],
    ["http://localhost/authorize", true, true],
    ["http://[::1]:9000/authorize", true, true],
    ["http://id.example.com/authorize", false, false],
    ["javascript:alert(1)", false, false],
    ["JAVASCRIPT:alert(1)", false, false],
    ["data:text/html,<b>x</b>", false, false],
    ["/oauth/authorize", false, false],
    ["", false, false],
  ])("%s → ok %s, local %s", (value, ok, isLocal) => {
    const checked = checkEndpointUrl(value, "authorization URL")
    expect(checked.ok).toBe(ok)
    if (checked.ok) expect(checked.isLocal).toBe(isLocal)
    else expect(checked.message).toMatch(/authorization URL/)
  })

  it("says why plain http to another host is refused", () => {
    const checked = checkEndpointUrl("http://id.example.com/token", "token URL")
    expect(checked.ok ? "" : checked.message).toMatch(/plain http \(id\.example\.com\).*only https/)
  })
})
