import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { buildRequestUrl, exampleValues, placeholderNames } from "../lib/url"
import { AUTH_TYPES, CATEGORIES } from "./api-constants"
import { HTTP_METHODS } from "./endpoint-constants"
import { apiEntrySchema, type ApiEntry, type Parameter } from "./api-schema"
import { APIS, findApi } from "./apis"
import { OPENED_ID_PREFIX } from "../config/paths"
import { FIRST_LIST } from "./apis-first"
import { SECOND_LIST } from "./apis-second"

// Invariants of the built-in catalogue (docs/behaviour.md §1, §3; docs/api-keys.md). Each entry gets its own test that lists every
// problem it has, with how to fix it. docs/adding-an-api.md shows a complete, valid entry.

/** docs/behaviour.md §3: only NewsAPI is marked as without CORS. */
const CORS_FALSE = new Set(["newsapi"])

/** docs/behaviour.md §3: exactly these entries are marked not free. */
const NOT_FREE = new Set(["twilio", "stripe", "twitter", "whatsapp", "paypal", "square", "google-maps"])

/**
 * Providers that refuse browser calls (secret keys, no CORS headers, blocked anonymous access), per the
 * research's "Spec vs reality". Every other entry must be callable from a web page ("ok").
 */
const SERVER_ONLY = new Set([
  "twilio",
  "stripe",
  "paypal",
  "square",
  "mailchimp",
  "brevo",
  "discord",
  "slack",
  "telegram",
  "whatsapp",
  "twitter",
  "newsapi",
  "xkcd",
  "comic-vine",
  "reddit",
  // Google's Geocoding web service refuses website-restricted keys (see its serverOnlyReason).
  "google-maps",
])

/**
 * Entries allowed to use plain http:// (they must then be `browser: "http-only"`). Empty on purpose: every provider
 * in the catalogue offers https. Add an id only with a comment naming the provider's missing https.
 */
const HTTP_ALLOWED = new Set<string>()

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const GUIDE = "See docs/adding-an-api.md for a complete example entry."

function urlProblem(what: string, url: string, id: string): string | undefined {
  if (url.startsWith("https://")) return undefined
  if (url.startsWith("http://") && HTTP_ALLOWED.has(id)) return undefined
  return `${what} '${url}' should start with https:// (find the provider's https address; plain http is blocked on https pages)`
}

/**
 * A catalogue endpoint's example body (the tester's first body text, e.g. WhatsApp's template message) must be a JSON
 * object sent with POST, made of the endpoint's declared "JSON body:" parameters, with every required one present.
 */
function bodyProblem(method: string, body: string, params: readonly Parameter[], where: string): string | undefined {
  if (method !== "POST") return `${where}: only a POST endpoint takes an example body; remove body`
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return `${where}: body is not valid JSON`
  }
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return `${where}: body should be a JSON object`
  const declared = params.filter((p) => p.description.startsWith("JSON body:"))
  const unknown = Object.keys(value).filter((key) => !declared.some((p) => p.name === key))
  if (unknown.length > 0) return `${where}: body has ${unknown.join(", ")}, not declared as "JSON body:" parameters`
  const missing = declared.filter((p) => p.required && !(p.name in value))
  if (missing.length > 0) return `${where}: body lacks the required ${missing.map((p) => p.name).join(", ")}`
  return undefined
}

