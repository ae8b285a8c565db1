import { buildRequestUrl, exampleValues } from "../lib/url"
import { AUTH_TYPES, CATEGORIES } from "./api-constants"
import type { ApiEntry, Endpoint, KeyPlacement, Parameter } from "./api-schema"

// Synthetic catalogue for tests and benchmarks (`npm run bench` explores 10,000 of them): deterministic, schema-valid, and spread evenly
// over every category and auth type. Hosts use the reserved example.com domain so nothing real is ever called.

const ADJECTIVES = ["amber", "brisk", "cobalt", "dusty", "eager", "fuzzy", "gentle", "hollow", "ivory", "jolly"]
const NOUNS = ["badger", "comet", "delta", "falcon", "harbor", "lantern", "meadow", "nebula", "orchid", "pixel"]
const RESOURCES = ["items", "records", "events", "users", "reports", "photos", "quotes", "tracks", "places", "orders"]

/** mulberry32: tiny, fast and good enough for test data; the same seed always gives the same sequence. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1)
}

function keyPlacementFor(auth: ApiEntry["auth"], index: number): KeyPlacement | undefined {
  if (auth === "bearer" || auth === "oauth") return { in: "bearer" }
  if (auth === "apikey") return index % 2 === 0 ? { in: "query", name: "api_key" } : { in: "header", name: "X-Api-Key" }
  return undefined
}

function makeEndpoint(random: () => number, baseUrl: string, position: number): Endpoint {
  const resource = pick(random, RESOURCES)
  const byId = position % 2 === 1
  // The first endpoint is always a GET so keyless entries stay testable from the browser.
  const method = position === 0 || random() < 0.75 ? "GET" : "POST"
  const path = byId ? `/${resource}/{id}` : `/${resource}`
  const parameters: Parameter[] = byId
    ? [
        {
          name: "id",
          type: "number",
          required: true,
          description: `Id of one of the ${resource}`,
          example: String(1 + Math.floor(random() * 999)),
        },
      ]
    : [
        { name: "q", type: "string", required: false, description: "Free-text filter", example: pick(random, NOUNS) },
        {
          name: "limit",
          type: "number",
          required: false,
          description: "Results per page",
          example: String(5 + Math.floor(random() * 46)),
        },
      ]
  return {
    name: `${method === "GET" ? (byId ? "Get one of the" : "List") : "Create"} ${resource} (${position + 1})`,
    method,
    path,
    description: `${method === "GET" ? "Reads" : "Writes"} synthetic ${resource}.`,
    parameters,
    example: buildRequestUrl(baseUrl, path, parameters, exampleValues(parameters)),
  }
}

/**
 * `n` synthetic, schema-valid catalogue entries with unique ids and names. Deterministic: the same `n` and `seed`
 * always give the same entries, and a longer catalogue starts with the shorter one.
 */
export function makeCatalogue(n: number, seed = 1): ApiEntry[] {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`makeCatalogue: n must be a non-negative integer, got ${n}`)
  const random = createRandom(seed)
  const entries: ApiEntry[] = []
  for (let index = 0; index < n; index++) {
    const adjective = pick(random, ADJECTIVES)
    const noun = pick(random, NOUNS)
    const number = String(index + 1).padStart(5, "0")
    const slug = `${adjective}-${noun}-${number}`
    const category = CATEGORIES[index % CATEGORIES.length] as ApiEntry["category"]
    // Cycling auth on a slower beat than category gives every category/auth pair once every 60 entries.
    const auth = AUTH_TYPES[Math.floor(index / CATEGORIES.length) % AUTH_TYPES.length] as ApiEntry["auth"]
    const baseUrl = `https://api.${slug}.example.com/v${1 + Math.floor(random() * 3)}`
    const cors = random() >= 0.1
    const endpointCount = 2 + Math.floor(random() * 3)
    const keyPlacement = keyPlacementFor(auth, index)
    entries.push({
      id: slug,
      name: `${capitalize(adjective)} ${capitalize(noun)} API ${number}`,
      description: `Synthetic ${category.toLowerCase()} API number ${index + 1}, generated for tests and benchmarks.`,
      baseUrl,
      category,
      auth,
      cors,
      free: random() >= 0.2,
      website: `https://${slug}.example.com/docs`,
      endpoints: Array.from({ length: endpointCount }, (_, position) => makeEndpoint(random, baseUrl, position)),
      browser: cors ? "ok" : "server-only",
      ...(keyPlacement ? { keyPlacement } : {}),
    })
  }
  return entries
}
