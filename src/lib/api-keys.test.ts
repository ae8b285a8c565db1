import { describe, expect, it } from "vitest"
import type { Api, Endpoint, KeyPlacement } from "@/data/api-schema"
import { APIS } from "@/data/apis"
import {
  apiHost,
  applyKey,
  base64Utf8,
  BASIC_PLACEHOLDER,
  endpointKeyPlacement,
  endpointNeedsKey,
  isApiOrigin,
  keyPlaceholderSpec,
  canSendFromPage,
  keySlot,
  KEY_MASK,
  maskKey,
  normalizeKey,
  keyTarget,
  otherKeyOrigins,
  requestKeySlot,
  requestOrigin,
  type KeyedRequest,
} from "./api-keys"
import { API_KEY_PLACEHOLDER, toAxios, toCurl, toFetch } from "@/lib/snippets"

const OWM = "https://api.openweathermap.org/data/2.5"
const CAT = "https://api.thecatapi.com/v1"
const TELEGRAM = "https://api.telegram.org/bot{token}"
const STRIPE = "https://api.stripe.com/v1"
const MAILCHIMP = "https://{dc}.api.mailchimp.com/3.0"

const QUERY: KeyPlacement = { in: "query", name: "appid" }
const HEADER: KeyPlacement = { in: "header", name: "x-api-key" }
const AUTH_HEADER: KeyPlacement = { in: "header", name: "Authorization" }
const PLACEHOLDER: KeyPlacement = { in: "placeholder", name: "token" }
const BEARER: KeyPlacement = { in: "bearer" }
const BASIC: KeyPlacement = { in: "basic" }
const PAYPAL = "https://api-m.sandbox.paypal.com"

const get = (url: string, headers: Record<string, string> = {}): KeyedRequest => ({ url, headers })

