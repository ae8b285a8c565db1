import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { OperationSearch } from "./operation-search"

// The relevance table: task queries against the real, committed operation index (public/directory/),
// each with operations ("API METHOD path") that must be among the first five results.
const search = new OperationSearch(
  async (file) =>
    JSON.parse(readFileSync(file.startsWith("/") ? `public${file}` : `public/directory/${file}`, "utf8")) as unknown,
  "/directory/operations.json",
)

const TABLE: [query: string, mustAppear: string[]][] = [
  ["send sms", ["clicksend.com POST /sms/send", "nexmo.com/sms POST /{format}"]],
  ["geocode address", ["neutrinoapi.net GET /geocode-address", "gisgraphy.com GET /geocoding/geocode"]],
  ["create payment intent", ["stripe.com POST /v1/payment_intents"]],
  [
    "list repository issues",
    ["github.com/api.github.com GET /repos/{owner}/{repo}/issues", "gitea.io GET /repos/{owner}/{repo}/issues"],
  ],
  [
    "translate text",
    ["googleapis.com/translate POST /v3beta1/{parent}:translateText", "libretranslate.local POST /translate"],
  ],
  ["current weather", ["interzoid.com/getweathercity GET /getweather", "weatherbit.io GET /current?city_id={city_id}"]],
  [
    "list customers",
    ["apideck.com/accounting GET /accounting/customers", "mailchimp.com GET /ecommerce/stores/{store_id}/customers"],
  ],
  ["create customer stripe", ["stripe.com POST /v1/customers"]],
  [
    "weather forecast",
    ["visualcrossing.com/weather GET /VisualCrossingWebServices/rest/services/weatherdata/forecast"],
  ],
  ["send email", ["mailscript.com POST /send", "clicksend.com POST /email/send"]],
  [
    "create issue",
    ["atlassian.com/jira POST /rest/api/3/issue", "github.com/api.github.com POST /repos/{owner}/{repo}/issues"],
  ],
  ["get user", ["apache.org/airflow GET /users/{username}"]],
  ["list users", ["apache.org/airflow GET /users"]],
  ["upload file", ["box.com POST /files/content"]],
  [
    "create pull request",
    [
      "github.com/api.github.com POST /repos/{owner}/{repo}/pulls",
      "bitbucket.org POST /repositories/{workspace}/{repo_slug}/pullrequests",
    ],
  ],
  ["list channels slack", ["slack.com GET /conversations.list"]],
  ["post message slack", ["slack.com POST /chat.postMessage"]],
  ["search tweets", ["twitter.com/current GET /2/tweets/search/recent", "twitter.com/legacy GET /search/tweets.json"]],
  ["shorten url", ["ritekit.com GET /v1/link/short-link"]],
  ["exchange rate", ["currencytick.com GET /live"]],
  ["ip geolocation", ["ip2location.com/geolocation GET /"]],
  ["create invoice", ["squareup.com POST /v2/invoices"]],
  ["refund charge", ["stripe.com POST /v1/charges/{charge}/refunds"]],
  ["list pets", ["vtex.local/VTEX_TEMPLATE GET /pets"]],
  ["text to speech", ["elevenlabs.io POST /v1/text-to-speech/{voice_id}"]],
  [
    "detect language",
    ["libretranslate.local POST /detect", "googleapis.com/translate POST /v3beta1/{parent}:detectLanguage"],
  ],
  ["create calendar event", ["googleapis.com/calendar POST /calendars/{calendarId}/events"]],
  ["list files drive", ["googleapis.com/drive GET /files"]],
  ["verify phone number", ["neutrinoapi.net POST /phone-verify"]],
  ["reverse geocode", ["tomtom.com/search GET /search/{versionNumber}/reverseGeocode/{position}.{ext}"]],
  ["search videos youtube", ["googleapis.com/youtube GET /youtube/v3/search"]],
  ["create webhook", ["box.com POST /webhooks"]],
  ["get account balance", ["ibanapi.com GET /balance"]],
  ["calorieninjas nutrition", ["calorieninjas.com GET /v1/nutrition"]],
  // A typo, and a typo plus a word cut short.
  ["tranlsate text", ["googleapis.com/translate POST /v3beta1/{parent}:translateText"]],
  ["geocod adress", ["gisgraphy.com GET /geocoding/geocode"]],
  // An operationId, and a path.
  ["issues/list-for-repo", ["github.com/api.github.com GET /repos/{owner}/{repo}/issues"]],
  ["/sms/send", ["clicksend.com POST /sms/send"]],
  ["/v1/payment_intents", ["stripe.com POST /v1/payment_intents", "stripe.com GET /v1/payment_intents"]],
]

