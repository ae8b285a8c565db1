import { describe, expect, it } from "vitest"
import { APIS, findApi } from "@/data/apis"
import { keyPlacementNote, otherOriginNote, type KeyNoteApi } from "./key-placement-note"

const api = (over: Partial<KeyNoteApi>): KeyNoteApi => ({
  name: "Example",
  auth: "apikey",
  baseUrl: "https://api.example.dev/v1",
  ...over,
})

describe("keyPlacementNote", () => {
  it.each<[label: string, api: KeyNoteApi, note: string]>([
    ["no placement", api({ auth: "none" }), ""],
    [
      "query",
      api({ baseUrl: "https://api.openweathermap.org/data/2.5", keyPlacement: { in: "query", name: "appid" } }),
      'Sent as the query parameter "appid" to api.openweathermap.org only.',
    ],
    [
      "header",
      api({ keyPlacement: { in: "header", name: "X-Api-Key" } }),
      'Sent as the header "X-Api-Key" to api.example.dev only.',
    ],
    [
      "the whole Authorization header",
      api({
        name: "Mailchimp",
        baseUrl: "https://{dc}.api.mailchimp.com/3.0",
        keyPlacement: { in: "header", name: "Authorization" },
      }),
      'Sent as the whole Authorization header to {dc}.api.mailchimp.com only: paste the complete value with its scheme, as Mailchimp\'s docs show (e.g. "Basic …" or "Bot …").',
    ],
    [
      "placeholder",
      api({ baseUrl: "https://api.telegram.org/bot{token}", keyPlacement: { in: "placeholder", name: "token" } }),
      "Fills {token} in the URL, sent to api.telegram.org only; the URL on screen shows it as •••.",
    ],
    [
      "bearer",
      api({ auth: "bearer", keyPlacement: { in: "bearer" } }),
      'Sent as "Authorization: Bearer …" to api.example.dev only.',
    ],
    [
      "oauth",
      api({ name: "Spotify", auth: "oauth", baseUrl: "https://api.spotify.com/v1", keyPlacement: { in: "bearer" } }),
      'Paste an access token from Spotify\'s OAuth flow. Sent as "Authorization: Bearer …" to api.spotify.com only.',
    ],
  ])("%s", (_label, entry, note) => {
    expect(keyPlacementNote(entry)).toBe(note)
  })

  const paypal = api({
    name: "PayPal Orders",
    auth: "oauth",
    baseUrl: "https://api-m.sandbox.paypal.com",
    keyPlacement: { in: "bearer" },
  })

  it("uses the endpoint's own placement: HTTP Basic client credentials on PayPal's token endpoint", () => {
    expect(keyPlacementNote(paypal, { keyPlacement: { in: "basic" } })).toBe(
      'Type your client ID as the user and your client secret as the password. Sent as "Authorization: Basic …" (their base64) to api-m.sandbox.paypal.com only.',
    )
  })

  it("keeps the API's bearer note on PayPal's other endpoints", () => {
    expect(keyPlacementNote(paypal, {})).toBe(
      'Paste an access token from PayPal Orders\'s OAuth flow. Sent as "Authorization: Bearer …" to api-m.sandbox.paypal.com only.',
    )
  })

  it.each<[id: string, note: string]>([
    [
      "twilio",
      'Type your Account SID as the user and your Auth Token as the password. Sent as "Authorization: Basic …" (their base64) to api.twilio.com only.',
    ],
    [
      "mailchimp",
      'Type any user name (e.g. anystring) and your API key as the password. Sent as "Authorization: Basic …" (their base64) to {dc}.api.mailchimp.com only.',
    ],
    [
      "discord",
      'Type "Bot " followed by your bot token, e.g. "Bot MTk4NjIy…" (Discord\'s scheme for bot tokens, not Bearer). Sent as the whole Authorization header to discord.com only.',
    ],
  ])("says what to type for %s's own scheme", (id, note) => {
    expect(keyPlacementNote(findApi(id)!)).toBe(note)
  })

  it("has a note for every catalogue entry that needs a key", () => {
    expect(APIS.filter((e) => e.auth !== "none" && keyPlacementNote(e) === "").map((e) => e.id)).toEqual([])
  })
})

describe("otherOriginNote", () => {
  it.each<[origin: string, others: string[], note: string]>([
    ["https://api.new.dev", [], ""],
    [
      "https://api.new.dev",
      ["https://api.old.dev"],
      "Your key for api.old.dev is not sent to api.new.dev: a key goes only to the server it was entered for, and this API's server has changed or differs here. Enter the key for api.new.dev to send one.",
    ],
    [
      "https://api.new.dev",
      [""],
      "A key saved earlier for this API is not sent: a key goes only to the server it was entered for, and this API's server has changed or differs here. Enter the key for api.new.dev to send one.",
    ],
  ])("%s with keys for %j", (origin, others, note) => {
    expect(otherOriginNote(origin, others)).toBe(note)
  })
})

describe("a key in a header browsers forbid", () => {
  it.each(["Cookie", "Origin", "Host", "Sec-Token"])("%s: says it cannot be sent from the page", (name) => {
    expect(keyPlacementNote(api({ name: "Shop", keyPlacement: { in: "header", name } }))).toBe(
      `Shop takes the key in the "${name}" header, which browsers do not let web pages set: the tester cannot send it. Copy the code and run it from a server or a terminal.`,
    )
  })
})

describe("a key in a cookie", () => {
  it("is shown, and the note says the tester cannot send it", () => {
    expect(keyPlacementNote(api({ name: "Shop", keyPlacement: { in: "cookie", name: "session" } }))).toBe(
      'Shop takes the key in the cookie "session", which browsers do not let web pages set: the tester cannot send it. Copy the code and run it from a server or a terminal.',
    )
  })
})