describe("applyKey", () => {
  it.each<
    [
      label: string,
      request: KeyedRequest,
      placement: KeyPlacement | undefined,
      key: string,
      base: string,
      expected: KeyedRequest,
    ]
  >([
    [
      "query: appended to the query",
      get(`${OWM}/weather?q=Paris`),
      QUERY,
      "abc123",
      OWM,
      get(`${OWM}/weather?q=Paris&appid=abc123`),
    ],
    [
      "query: starts the query when there is none",
      get(`${OWM}/weather`),
      QUERY,
      "abc123",
      OWM,
      get(`${OWM}/weather?appid=abc123`),
    ],
    [
      "query: percent-encoded",
      get(`${OWM}/weather`),
      QUERY,
      "a b&c=d/é",
      OWM,
      get(`${OWM}/weather?appid=a%20b%26c%3Dd%2F%C3%A9`),
    ],
    [
      "query: before a #fragment",
      get(`${OWM}/weather?q=1#top`),
      QUERY,
      "k",
      OWM,
      get(`${OWM}/weather?q=1&appid=k#top`),
    ],
    ["query: after a trailing ?", get(`${OWM}/weather?`), QUERY, "k", OWM, get(`${OWM}/weather?appid=k`)],
    [
      "header: its own header",
      get(`${CAT}/images/search`),
      HEADER,
      "abc",
      CAT,
      get(`${CAT}/images/search`, { "x-api-key": "abc" }),
    ],
    [
      "header: keeps other extra headers",
      get(`${CAT}/images/search`, { "X-Other": "1" }),
      HEADER,
      "abc",
      CAT,
      get(`${CAT}/images/search`, { "X-Other": "1", "x-api-key": "abc" }),
    ],
    [
      "header Authorization: the whole value as typed (Twilio's Basic, Discord's Bot)",
      get("https://discord.com/api/v10/users/@me"),
      AUTH_HEADER,
      "Bot abc.def",
      "https://discord.com/api/v10",
      get("https://discord.com/api/v10/users/@me", { Authorization: "Bot abc.def" }),
    ],
    [
      "placeholder: fills {token}, encoded, keeping : readable",
      get("https://api.telegram.org/bot{token}/getMe"),
      PLACEHOLDER,
      "123456:AB/C",
      TELEGRAM,
      get("https://api.telegram.org/bot123456:AB%2FC/getMe"),
    ],
    [
      "bearer: Authorization: Bearer",
      get(`${STRIPE}/balance`),
      BEARER,
      "sk_test_1",
      STRIPE,
      get(`${STRIPE}/balance`, { Authorization: "Bearer sk_test_1" }),
    ],
    [
      "basic: Authorization: Basic base64(client_id:client_secret)",
      get(`${PAYPAL}/v1/oauth2/token`),
      BASIC,
      "client:secret",
      PAYPAL,
      // printf 'client:secret' | base64
      get(`${PAYPAL}/v1/oauth2/token`, { Authorization: "Basic Y2xpZW50OnNlY3JldA==" }),
    ],
    [
      "basic: a ':' in the secret stays in it (only the first ':' separates the id)",
      get(`${PAYPAL}/v1/oauth2/token`),
      BASIC,
      "id:se:cr:et",
      PAYPAL,
      get(`${PAYPAL}/v1/oauth2/token`, { Authorization: "Basic aWQ6c2U6Y3I6ZXQ=" }),
    ],
    [
      "basic: non-ASCII is sent as UTF-8",
      get(`${PAYPAL}/v1/oauth2/token`),
      BASIC,
      "idé:sécret€",
      PAYPAL,
      // printf 'idé:sécret€' | base64 (UTF-8 terminal)
      get(`${PAYPAL}/v1/oauth2/token`, { Authorization: "Basic aWTDqTpzw6ljcmV04oKs" }),
    ],
    [
      "basic: trimmed before encoding",
      get(`${PAYPAL}/v1/oauth2/token`),
      BASIC,
      "  client:secret\n",
      PAYPAL,
      get(`${PAYPAL}/v1/oauth2/token`, { Authorization: "Basic Y2xpZW50OnNlY3JldA==" }),
    ],
    [
      "trims a pasted newline and spaces",
      get(`${STRIPE}/balance`),
      BEARER,
      "  sk_1\n",
      STRIPE,
      get(`${STRIPE}/balance`, { Authorization: "Bearer sk_1" }),
    ],
    [
      "host placeholder: one DNS label matches",
      get("https://us19.api.mailchimp.com/3.0/ping"),
      AUTH_HEADER,
      "Basic YW55OmtleQ==",
      MAILCHIMP,
      get("https://us19.api.mailchimp.com/3.0/ping", { Authorization: "Basic YW55OmtleQ==" }),
    ],
  ])("%s", (_label, request, placement, key, base, expected) => {
    expect(applyKey(request, placement, key, base)).toEqual({ ...expected, isKeyed: true })
  })

  it.each<[label: string, url: string, placement: KeyPlacement | undefined, key: string, base: string]>([
    ["empty key", `${OWM}/weather?q=Paris`, QUERY, "", OWM],
    ["whitespace-only key", `${STRIPE}/balance`, BEARER, " \n\t", STRIPE],
    ["no placement (auth none)", "https://dog.ceo/api/breeds/list/all", undefined, "k", "https://dog.ceo/api"],
    ["another host", "https://evil.example/data/2.5/weather", QUERY, "k", OWM],
    ["a look-alike host", "https://api.openweathermap.org.evil.example/weather", QUERY, "k", OWM],
    ["http instead of https", "http://api.openweathermap.org/data/2.5/weather", QUERY, "k", OWM],
    ["another port", "https://api.openweathermap.org:8443/data/2.5/weather", QUERY, "k", OWM],
    ["a subdomain", "https://x.api.thecatapi.com/v1/images", HEADER, "k", CAT],
    ["host placeholder left empty", "https://{dc}.api.mailchimp.com/3.0/ping", AUTH_HEADER, "k", MAILCHIMP],
    [
      "host placeholder filled with two labels",
      "https://evil.example.api.mailchimp.com/3.0/ping",
      AUTH_HEADER,
      "k",
      MAILCHIMP,
    ],
    [
      "host placeholder, look-alike suffix",
      "https://us19.api.mailchimp.com.evil.example/3.0/ping",
      AUTH_HEADER,
      "k",
      MAILCHIMP,
    ],
    ["not a URL", "not a url", BEARER, "k", STRIPE],
    ["basic towards another host", "https://evil.example/v1/oauth2/token", BASIC, "id:secret", PAYPAL],
    ["basic with an empty key", `${PAYPAL}/v1/oauth2/token`, BASIC, " ", PAYPAL],
    ["placeholder absent from the URL", "https://api.telegram.org/bot42/getMe", PLACEHOLDER, "k", TELEGRAM],
  ])("leaves the request exactly unchanged: %s", (_label, url, placement, key, base) => {
    const request = get(url)
    expect(applyKey(request, placement, key, base)).toEqual({ ...request, isKeyed: false })
  })
})