/** Every broken invariant of one entry, each phrased as what to change. */
function problemsOf(entry: ApiEntry): string[] {
  const problems: string[] = []
  const add = (message: string | undefined) => {
    if (message) problems.push(message)
  }

  const parsed = apiEntrySchema.safeParse(entry)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      add(`schema: ${issue.path.join(".") || "(entry)"}: ${issue.message} (see src/data/api-schema.ts)`)
    }
  }

  if (!SLUG.test(entry.id)) add(`id '${entry.id}' should be a lowercase slug such as 'google-maps'`)
  if (entry.id.startsWith(OPENED_ID_PREFIX))
    add(`id '${entry.id}' starts with '${OPENED_ID_PREFIX}', kept for opened APIs`)
  if (!(CATEGORIES as readonly string[]).includes(entry.category)) {
    add(`category '${entry.category}' should be one of: ${CATEGORIES.join(", ")}`)
  }
  if (!(AUTH_TYPES as readonly string[]).includes(entry.auth)) {
    add(`auth '${entry.auth}' should be one of: ${AUTH_TYPES.join(", ")}`)
  }

  add(urlProblem("baseUrl", entry.baseUrl, entry.id))
  add(urlProblem("website", entry.website, entry.id))

  const expectedCors = !CORS_FALSE.has(entry.id)
  if (entry.cors !== expectedCors) {
    add(
      `cors should be ${expectedCors}: the spec marks only NewsAPI as without CORS (record real browser limits in 'browser')`,
    )
  }
  const expectedFree = !NOT_FREE.has(entry.id)
  if (entry.free !== expectedFree) {
    add(
      expectedFree
        ? "free should be true: only twilio, stripe, twitter, whatsapp, paypal, square and google-maps are not free (if the provider has no free plan, pick another provider)"
        : "free should be false: the spec marks this provider as not free",
    )
  }

  const expectedBrowser = HTTP_ALLOWED.has(entry.id) ? "http-only" : SERVER_ONLY.has(entry.id) ? "server-only" : "ok"
  if (entry.browser !== expectedBrowser) {
    add(
      `browser should be '${expectedBrowser}'` +
        (expectedBrowser === "ok"
          ? " (if the provider really refuses browser calls, add the id to SERVER_ONLY in this test with the reason)"
          : ""),
    )
  }

  const needsKeyPlacement = entry.auth === "apikey" || entry.auth === "bearer"
  if (needsKeyPlacement && !entry.keyPlacement) {
    add(
      `auth '${entry.auth}' needs keyPlacement: where the provider's docs put the key (query, header, placeholder or bearer)`,
    )
  }
  if (entry.auth === "oauth" && entry.keyPlacement?.in !== "bearer") {
    add(
      "oauth entries need keyPlacement { in: 'bearer' }: the tester sends a token pasted from the provider's OAuth flow as a bearer token",
    )
  }
  if (entry.auth === "none" && entry.keyPlacement) add("auth 'none' should not have keyPlacement")
  if (entry.serverOnlyReason !== undefined && entry.browser !== "server-only") {
    add("serverOnlyReason is only for browser 'server-only' entries; remove it or fix 'browser'")
  }

  if (entry.endpoints.length < 2 || entry.endpoints.length > 4) {
    add(`has ${entry.endpoints.length} endpoints; give it 2–4 real, documented endpoints`)
  }
  if (entry.auth === "none" && !entry.endpoints.some((e) => e.method === "GET")) {
    add("auth 'none' needs at least one GET endpoint visitors can try from the browser")
  }

  const endpointNames = new Set<string>()
  for (const endpoint of entry.endpoints) {
    const where = `endpoint '${endpoint.name}'`
    const params = endpoint.parameters ?? []

    if (endpointNames.has(endpoint.name)) add(`${where} appears twice; give each endpoint its own name`)
    endpointNames.add(endpoint.name)

    // An endpoint may override where the key goes (PayPal's token endpoint takes HTTP Basic).
    if (endpoint.keyPlacement !== undefined) {
      if (entry.auth === "none") add(`${where}: auth 'none' endpoints take no key; remove keyPlacement`)
      if (JSON.stringify(endpoint.keyPlacement) === JSON.stringify(entry.keyPlacement)) {
        add(`${where}: keyPlacement repeats the entry's; remove it (endpoints inherit the entry's placement)`)
      }
    }
    const placement = endpoint.keyPlacement ?? entry.keyPlacement

    if (!(HTTP_METHODS as readonly string[]).includes(endpoint.method)) {
      add(`${where}: method '${endpoint.method}' should be GET or POST`)
    }
    if (endpoint.path !== "" && !endpoint.path.startsWith("/"))
      add(`${where}: path '${endpoint.path}' should start with /`)

    const paramNames = params.map((p) => p.name)
    for (const name of new Set(paramNames.filter((n, i) => paramNames.indexOf(n) !== i))) {
      add(`${where}: parameter '${name}' is declared twice`)
    }

    const placeholders = new Set([...placeholderNames(entry.baseUrl), ...placeholderNames(endpoint.path)])
    for (const name of placeholders) {
      const param = params.find((p) => p.name === name)
      if (!param) {
        add(`${where}: placeholder {${name}} needs a parameter { name: "${name}", required: true, example: "…" }`)
      } else {
        if (!param.required)
          add(`${where}: parameter '${name}' fills the placeholder {${name}}, so it should be required`)
        if (!param.example)
          add(`${where}: parameter '${name}' fills {${name}} and needs an example so the example URL is complete`)
      }
    }

    if (
      placement?.in === "header" &&
      placement.hint !== undefined &&
      placement.name.toLowerCase() !== "authorization"
    ) {
      add(`${where}: a hint is only for a key that is the whole Authorization value; remove it`)
    }
    if (placement?.in === "placeholder" && !placeholders.has(placement.name)) {
      add(`${where}: keyPlacement uses the placeholder {${placement.name}}, which is missing from baseUrl + path`)
    }
    if ((placement?.in === "query" || placement?.in === "header") && paramNames.includes(placement.name)) {
      add(
        `${where}: remove the parameter '${placement.name}'; the key goes there through keyPlacement, never through a visible field`,
      )
    }

    for (const param of params) {
      if (param.type === "number" && param.example !== undefined && !Number.isFinite(Number(param.example))) {
        add(`${where}: parameter '${param.name}' is a number but its example '${param.example}' is not`)
      }
    }

    if (endpoint.body !== undefined) add(bodyProblem(endpoint.method, endpoint.body, params, where))

    const expected = buildRequestUrl(entry.baseUrl, endpoint.path, params, exampleValues(params))
    if (endpoint.example === undefined) {
      if (params.some((p) => p.example)) {
        add(`${where} has parameter examples but no example URL; set example: "${expected}"`)
      }
    } else {
      if (endpoint.example !== expected) {
        add(
          `${where} example URL should be ${expected} (rebuild it from baseUrl + path with the parameter examples, ` +
            `query parameters in the order they are declared), not ${endpoint.example}`,
        )
      }
      add(urlProblem(`${where} example`, endpoint.example, entry.id))
    }
  }

  return problems
}

