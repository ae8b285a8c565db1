import { describe, expect, it } from "vitest"
import { preSendNotices, type NoticeApi, type PreSendNotice } from "./pre-send-notices"

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
})