describe("isApiOrigin", () => {
  it.each<[url: string, base: string, expected: boolean]>([
    ["https://api.openweathermap.org/anything?x=1", OWM, true],
    ["https://API.OpenWeatherMap.org/data", OWM, true],
    ["https://api.openweathermap.org:443/data", OWM, true],
    ["https://user:pass@api.openweathermap.org/data", OWM, true],
    ["https://openweathermap.org/data", OWM, false],
    ["https://api.telegram.org/bot{token}/getMe", TELEGRAM, true],
    ["https://US19.api.mailchimp.com/3.0", MAILCHIMP, true],
    ["https://us19.api.mailchimp.com:8443/3.0", MAILCHIMP, false],
    ["https://.api.mailchimp.com/3.0", MAILCHIMP, false],
    ["https://api.stripe.com/v1", "not a base", false],
    // The scheme as a server variable (the OpenAPI Initiative's USPTO example): the key was dropped before.
    ["https://developer.uspto.gov/ds-api/oa_citations", "{scheme}://developer.uspto.gov/ds-api", true],
    ["http://developer.uspto.gov/ds-api", "{scheme}://developer.uspto.gov/ds-api", true],
    ["https://developer.uspto.gov.evil.example/ds-api", "{scheme}://developer.uspto.gov/ds-api", false],
  ])("%s against %s → %s", (url, base, expected) => {
    expect(isApiOrigin(url, base)).toBe(expected)
  })

  it("accepts every catalogue entry's own example URLs", () => {
    const misses = APIS.flatMap((api) =>
      api.endpoints.flatMap((e) =>
        e.example && !isApiOrigin(e.example, api.baseUrl) ? [`${api.id}: ${e.example}`] : [],
      ),
    )
    expect(misses).toEqual([])
  })
})

describe("applyKey with a server-variable scheme", () => {
  it("adds the key to a request for {scheme}://host", () => {
    const applied = applyKey(
      get("https://developer.uspto.gov/ds-api/fields"),
      { in: "header", name: "X-Key" },
      "k1",
      "{scheme}://developer.uspto.gov/ds-api",
    )
    expect(applied).toEqual({
      url: "https://developer.uspto.gov/ds-api/fields",
      headers: { "X-Key": "k1" },
      isKeyed: true,
    })
  })
})

describe("a key in a header browsers forbid", () => {
  it.each(["Cookie", "origin", "HOST", "Sec-Api-Key", "Proxy-Authorization"])("%s: not added, not keyed", (name) => {
    const request = get("https://api.example.com/v1/a")
    expect(applyKey(request, { in: "header", name }, "k1", "https://api.example.com/v1")).toEqual({
      ...request,
      isKeyed: false,
    })
  })

  it("still shows where the key goes in copied code", () => {
    const spec = keyPlaceholderSpec(
      { method: "GET", url: "https://a.dev/x", headers: {} },
      { in: "header", name: "Cookie" },
    )
    expect(spec.headers).toEqual({ Cookie: API_KEY_PLACEHOLDER })
  })
})

