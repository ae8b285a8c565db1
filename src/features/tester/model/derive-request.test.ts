import { describe, expect, it } from "vitest"
import { chooseServer } from "../request/parameters/server-choice"
import { MAX_SHOWN_BODY_CHARS, SHORTENED_BODY_NOTE } from "../request/body/shown-body"
import { buildTesterRequest, type OptIn } from "../request/tester-request"
import { deriveRequest, deriveShareLink } from "./derive-request"
import { deriveShape } from "./tester-target"
import { catalogue, endpointOf, opened } from "./test-fixtures"

const NO_OPT_IN: OptIn = { headers: [] }
const WEATHER = catalogue("openweathermap")
const WEATHER_NOW = endpointOf(WEATHER, "GET", "/weather")

describe("deriveRequest", () => {
  it("builds the request once: what is shown is what is sent", () => {
    const choice = chooseServer(WEATHER, WEATHER_NOW, { q: "Paris" })
    const derived = deriveRequest(choice, "k3y", NO_OPT_IN)
    expect(derived.shown).toBe(derived.request)
    expect(derived.note).toBeUndefined()
    expect(derived.request).toEqual(
      buildTesterRequest({
        api: choice.api,
        endpoint: choice.endpoint,
        values: choice.values,
        apiKey: "k3y",
        optIn: NO_OPT_IN,
      }),
    )
    expect(derived.request.send.url).toContain("appid=k3y")
    expect(derived.request.displayUrl).not.toContain("k3y")
  })

  it.each([
    ["a body at the limit is shown whole", MAX_SHOWN_BODY_CHARS, false],
    ["a longer body is shortened on screen, never in what is sent", MAX_SHOWN_BODY_CHARS + 1, true],
  ])("%s", (_label, length, shortened) => {
    const api = catalogue("httpbingo")
    const endpoint = endpointOf(api, "POST", "/post")
    const body = JSON.stringify({ text: "x".repeat(length - 11) })
    expect(body.length).toBe(length)
    const derived = deriveRequest(chooseServer(api, endpoint, {}), "", { headers: [], body })
    expect(derived.shown !== derived.request).toBe(shortened)
    expect(derived.note).toBe(shortened ? SHORTENED_BODY_NOTE : undefined)
    expect(derived.request.send.body).toBe(body)
  })

  it("values given apart from the choice (the examples filled in the same click) are the ones built", () => {
    const choice = chooseServer(WEATHER, WEATHER_NOW, { q: "Paris" })
    const derived = deriveRequest(choice, "", NO_OPT_IN, { q: "Lyon" })
    expect(derived.request.displayUrl).toContain("q=Lyon")
  })
})

describe("deriveShareLink", () => {
  const location = { origin: "https://explorer.test", pathname: "/api/x/test" }
  it.each([
    ["a catalogue API: this page's link", catalogue("openweathermap"), "https://explorer.test/api/x/test", false],
    ["opened from an address: a link that opens its document", opened("url"), "https://explorer.test/open", false],
    ["opened from a file: this browser only", opened("file"), "https://explorer.test/api/x/test", true],
    ["pasted: this browser only", opened("paste"), "https://explorer.test/api/x/test", true],
  ])("%s", (_label, api, starts, isLocal) => {
    const endpoint = api.endpoints[0]!
    const shape = deriveShape(api, endpoint, 0)
    const values = Object.fromEntries(shape.names.map((name) => [name, name === "X-Secret" ? "hush" : "v1"]))
    const link = deriveShareLink({
      api,
      endpoint,
      location,
      values,
      names: shape.names,
      apiKey: "k3y",
      marked: shape.marked,
    })
    expect(link.href.startsWith(starts)).toBe(true)
    expect(link.isLocal).toBe(isLocal)
    expect(link.href).not.toContain("k3y")
    expect(link.href).not.toContain("hush")
  })
})
