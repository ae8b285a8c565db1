import { describe, expect, it } from "vitest"
import type { BrowserSupport } from "@/data/api-schema"
import { findApi } from "@/data/apis"
import { catalogueApi } from "@/data/catalogue-api"
import { blockedNotice, preSendNotices, type NoticeApi, type PreSendNotice } from "./pre-send-notices"

/** A catalogue API's notice facts. */
const cat = (auth: NoticeApi["auth"], cors: boolean, browser: BrowserSupport): NoticeApi => ({
  auth,
  source: { kind: "catalogue", cors, browser },
})

describe("preSendNotices", () => {
  it.each<[label: string, api: NoticeApi, hasKey: boolean, expected: PreSendNotice[]]>([
    ["an open API: nothing", cat("none", true, "ok"), false, []],
    ["spec cors false (NewsAPI), no key", cat("apikey", false, "server-only"), false, ["blocked", "needs-key"]],
    ["spec cors false, key entered", cat("apikey", false, "server-only"), true, ["blocked"]],
    ["cors false alone", cat("none", false, "ok"), false, ["blocked"]],
    ["server-only with the spec's cors true (Stripe)", cat("bearer", true, "server-only"), true, ["blocked"]],
    ["server-only without auth (xkcd)", cat("none", true, "server-only"), false, ["blocked"]],
    ["http only", cat("none", true, "http-only"), false, ["mixed-content"]],
    ["a key API in the browser, no key", cat("apikey", true, "ok"), false, ["needs-key"]],
    ["a key API in the browser, key entered", cat("apikey", true, "ok"), true, []],
    ["bearer, no key", cat("bearer", true, "ok"), false, ["needs-key"]],
    ["oauth, no token", cat("oauth", true, "ok"), false, ["needs-token"]],
  ])("%s", (_label, api, hasKey, expected) => {
    expect(preSendNotices(api, hasKey)).toEqual(expected)
  })

  it("asks for a key, not an OAuth token, on an endpoint with HTTP Basic credentials (PayPal's token endpoint)", () => {
    const paypal: NoticeApi = cat("oauth", true, "server-only")
    expect(preSendNotices(paypal, false, { keyPlacement: { in: "basic" } })).toEqual(["blocked", "needs-key"])
    expect(preSendNotices(paypal, false, {})).toEqual(["blocked", "needs-token"])
  })

  it("asks for nothing on an opened API's operation that takes no key", () => {
    const api: NoticeApi = cat("apikey", true, "ok")
    expect(preSendNotices(api, false, { noKey: true })).toEqual([])
    expect(preSendNotices(api, false, {})).toEqual(["needs-key"])
  })

  it("says, for an opened API, that whether browsers may call it is not known, whatever else applies", () => {
    const opened: NoticeApi = { auth: "apikey", source: { kind: "opened" } }
    expect(preSendNotices(opened, false)).toEqual(["cors-unknown", "needs-key"])
    expect(preSendNotices(opened, true)).toEqual(["cors-unknown"])
  })

  it("warns before sending to Google Maps, which the catalogue marks server-only", () => {
    const maps = catalogueApi(findApi("google-maps")!)
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