describe("a key in a cookie (an opened apiKey `in: cookie`)", () => {
  const COOKIE = { in: "cookie", name: "session" } as const

  it("is never added by a page: browsers set cookies themselves", () => {
    const request = get("https://api.example.com/v1/a")
    expect(canSendFromPage(COOKIE)).toBe(false)
    expect(applyKey(request, COOKIE, "k1", "https://api.example.com/v1")).toEqual({ ...request, isKeyed: false })
  })

  it("copied code sends it as Cookie: name=YOUR_API_KEY", () => {
    const spec = keyPlaceholderSpec({ method: "GET", url: "https://a.dev/x", headers: {} }, COOKIE)
    expect(spec).toEqual({
      method: "GET",
      url: "https://a.dev/x",
      headers: { Cookie: `session=${API_KEY_PLACEHOLDER}` },
    })
  })
})

describe("keys bound to where they go", () => {
  const OPENED = "opened-0123456789abcdef"
  it.each<[url: string, base: string, origin: string]>([
    ["https://api.example.com/v1/pets?limit=1", "https://api.example.com/v1", "https://api.example.com"],
    ["https://API.example.com:443/v1", "https://api.example.com/v1", "https://api.example.com"],
    ["http://localhost:8080/v1", "http://localhost:8080/v1", "http://localhost:8080"],
    ["https://evil.example/v1", "https://{host}/v1", "https://evil.example"],
    ["https://{host}/v1/pets", "https://{host}/v1", "https://{host}"],
    ["{scheme}://api.example.com/v1", "{scheme}://api.example.com/v1", "{scheme}://api.example.com"],
    ["/v1/pets", "/v1", ""],
  ])("requestOrigin(%s, %s) → %s", (url, base, origin) => {
    expect(requestOrigin(url, base)).toBe(origin)
  })

  it("keeps a catalogue key per API, an opened API's per origin", () => {
    const github = { id: "github", baseUrl: "https://api.github.com" }
    expect(requestKeySlot(github, {}, "https://api.github.com/users/octocat")).toBe("github")
    const opened = { id: OPENED, baseUrl: "https://{host}/v1" }
    expect(requestKeySlot(opened, {}, "https://api.good.example/v1/a")).toBe(`${OPENED}@https://api.good.example`)
    expect(requestKeySlot(opened, {}, "https://evil.example/v1/a")).toBe(`${OPENED}@https://evil.example`)
    expect(requestKeySlot(opened, { keyPlacement: { in: "basic" } }, "https://api.good.example/v1")).toBe(
      `${OPENED}:basic@https://api.good.example`,
    )
  })

  it("checks an opened API's request against its own origin, a catalogue API's against its base URL", () => {
    expect(keyTarget({ id: OPENED, baseUrl: "http://{host}/v1" }, "http://127.0.0.1:8080/v1/a")).toBe(
      "http://127.0.0.1:8080",
    )
    expect(keyTarget({ id: "mailchimp", baseUrl: MAILCHIMP }, "https://us1.api.mailchimp.com/3.0")).toBe(MAILCHIMP)
    // A whole-host server variable: a catalogue-style check would refuse it (one DNS label), the opened rule keys it.
    const request = get("http://127.0.0.1:8080/v1/a")
    const url = request.url
    expect(applyKey(request, BEARER, "k", "http://{host}/v1").isKeyed).toBe(false)
    expect(applyKey(request, BEARER, "k", keyTarget({ id: OPENED, baseUrl: "http://{host}/v1" }, url)).isKeyed).toBe(
      true,
    )
  })

  it.each<[slot: string, stored: string[], expected: string[]]>([
    [`${OPENED}@https://new.example`, [`${OPENED}@https://old.example`], ["https://old.example"]],
    [`${OPENED}@https://new.example`, [`${OPENED}@https://new.example`], []],
    // Saved before keys were bound to an origin.
    [`${OPENED}@https://new.example`, [OPENED], [""]],
    // Another placement's key, or another API's, is no key of this slot's.
    [`${OPENED}@https://new.example`, [`${OPENED}:basic@https://old.example`, `opened-ffff@https://old.example`], []],
    ["github", ["github", "gitlab"], []],
  ])("otherKeyOrigins(%s, %j) → %j", (slot, stored, expected) => {
    expect(otherKeyOrigins(slot, stored)).toEqual(expected)
  })
})

