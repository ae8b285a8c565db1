import { describe, expect, it } from "vitest"
import type { KeyPlacement } from "@/data/api-schema"
import { authChoiceLabel, authChoices, withAuthChoice } from "./auth-choice"

const BASIC: KeyPlacement = { in: "basic" }
const BEARER: KeyPlacement = { in: "bearer" }
const STRIPE = { keyPlacement: BASIC, keyChoices: [BASIC, BEARER] }
const ENDPOINT: { name: string; keyPlacement?: KeyPlacement } = { name: "List customers" }

describe("authChoices", () => {
  it.each<[label: string, api: { keyChoices?: KeyPlacement[] }, endpoint: object, expected: KeyPlacement[]]>([
    ["several schemes: all, the API's own first", STRIPE, {}, [BASIC, BEARER]],
    ["one scheme: no picker", { keyChoices: [BEARER] }, {}, []],
    ["none declared", {}, {}, []],
    ["an operation with its own scheme keeps it", STRIPE, { keyPlacement: { in: "query", name: "k" } }, []],
    ["an operation that takes no key", STRIPE, { noKey: true }, []],
  ])("%s", (_, api, endpoint, expected) => {
    expect(authChoices(api, endpoint)).toEqual(expected)
  })
})

describe("withAuthChoice", () => {
  it.each<[index: number, expected: object]>([
    [0, ENDPOINT],
    [1, { ...ENDPOINT, keyPlacement: BEARER }],
    [2, ENDPOINT],
    [-1, ENDPOINT],
  ])("choice %i", (index, expected) => {
    expect(withAuthChoice(STRIPE, ENDPOINT, index)).toEqual(expected)
  })

  it("the first choice is the very same endpoint (nothing re-renders, the key slot stays the API's)", () => {
    expect(withAuthChoice(STRIPE, ENDPOINT, 0)).toBe(ENDPOINT)
  })

  it("never overrides an endpoint's own scheme", () => {
    const own = { keyPlacement: { in: "query", name: "k" } as const }
    expect(withAuthChoice(STRIPE, own, 1)).toBe(own)
  })
})

describe("authChoiceLabel", () => {
  it.each<[KeyPlacement, string]>([
    [BEARER, "Bearer token"],
    [BASIC, "HTTP Basic (user:password)"],
    [{ in: "header", name: "X-Key" }, 'API key in the header "X-Key"'],
    [{ in: "query", name: "api_key" }, 'API key in the query parameter "api_key"'],
    [{ in: "cookie", name: "s" }, 'API key in the cookie "s"'],
    [{ in: "placeholder", name: "token" }, "Key in the URL ({token})"],
  ])("%j → %s", (placement, label) => {
    expect(authChoiceLabel(placement)).toBe(label)
  })
})
