import { describe, expect, it } from "vitest"
import { otherKeyOrigins } from "@/lib/api-keys"
import { expiryText, refreshDelay, refreshSlotOf } from "./token-expiry"

const NOW = 1_800_000_000_000
const MIN = 60_000

describe("expiryText", () => {
  it.each([
    [NOW + 59 * MIN + 10_000, "expires in 59 min"],
    [NOW + 60 * MIN, "expires in 60 min"],
    [NOW + 2 * MIN - 1, "expires in 1 min"],
    [NOW + 30_000, "expires in less than a minute"],
    [NOW + 3 * 60 * MIN, "expires in 3 h"],
    [NOW + 72 * 60 * MIN, "expires in 3 days"],
    [NOW, "expired"],
    [NOW - MIN, "expired"],
  ])("%d → %s", (expiresAt, text) => {
    expect(expiryText(expiresAt, NOW)).toBe(text)
  })
})

describe("refreshDelay", () => {
  it.each([
    ["an hour's token: a minute before expiry", NOW + 60 * MIN, 60 * MIN, 59 * MIN],
    ["a minute's token: halfway", NOW + MIN, MIN, 30_000],
    ["already within the margin: at once", NOW + 30_000, 60 * MIN, 0],
    ["expired: at once", NOW - MIN, 60 * MIN, 0],
  ])("%s", (_label, expiresAt, lifetime, delay) => {
    expect(refreshDelay(expiresAt, NOW, lifetime)).toBe(delay)
  })
})

describe("refreshSlotOf", () => {
  it.each([
    ["opened-1a@https://api.x.dev", "opened-1a#refresh@https://api.x.dev"],
    ["opened-1a", "opened-1a#refresh"],
  ])("%s → %s", (slot, refresh) => {
    expect(refreshSlotOf(slot)).toBe(refresh)
  })

  it("is never read as the key of another origin", () => {
    const slot = "opened-1a@https://api.x.dev"
    expect(otherKeyOrigins(slot, [slot, refreshSlotOf(slot), refreshSlotOf("opened-1a@https://b.dev")])).toEqual([])
  })
})