function report(entry: ApiEntry, problems: string[]): string {
  const list = problems.map((p) => `  - ${p}`).join("\n")
  return `${entry.id} has ${problems.length} problem(s):\n${list}\n${GUIDE}`
}

const rows = [
  ...FIRST_LIST.map((entry) => ({ label: `first list: ${entry.id}`, entry })),
  ...SECOND_LIST.map((entry) => ({ label: `second list: ${entry.id}`, entry })),
]

describe("every catalogue entry", () => {
  it.each(rows)("$label", ({ entry }) => {
    const problems = problemsOf(entry)
    expect(problems, report(entry, problems)).toEqual([])
  })
})

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))]
}

describe("the catalogue as a whole", () => {
  it("has 23 entries in the first list", () => {
    expect(FIRST_LIST.length, "docs/behaviour.md §1: the first list holds exactly 23 entries").toBe(23)
  })

  it("has about 45 entries (43–47) in the second list", () => {
    expect(SECOND_LIST.length, "docs/behaviour.md §1: the second list holds about 45 entries").toBeGreaterThanOrEqual(
      43,
    )
    expect(SECOND_LIST.length, "docs/behaviour.md §1: the second list holds about 45 entries").toBeLessThanOrEqual(47)
  })

  it("merges to 65–72 unique entries", () => {
    expect(APIS.length, "the merged catalogue holds 65–72 entries").toBeGreaterThanOrEqual(65)
    expect(APIS.length, "the merged catalogue holds 65–72 entries").toBeLessThanOrEqual(72)
  })

  it("has no id repeated inside one list", () => {
    expect(duplicates(FIRST_LIST.map((e) => e.id)), "rename or remove the repeated id in apis-first.ts").toEqual([])
    expect(duplicates(SECOND_LIST.map((e) => e.id)), "rename or remove the repeated id in apis-second.ts").toEqual([])
  })

  it("has unique ids and names after the merge", () => {
    expect(duplicates(APIS.map((e) => e.id)), "two merged entries share an id").toEqual([])
    expect(
      duplicates(APIS.map((e) => e.name.toLowerCase())),
      "two merged entries share a name; make each name distinct",
    ).toEqual([])
  })

  it("exercises the merge with an overlapping id, keeping the first list's entry", () => {
    const firstIds = new Set(FIRST_LIST.map((e) => e.id))
    const overlap = SECOND_LIST.filter((e) => firstIds.has(e.id))
    expect(overlap.length, "the second list should repeat at least one first-list id").toBeGreaterThan(0)
    for (const shadowed of overlap) {
      expect(findApi(shadowed.id)).toBe(FIRST_LIST.find((e) => e.id === shadowed.id))
    }
  })

  it("marks only NewsAPI as without CORS", () => {
    expect(APIS.filter((e) => !e.cors).map((e) => e.id)).toEqual(["newsapi"])
  })

  it("marks exactly the spec's entries as not free", () => {
    expect(new Set(APIS.filter((e) => !e.free).map((e) => e.id))).toEqual(NOT_FREE)
  })

  it("sends PayPal's client credentials as HTTP Basic on its token endpoint only, a bearer token elsewhere", () => {
    const paypal = findApi("paypal")!
    expect(paypal.keyPlacement).toEqual({ in: "bearer" })
    const placements = paypal.endpoints.map((e) => [e.path, e.keyPlacement?.in ?? "inherits"])
    expect(placements).toEqual([
      ["/v1/oauth2/token", "basic"],
      ["/v2/checkout/orders", "inherits"],
      ["/v2/checkout/orders/{id}", "inherits"],
      ["/v2/checkout/orders/{id}/capture", "inherits"],
    ])
  })

  it("overrides the key placement on PayPal's token endpoint alone", () => {
    const overridden = APIS.flatMap((api) =>
      api.endpoints.filter((e) => e.keyPlacement !== undefined).map((e) => `${api.id} ${e.method} ${e.path}`),
    )
    expect(overridden, "a new per-endpoint placement needs its own check above and in docs/api-keys.md").toEqual([
      "paypal POST /v1/oauth2/token",
    ])
  })

  it("explains why Google Maps is server-only", () => {
    const maps = findApi("google-maps")!
    expect(maps.browser).toBe("server-only")
    expect(maps.serverOnlyReason).toMatch(/referrer/)
  })

  it("lists every server-only provider the research names", () => {
    const ids = new Set(APIS.map((e) => e.id))
    expect(
      [...SERVER_ONLY].filter((id) => !ids.has(id)),
      "SERVER_ONLY names ids missing from the catalogue",
    ).toEqual([])
  })

  it("covers every category of the filter list", () => {
    const used = new Set(APIS.map((e) => e.category))
    expect(
      CATEGORIES.filter((c) => !used.has(c)),
      "add an entry for each missing category",
    ).toEqual([])
  })

  it("finds entries by id", () => {
    for (const entry of APIS) expect(findApi(entry.id)).toBe(entry)
    expect(findApi("no-such-api")).toBeUndefined()
  })
})