describe("apiHost", () => {
  it.each([
    [OWM, "api.openweathermap.org"],
    [MAILCHIMP, "{dc}.api.mailchimp.com"],
    [TELEGRAM, "api.telegram.org"],
    ["https://www.alphavantage.co", "www.alphavantage.co"],
  ])("%s → %s", (base, host) => {
    expect(apiHost(base)).toBe(host)
  })
})

describe("keyPlaceholderSpec", () => {
  it.each<
    [
      label: string,
      url: string,
      placement: KeyPlacement | undefined,
      expectedUrl: string,
      expectedHeaders: Record<string, string>,
    ]
  >([
    ["query", `${OWM}/weather?q=Paris`, QUERY, `${OWM}/weather?q=Paris&appid=YOUR_API_KEY`, {}],
    ["header", `${CAT}/images/search`, HEADER, `${CAT}/images/search`, { "x-api-key": "YOUR_API_KEY" }],
    [
      "placeholder",
      "https://api.telegram.org/bot{token}/getMe",
      PLACEHOLDER,
      "https://api.telegram.org/botYOUR_API_KEY/getMe",
      {},
    ],
    ["bearer", `${STRIPE}/balance`, BEARER, `${STRIPE}/balance`, { Authorization: "Bearer YOUR_API_KEY" }],
    [
      "basic: the base64 of YOUR_CLIENT_ID:YOUR_CLIENT_SECRET",
      `${PAYPAL}/v1/oauth2/token`,
      BASIC,
      `${PAYPAL}/v1/oauth2/token`,
      { Authorization: "Basic WU9VUl9DTElFTlRfSUQ6WU9VUl9DTElFTlRfU0VDUkVU" },
    ],
    // A snippet holds no secret, so the place is shown even when a host placeholder is still empty.
    [
      "host placeholder still empty",
      "https://{dc}.api.mailchimp.com/3.0/ping",
      AUTH_HEADER,
      "https://{dc}.api.mailchimp.com/3.0/ping",
      { Authorization: "YOUR_API_KEY" },
    ],
    ["no placement", "https://dog.ceo/api/breeds/list/all", undefined, "https://dog.ceo/api/breeds/list/all", {}],
  ])("%s", (_label, url, placement, expectedUrl, expectedHeaders) => {
    expect(keyPlaceholderSpec({ method: "GET", url, headers: {} }, placement)).toEqual({
      method: "GET",
      url: expectedUrl,
      headers: expectedHeaders,
    })
  })

  it("gives fetch, axios and cURL code with YOUR_API_KEY at the right place", () => {
    const query = keyPlaceholderSpec({ method: "GET", url: `${OWM}/weather?q=Paris`, headers: {} }, QUERY)
    expect(toFetch(query)).toContain(`await fetch("${OWM}/weather?q=Paris&appid=${API_KEY_PLACEHOLDER}", {`)
    const bearer = keyPlaceholderSpec({ method: "GET", url: `${STRIPE}/balance`, headers: {} }, BEARER)
    expect(toAxios(bearer)).toContain('"Authorization": "Bearer YOUR_API_KEY",')
    const header = keyPlaceholderSpec({ method: "POST", url: `${CAT}/votes`, headers: {} }, HEADER)
    expect(toCurl(header)).toContain("--header 'x-api-key: YOUR_API_KEY'")
  })
})

