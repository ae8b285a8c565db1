import { describe, expect, it } from "vitest"
import { findApi } from "@/data/apis"
import { blockedNotice, preSendNotices, type NoticeApi, type PreSendNotice } from "./pre-send-notices"

describe("preSendNotices", () => {
  it.each<[label: string, api: NoticeApi, hasKey: boolean, expected: PreSendNotice[]]>([
    ["an open API: nothing", { auth: "none", cors: true, browser: "ok" }, false, []],
    [
      "spec cors false (NewsAPI), no key",
      { auth: "apikey", cors: false, browser: "server-only" },
      false,
      ["blocked", "needs-key"],
    ],
    ["spec cors false, key entered", { auth: "apikey", cors: false, browser: "server-only" }, true, ["blocked"]],
    ["cors false alone", { auth: "none", cors: false, browser: "ok" }, false, ["blocked"]],
    [
      "server-only with the spec's cors true (Stripe)",
      { auth: "bearer", cors: true, browser: "server-only" },
      true,
      ["blocked"],
    ],
    ["server-only without auth (xkcd)", { auth: "none", cors: true, browser: "server-only" }, false, ["blocked"]],
    ["http only", { auth: "none", cors: true, browser: "http-only" }, false, ["mixed-content"]],
    ["a key API in the browser, no key", { auth: "apikey", cors: true, browser: "ok" }, false, ["needs-key"]],
    ["a key API in the browser, key entered", { auth: "apikey", cors: true, browser: "ok" }, true, []],
    ["bearer, no key", { auth: "bearer", cors: true, browser: "ok" }, false, ["needs-key"]],
    ["oauth, no token", { auth: "oauth", cors: true, browser: "ok" }, false, ["needs-token"]],
  ])("%s", (_label, api, hasKey, expected) => {
    expect(preSendNotices(api, hasKey)).toEqual(expected)
  })

  it("asks for a key, not an OAuth token, on an endpoint with HTTP Basic credentials (PayPal's token endpoint)", () => {
    const paypal: NoticeApi = { auth: "oauth", cors: true, browser: "server-only" }
    expect(preSendNotices(paypal, false, { keyPlacement: { in: "basic" } })).toEqual(["blocked", "needs-key"])
    expect(preSendNotices(paypal, false, {})).toEqual(["blocked", "needs-token"])
  })

  it("asks for nothing on an opened API's operation that takes no key", () => {
    const api: NoticeApi = { auth: "apikey", cors: true, browser: "ok" }
    expect(preSendNotices(api, false, { noKey: true })).toEqual([])
    expect(preSendNotices(api, false, {})).toEqual(["needs-key"])
  })

  it("warns before sending to Google Maps, which the catalogue marks server-only", () => {
    const maps = findApi("google-maps")!
    expect(preSendNotices(maps, false)).toEqual(["blocked", "needs-key"])
    expect(preSendNotices(maps, true)).toEqual(["blocked"])
  })
})

describe("blockedNotice", () => {
  it("says browsers will probably block a server-only API without a reason of its own", () => {
    expect(blockedNotice({ name: "Stripe" })).toBe(
      "Browsers will probably block this request: Stripe accepts calls from servers, not from web pages. The copied code works from a server or a terminal.",
    )
  })

  it("gives Google Maps' own reason: its web services refuse website-restricted keys", () => {
    const maps = findApi("google-maps")!
    expect(blockedNotice(maps)).toBe(
      "Call Google Maps Platform from a server, not from a web page: Google's Geocoding web service refuses keys restricted to a website (HTTP referrer), so calling it from a page means exposing an unrestricted key that anyone could copy and bill to your account. The copied code works from a server or a terminal.",
    )
  })
})
