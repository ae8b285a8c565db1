import { describe, expect, it } from "vitest"
import VERIFIED from "@/data/verified.json"
import { verifiedSummary, type VerifiedFile } from "./verified"
import { verifiedText } from "./verified-text"

const FILE: VerifiedFile = {
  date: "2026-11-22",
  chromium: "142.0.0.0",
  entries: {
    dog: {
      endpoints: [
        { method: "GET", path: "/a", outcome: "ok", ms: 10, status: 200 },
        { method: "GET", path: "/b", outcome: "ok", ms: 10, status: 200 },
        { method: "GET", path: "/c", outcome: "blocked", ms: 10 },
        { method: "POST", path: "/d", outcome: "not-checked" },
      ],
    },
    keyed: { endpoints: [{ method: "GET", path: "/a", outcome: "needs-key" }] },
    one: { endpoints: [{ method: "GET", path: "/a", outcome: "ok", ms: 1 }] },
  },
}

describe("verifiedSummary", () => {
  it("counts the endpoints sent; skipped ones do not count", () => {
    expect(verifiedSummary(FILE, "dog")).toEqual({ date: "2026-11-22", worked: 2, total: 3 })
    expect(verifiedText(verifiedSummary(FILE, "dog")!)).toBe(
      "Verified from a browser on 2026-11-22: 2 of 3 endpoints worked",
    )
    expect(verifiedText(verifiedSummary(FILE, "one")!)).toBe(
      "Verified from a browser on 2026-11-22: 1 of 1 endpoint worked",
    )
  })

  it("nothing for an entry without data or with nothing sent", () => {
    expect(verifiedSummary(FILE, "missing")).toBeUndefined()
    expect(verifiedSummary(FILE, "keyed")).toBeUndefined()
    expect(verifiedSummary(FILE, "toString")).toBeUndefined()
  })

  it("fails loudly on a malformed file", () => {
    const bad = { ...FILE, entries: { x: { endpoints: [{ method: "GET", path: "/", outcome: "fine" }] } } }
    expect(() => verifiedSummary(bad as unknown as VerifiedFile, "x")).toThrow(/unknown outcome/)
    expect(() => verifiedSummary({ ...FILE, date: "yesterday" }, "dog")).toThrow(/YYYY-MM-DD/)
  })

  it("the committed file is well-formed", () => {
    const file = VERIFIED as VerifiedFile
    expect(typeof file.date).toBe("string")
    expect(typeof file.chromium).toBe("string")
    for (const id of Object.keys(file.entries)) expect(() => verifiedSummary(file, id)).not.toThrow()
  })
})