describe("maskKey", () => {
  it.each<[label: string, text: string, key: string, expected: string]>([
    ["every raw occurrence", "key abc and abc again", "abc", `key ${KEY_MASK} and ${KEY_MASK} again`],
    // normalizeKey turns a lone surrogate into U+FFFD, as the request does, so encoding it cannot throw.
    ["a pasted key with a lone surrogate", "key a\uFFFDb here", "a\uD800b", `key ${KEY_MASK} here`],
    ["percent-encoded in a URL", `${OWM}/weather?appid=a%20b%2Fc`, "a b/c", `${OWM}/weather?appid=${KEY_MASK}`],
    ["encodeURIComponent form (, : @ escaped)", "x=a%2Cb%3Ac", "a,b:c", `x=${KEY_MASK}`],
    ["readable form (, : @ kept)", "botab:c@d/getMe", "ab:c@d", `bot${KEY_MASK}/getMe`],
    ["the encoding whole, not a raw prefix of it", "k=ab%25", "ab%", `k=${KEY_MASK}`],
    ["the trimmed key", "Bearer sk_1", " sk_1\n", `Bearer ${KEY_MASK}`],
    ["empty key: text unchanged", "nothing to hide", "", "nothing to hide"],
    ["whitespace key: text unchanged", "a b", "  ", "a b"],
    ["absent key: text unchanged", "HTTP 401: Unauthorized", "secret", "HTTP 401: Unauthorized"],
    ["a key with RegExp characters", "a.*b a.*b", "a.*b", `${KEY_MASK} ${KEY_MASK}`],
    [
      "HTTP Basic: the base64 form",
      "Authorization: Basic Y2xpZW50OnNlY3JldA==",
      "client:secret",
      `Authorization: Basic ${KEY_MASK}`,
    ],
    [
      "HTTP Basic: the base64 form without its = padding",
      "auth=Y2xpZW50OnNlY3JldA",
      "client:secret",
      `auth=${KEY_MASK}`,
    ],
    ["HTTP Basic: the base64 of the UTF-8 bytes", "Basic aWTDqTpzw6ljcmV04oKs", "idé:sécret€", `Basic ${KEY_MASK}`],
  ])("%s", (_label, text, key, expected) => {
    expect(maskKey(text, key)).toBe(expected)
  })

  it("copied code gets another mask in the same places: YOUR_API_KEY", () => {
    expect(maskKey("units=a%2Fb&q=a/b", "a/b", API_KEY_PLACEHOLDER)).toBe(
      `units=${API_KEY_PLACEHOLDER}&q=${API_KEY_PLACEHOLDER}`,
    )
  })

  it("masks what applyKey put in the URL, for every placement", () => {
    const key = "s3cr3t/+=:key"
    for (const [placement, url, base] of [
      [QUERY, `${OWM}/weather`, OWM],
      [PLACEHOLDER, "https://api.telegram.org/bot{token}/getMe", TELEGRAM],
    ] as const) {
      const sent = applyKey(get(url), placement, key, base)
      expect(sent.url).not.toBe(url)
      expect(maskKey(sent.url, key)).not.toContain("s3cr3t")
      expect(maskKey(sent.url, key)).toContain(KEY_MASK)
    }
  })
})