describe("the relevance table: each task query's operations are in the top 5", () => {
  it("has at least 30 queries", () => expect(TABLE.length).toBeGreaterThanOrEqual(30))
  it.each(TABLE)("%s", async (query, mustAppear) => {
    const top = (await search.search(query, 5)).map((hit) => `${hit.apiId} ${hit.method} ${hit.path}`)
    for (const operation of mustAppear) expect(top, `${query} → ${top.join(" | ")}`).toContain(operation)
  })
})

describe("ranking", () => {
  it.each([
    // The operation named so beats ones that only mention the words in a description.
    ["create payment intent", "stripe.com POST /v1/payment_intents"],
    ["list repository issues", "github.com/api.github.com GET /repos/{owner}/{repo}/issues"],
    ["calorieninjas nutrition", "calorieninjas.com GET /v1/nutrition"],
  ])("%s: first is %s", async (query, first) => {
    const [hit] = await search.search(query, 5)
    expect(`${hit?.apiId} ${hit?.method} ${hit?.path}`).toBe(first)
  })

  it("one provider's versions of the same operation show once (GitHub's GHES copies)", async () => {
    const hits = await search.search("list repository issues", 10)
    const same = hits.filter((hit) => hit.path === "/repos/{owner}/{repo}/issues" && hit.apiId.startsWith("github.com"))
    expect(same.map((hit) => hit.apiId)).toEqual(["github.com/api.github.com"])
  })

  it("a query loads only the term ranges its words fall in and the rows of its results", async () => {
    const loaded: string[] = []
    const counting = new OperationSearch(async (file) => {
      loaded.push(file)
      return JSON.parse(
        readFileSync(file.startsWith("/") ? `public${file}` : `public/directory/${file}`, "utf8"),
      ) as unknown
    }, "/directory/operations.json")
    await counting.search("send sms", 5)
    const manifest = JSON.parse(readFileSync("public/directory/operations.json", "utf8")) as {
      termShards: unknown[]
      docShards: unknown[]
    }
    const terms = loaded.filter((file) => file.startsWith("ops-terms-"))
    const rows = loaded.filter((file) => file.startsWith("ops-ops-"))
    expect(terms.length).toBeGreaterThanOrEqual(1)
    expect(terms.length).toBeLessThanOrEqual(3)
    expect(rows.length).toBeLessThanOrEqual(5)
    expect(manifest.termShards.length + manifest.docShards.length).toBeGreaterThan(100)
  })
})

describe("keys typed one at a time: what the search keeps between queries never changes a result", () => {
  // Parsed once for every instance below: a fresh OperationSearch then costs no file reading.
  const parsed = new Map<string, unknown>()
  const load = async (file: string) => {
    if (!parsed.has(file))
      parsed.set(
        file,
        JSON.parse(readFileSync(file.startsWith("/") ? `public${file}` : `public/directory/${file}`, "utf8")),
      )
    return parsed.get(file)
  }
  it.each(["create payment intent", "list repository issues", "geocod adress", "send sms", "list channels slack"])(
    "%s: at every key, the same results as the text searched once by a fresh search",
    async (query) => {
      const typing = new OperationSearch(load, "/directory/operations.json")
      for (let end = 1; end <= query.length; end++) {
        const text = query.slice(0, end)
        const kept = (await typing.search(text, 12)).map((hit) => `${hit.id} ${hit.score}`)
        const fresh = (await new OperationSearch(load, "/directory/operations.json").search(text, 12)).map(
          (hit) => `${hit.id} ${hit.score}`,
        )
        expect(kept, text).toEqual(fresh)
      }
    },
  )

  it.each(["create payment intent", "list repository issues", "geocod adress", "send sms"])(
    "%s: at every key, each answer ahead (the likeliest next keys, from loaded files) is a fresh search's, fetching nothing",
    async (query) => {
      const fetched: string[] = []
      const typing = new OperationSearch(async (file) => {
        fetched.push(file)
        return load(file)
      }, "/directory/operations.json")
      let answeredAhead = 0
      for (let end = 1; end <= query.length; end++) {
        const text = query.slice(0, end)
        await typing.search(text, 12)
        const before = fetched.length
        for (const next of typing.likelyNext(text, 4)) {
          const ahead = await typing.searchLoaded(text + next, 12)
          if (!ahead) continue
          answeredAhead++
          const fresh = await new OperationSearch(load, "/directory/operations.json").search(text + next, 12)
          expect(
            ahead.map((hit) => `${hit.id} ${hit.score}`),
            text + next,
          ).toEqual(fresh.map((hit) => `${hit.id} ${hit.score}`))
        }
        expect(fetched.length, `${text}: fetched for answers ahead`).toBe(before)
      }
      // Not vacuous: most keys had answers ahead to compare.
      expect(answeredAhead).toBeGreaterThan(query.length / 2)
    },
  )
})