/** The endpoint of `id` called `name`, failing loudly when a rename leaves a correction untested. */
function endpointOf(id: string, name: string) {
  const endpoint = findApi(id)?.endpoints.find((e) => e.name === name)
  if (!endpoint) throw new Error(`${id} has no endpoint '${name}'`)
  return endpoint
}

// Corrections checked against each provider's own documentation; the sources are listed in
// docs/adding-an-api.md ("Catalogue corrections").
describe("provider corrections, round three (2026-11)", () => {
  it.each<[id: string, auth: string, placement: unknown]>([
    // docs.coingecko.com: api.coingecko.com is the Demo environment and needs a free Demo key.
    ["coingecko", "apikey", { in: "header", name: "x-cg-demo-api-key" }],
    // twilio.com/docs/usage/requests-to-twilio: HTTP Basic, Account SID : Auth Token.
    ["twilio", "apikey", { in: "basic", hint: "your Account SID as the user and your Auth Token as the password" }],
    // Mailchimp's fundamentals: HTTP Basic, any user name, the API key as password.
    ["mailchimp", "apikey", { in: "basic", hint: "any user name (e.g. anystring) and your API key as the password" }],
    // discord.com/developers/docs/reference#authentication: "Authorization: Bot <token>", not Bearer.
    [
      "discord",
      "apikey",
      {
        in: "header",
        name: "Authorization",
        hint: '"Bot " followed by your bot token, e.g. "Bot MTk4NjIy…" (Discord\'s scheme for bot tokens, not Bearer)',
      },
    ],
  ])("%s authenticates as %s with %j", (id, auth, placement) => {
    const api = findApi(id)!
    expect(api.auth).toBe(auth)
    expect(api.keyPlacement).toEqual(placement)
  })

  it.each<[id: string, endpoint: string, parameter: string, required: boolean]>([
    // Discord: at least one of content, embeds, sticker_ids, components, files or poll.
    ["discord", "Send a channel message", "content", false],
    ["discord", "Execute a webhook", "content", false],
    // Slack: text, blocks or attachments describes the message.
    ["slack", "Post a message", "text", false],
    // CoinGecko: coins are looked up by ids, names or symbols.
    ["coingecko", "Simple price", "ids", false],
    ["coingecko", "Simple price", "vs_currencies", true],
    // OpenWeather's built-in geocoder (q=city) is deprecated: the forecast asks for coordinates.
    ["openweathermap", "5-day forecast", "lat", true],
    ["openweathermap", "5-day forecast", "lon", true],
  ])("%s '%s': %s is required: %s", (id, name, parameter, required) => {
    const param = endpointOf(id, name).parameters?.find((p) => p.name === parameter)
    expect(param?.required).toBe(required)
  })

  it("offers no city-name lookup on the OpenWeather forecast, and says why the city endpoint is not preferred", () => {
    expect(endpointOf("openweathermap", "5-day forecast").parameters?.map((p) => p.name)).not.toContain("q")
    expect(endpointOf("openweathermap", "5-day forecast").example).toMatch(/\?lat=[-\d.]+&lon=[-\d.]+/)
    expect(endpointOf("openweathermap", "Current weather by city").description).toMatch(/deprecated/)
  })

  it("caps Spotify's search limit at 10 and no longer promises artist followers or popularity", () => {
    const search = endpointOf("spotify", "Search")
    const limit = search.parameters?.find((p) => p.name === "limit")
    expect(limit?.description).toMatch(/1–10, default 5/)
    expect(Number(limit?.example)).toBeLessThanOrEqual(10)
    expect(endpointOf("spotify", "Get an artist").description).not.toMatch(/with [^(]*(followers|popularity)/)
  })

  it.each<[id: string, endpoint: string | undefined, says: RegExp]>([
    // The spec keeps `free: true` for Spotify, so the description says what the badge cannot.
    ["spotify", undefined, /Spotify Premium/],
    ["reddit", undefined, /explicit approval \(Responsible Builder Policy\)/],
    ["coingecko", undefined, /free Demo API key/],
    ["discord", undefined, /"Bot <token>", not as a bearer token/],
    ["nasa-apod", undefined, /moved to science\.nasa\.gov/],
    ["newsapi", "Top headlines", /at least one of country, category, sources or q/],
  ])("%s %s says %s", (id, endpoint, says) => {
    const text = endpoint === undefined ? findApi(id)!.description : endpointOf(id, endpoint).description
    expect(text).toMatch(says)
  })

  it("keeps NASA APOD on the api.nasa.gov service NASA documents (npm run verify decides whether it still answers)", () => {
    expect(findApi("nasa-apod")!.baseUrl).toBe("https://api.nasa.gov/planetary")
  })
})

// Issue 32 §5, corrections from the latest audit; the sources are listed in docs/adding-an-api.md.
describe("provider corrections (2026-11)", () => {
  it("WhatsApp: 'Send a message' says a first message to a new number must be an approved template", () => {
    const send = endpointOf("whatsapp", "Send a message")
    expect(send.description).toMatch(/first message to a new number must be an approved template/)
    expect(send.description).toMatch(/within 24 hours of the user's last message/)
    expect(send.parameters?.find((p) => p.name === "type")?.description).toMatch(/template \(required for a first/)
  })

  it("WhatsApp: 'Send a message' offers a template body example, and the body editor opens with it", () => {
    const send = endpointOf("whatsapp", "Send a message")
    const template = send.parameters?.find((p) => p.name === "template")
    expect(template).toMatchObject({ type: "object", required: false })
    expect(template?.description).toMatch(
      /^JSON body: .*e\.g\. \{"name":"hello_world","language":\{"code":"en_US"\}\}$/,
    )
    expect(JSON.parse(send.body!)).toEqual({
      messaging_product: "whatsapp",
      to: "15551234567",
      type: "template",
      template: { name: "hello_world", language: { code: "en_US" } },
    })
  })

  it.each(["Show an order", "Capture an order"])(
    "PayPal '%s': the example id is a placeholder to replace with one from 'Create an order'",
    (name) => {
      const id = endpointOf("paypal", name).parameters?.find((p) => p.name === "id")
      expect(id?.description).toMatch(/placeholder: replace it with the id that "Create an order" returns/)
      // The endpoint named in the description exists.
      expect(endpointOf("paypal", "Create an order").method).toBe("POST")
    },
  )

  it("DummyJSON: the quote count says 1–10 and its example is in range", () => {
    const length = endpointOf("dummyjson", "Several random quotes").parameters?.find((p) => p.name === "length")
    expect(length?.description).toMatch(/\b1–10\b/)
    expect(Number(length?.example)).toBeGreaterThanOrEqual(1)
    expect(Number(length?.example)).toBeLessThanOrEqual(10)
  })

  it.each<[id: string, says: RegExp]>([
    ["google-maps", /Billing must be enabled on your Google Cloud project before any request/],
    ["open-trivia", /one request every 5 seconds/],
    ["musicbrainz", /At most one request a second/],
  ])("%s says %s", (id, says) => {
    expect(findApi(id)!.description).toMatch(says)
  })
})

// Issue 32 §2: a provider that documents several ways to send the same key offers them as a picker.
describe("key choices", () => {
  it("only Stripe has them (Bearer, then Basic with the secret key as the user name); each list starts with keyPlacement", () => {
    const withChoices = APIS.filter((api) => api.keyChoices !== undefined)
    expect(withChoices.map((api) => api.id)).toEqual(["stripe"])
    for (const api of withChoices) expect(api.keyChoices?.[0]).toEqual(api.keyPlacement)
    expect(findApi("stripe")!.keyChoices).toEqual([
      { in: "bearer" },
      { in: "basic", hint: "your secret key as the user, with no password" },
    ])
  })
})

// Issue 32 §3: the fields a provider reads from an application/x-www-form-urlencoded body have their own place.
describe("catalogue form bodies", () => {
  const FORM_FIELDS: Record<string, string[]> = {
    "twilio Send a message": ["To", "From", "MessagingServiceSid", "Body"],
    "stripe Create a PaymentIntent": ["amount", "currency"],
    "paypal Get an access token": ["grant_type"],
  }

  it('exactly the documented form fields are `in: "form"`, on POST endpoints; no other catalogue parameter has `in`', () => {
    const found: Record<string, string[]> = {}
    for (const api of APIS)
      for (const endpoint of api.endpoints)
        for (const parameter of endpoint.parameters ?? []) {
          expect([undefined, "form"], `${api.id} ${endpoint.name} ${parameter.name}`).toContain(parameter.in)
          if (parameter.in !== "form") continue
          expect(endpoint.method).toBe("POST")
          ;(found[`${api.id} ${endpoint.name}`] ??= []).push(parameter.name)
        }
    expect(found).toEqual(FORM_FIELDS)
  })

  it('every form field says so ("Form body:") and every "Form body:" parameter is a form field', () => {
    for (const api of APIS)
      for (const endpoint of api.endpoints)
        for (const parameter of endpoint.parameters ?? [])
          expect(parameter.in === "form", `${api.id} ${endpoint.name} ${parameter.name}`).toBe(
            parameter.description.startsWith("Form body:"),
          )
  })

  it.each<[id: string, endpoint: string, examples: Record<string, string>]>([
    ["twilio", "Send a message", { To: "+15558675310", From: "+15017122661", Body: "Hello from API Explorer" }],
    ["stripe", "Create a PaymentIntent", { amount: "2000", currency: "usd" }],
    ["paypal", "Get an access token", { grant_type: "client_credentials" }],
  ])("%s '%s': the fact sheet's examples, and the example URL has no form field", (id, name, examples) => {
    const endpoint = endpointOf(id, name)
    for (const [field, example] of Object.entries(examples))
      expect(endpoint.parameters?.find((p) => p.name === field)?.example).toBe(example)
    expect(endpoint.example).not.toContain("?")
  })
})

describe("an example body", () => {
  const send = (body: string) => ({ method: "POST", body })
  const params: Parameter[] = [
    { name: "to", type: "string", required: true, description: "JSON body: recipient" },
    { name: "text", type: "object", required: false, description: "JSON body: message" },
    { name: "id", type: "string", required: true, description: "Path id", example: "1" },
  ]
  it.each<[label: string, endpoint: { method: string; body: string }, problem: string | undefined]>([
    ["declared JSON body parameters, required ones present", send('{"to":"1","text":{}}'), undefined],
    ["the required ones only", send('{"to":"1"}'), undefined],
    ["on GET", { method: "GET", body: '{"to":"1"}' }, "e: only a POST endpoint takes an example body; remove body"],
    ["not JSON", send("{to}"), "e: body is not valid JSON"],
    ["an array", send("[]"), "e: body should be a JSON object"],
    ["an undeclared key", send('{"to":"1","id":"2"}'), 'e: body has id, not declared as "JSON body:" parameters'],
    ["a required key missing", send('{"text":{}}'), "e: body lacks the required to"],
  ])("%s", (_, endpoint, problem) => {
    expect(bodyProblem(endpoint.method, endpoint.body, params, "e")).toBe(problem)
  })
})

describe("browser bundle", () => {
  // apis.ts is imported by pages; zod must stay out of the page bundle (it is a build-time check only). Paths are relative to the
  // project root, where Vitest runs.
  const files = ["apis.ts", "apis-first.ts", "apis-second.ts", "merge-catalogue.ts"]

  it.each(files)("%s imports neither zod nor the schema at run time", (file) => {
    const source = readFileSync(resolve("src/data", file), "utf8")
    const imports = source.split("\n").filter((line) => line.startsWith("import "))
    expect(imports.filter((line) => /["']zod["']/.test(line))).toEqual([])
    expect(
      imports.filter((line) => /["']\.\/api-schema["']/.test(line) && !line.startsWith("import type ")),
      "use `import type` for api-schema.ts",
    ).toEqual([])
  })
})