describe("HTTP Basic", () => {
  it.each([
    ["", ""],
    ["client:secret", "Y2xpZW50OnNlY3JldA=="],
    ["id:se:cr:et", "aWQ6c2U6Y3I6ZXQ="],
    ["idé:sécret€", "aWTDqTpzw6ljcmV04oKs"],
    ["😀:x", "8J+YgDp4"],
    ["a\uD800b", "Ye+/vWI="],
  ])("base64Utf8(%j) → %s", (text, expected) => {
    expect(base64Utf8(text)).toBe(expected)
  })

  it("decodes back to the typed key, whatever its characters", () => {
    for (const key of ["client:secret", "idé:sécret€:with:colons", "日本:秘密", "a b:c\td"]) {
      const { headers } = applyKey(get(`${PAYPAL}/v1/oauth2/token`), BASIC, key, PAYPAL)
      const encoded = headers["Authorization"]!.replace(/^Basic /, "")
      const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0))
      expect(new TextDecoder().decode(bytes)).toBe(key.trim())
      expect(maskKey(headers["Authorization"]!, key)).toBe(`Basic ${KEY_MASK}`)
    }
  })

  it("shows YOUR_CLIENT_ID:YOUR_CLIENT_SECRET, encoded, in fetch, axios and cURL code", () => {
    const spec = keyPlaceholderSpec({ method: "POST", url: `${PAYPAL}/v1/oauth2/token`, headers: {} }, BASIC)
    const header = `Basic ${base64Utf8(BASIC_PLACEHOLDER)}`
    expect(header).toBe("Basic WU9VUl9DTElFTlRfSUQ6WU9VUl9DTElFTlRfU0VDUkVU")
    expect(toFetch(spec)).toContain(`"Authorization": "${header}",`)
    expect(toAxios(spec)).toContain(`"Authorization": "${header}",`)
    expect(toCurl(spec)).toContain(`--header 'Authorization: ${header}'`)
    expect(toCurl(spec)).not.toContain("Bearer")
  })

  it("PayPal: Basic on the token endpoint, Bearer on the others", () => {
    const paypal = APIS.find((api) => api.id === "paypal")!
    const byPath = Object.fromEntries(
      paypal.endpoints.map((endpoint) => {
        const placement = endpointKeyPlacement(paypal, endpoint)
        const spec = keyPlaceholderSpec({ method: endpoint.method, url: endpoint.example!, headers: {} }, placement)
        return [endpoint.path, spec.headers["Authorization"]]
      }),
    )
    expect(byPath).toEqual({
      "/v1/oauth2/token": "Basic WU9VUl9DTElFTlRfSUQ6WU9VUl9DTElFTlRfU0VDUkVU",
      "/v2/checkout/orders": "Bearer YOUR_API_KEY",
      "/v2/checkout/orders/{id}": "Bearer YOUR_API_KEY",
      "/v2/checkout/orders/{id}/capture": "Bearer YOUR_API_KEY",
    })
  })

  it("keeps an endpoint's own credentials apart from the API's key", () => {
    expect(keySlot("paypal", { keyPlacement: BASIC })).toBe("paypal:basic")
    expect(keySlot("paypal", {})).toBe("paypal")
    expect(endpointKeyPlacement({ keyPlacement: BEARER }, { keyPlacement: BASIC })).toEqual(BASIC)
    expect(endpointKeyPlacement({ keyPlacement: BEARER }, {})).toEqual(BEARER)
    expect(endpointKeyPlacement({}, {})).toBeUndefined()
  })

  it.each<[string, Pick<Api, "auth">, Pick<Endpoint, "noKey">, boolean]>([
    ["a keyed API's endpoint", { auth: "apikey" as const }, {}, true],
    ["a keyed API's endpoint that takes none (noKey)", { auth: "apikey" as const }, { noKey: true as const }, false],
    ["an API without keys", { auth: "none" as const }, {}, false],
  ])("endpointNeedsKey: %s → %s", (_, api, endpoint, expected) => {
    expect(endpointNeedsKey(api, endpoint)).toBe(expected)
    // An endpoint that takes no key has nowhere to put one.
    if (endpoint.noKey) expect(endpointKeyPlacement({ keyPlacement: BEARER }, endpoint)).toBeUndefined()
  })
})

describe("normalizeKey", () => {
  it("trims and makes lone surrogates encodable", () => {
    expect(normalizeKey(" a\n")).toBe("a")
    const lone = normalizeKey("a\uD800b")
    expect(lone).toBe("a\uFFFDb")
    expect(() => applyKey(get(`${OWM}/x`), QUERY, "a\uD800b", OWM)).not.toThrow()
    expect(() => maskKey("text", "a\uDC00")).not.toThrow()
  })
})
