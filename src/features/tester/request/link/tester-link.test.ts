import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isCredentialName } from "../auth/typed-secrets"
import {
  MAX_VALUE_LENGTH,
  operationLink,
  readLinkValues,
  TESTER_VALUE_PREFIX,
  testerLink,
  truncate,
  withoutTesterValues,
  writeLinkValues,
} from "./tester-link"

const read = (query: string, names: string[]) => readLinkValues(new URLSearchParams(query), names)
const long = "x".repeat(MAX_VALUE_LENGTH + 10)

describe("readLinkValues", () => {
  it.each<[string, string, string[], Record<string, string>]>([
    ["nothing", "", ["id"], {}],
    ["one value", "endpoint=1&p.id=5", ["id"], { id: "5" }],
    ["encoded characters", "p.q=a%20%26%20b%3D%F0%9F%98%80", ["q"], { q: "a & b=😀" }],
    ["a name with odd characters", "p.a%20b%3Dc=1", ["a b=c"], { "a b=c": "1" }],
    ["a name that is a page key", "endpoint=2&p.endpoint=7", ["endpoint"], { endpoint: "7" }],
    ["unknown parameters are ignored", "p.id=5&p.nope=x", ["id"], { id: "5" }],
    ["keys without the prefix are ignored", "id=5&endpoint=1", ["id"], {}],
    ["a repeated parameter keeps its first value", "p.id=5&p.id=6", ["id"], { id: "5" }],
    ["an empty value is left out", "p.id=", ["id"], {}],
    ["an empty first value lets a later one count", "p.id=&p.id=6", ["id"], { id: "6" }],
    ["prototype names are plain names", "p.__proto__=1&p.toString=2", ["toString"], { toString: "2" }],
    ["an oversized value is cut", `p.id=${long}`, ["id"], { id: "x".repeat(MAX_VALUE_LENGTH) }],
  ])("%s", (_, query, names, expected) => {
    expect(read(query, names)).toEqual(expected)
  })

  it("does not let __proto__ reach Object.prototype", () => {
    const values = read("p.__proto__=polluted", ["__proto__"])
    expect(Object.hasOwn(values, "__proto__")).toBe(true)
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined()
  })

  it("keeps the first value of a repeated __proto__, as an own value with the plain prototype", () => {
    const values = read("p.__proto__=&p.__proto__=1&p.__proto__=2", ["__proto__"])
    expect(Object.getOwnPropertyDescriptor(values, "__proto__")?.value).toBe("1")
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype)
  })
})

describe("writeLinkValues", () => {
  it.each<[string, string, Record<string, string>, string[], string, string]>([
    [
      "keeps other keys, drops old values",
      "endpoint=1&p.old=x&theme=a",
      { id: "5" },
      ["id"],
      "",
      "endpoint=1&theme=a&p.id=5",
    ],
    ["leaves empty values out", "endpoint=1", { id: "", q: "a b" }, ["id", "q"], "", "endpoint=1&p.q=a+b"],
    ["follows the parameter order", "", { b: "2", a: "1" }, ["a", "b"], "", "p.a=1&p.b=2"],
    ["ignores values of unknown names", "", { id: "1", other: "2" }, ["id"], "", "p.id=1"],
    [
      "masks the API key",
      "",
      { q: "find secret-key now" },
      ["q"],
      "secret-key",
      "p.q=find+%E2%80%A2%E2%80%A2%E2%80%A2+now",
    ],
    ["cuts a long value", "", { id: long }, ["id"], "", `p.id=${"x".repeat(MAX_VALUE_LENGTH)}`],
  ])("%s", (_, query, values, names, key, expected) => {
    expect(writeLinkValues(new URLSearchParams(query), values, names, key).toString()).toBe(expected)
  })
})

describe("testerLink", () => {
  it("is the page, the endpoint and the values", () => {
    expect(testerLink("https://x.dev", "/api/jsonplaceholder", 1, { id: "5" }, ["id"], "")).toBe(
      "https://x.dev/api/jsonplaceholder?endpoint=1&p.id=5",
    )
  })

  it("never holds the key, even typed into a field", () => {
    const link = testerLink("https://x.dev", "/api/x", 0, { q: "k/ey 1" }, ["q"], "k/ey 1")
    expect(link).not.toContain("ey")
    expect(new URL(link).searchParams.get("p.q")).toBe("•••")
  })
})

describe("truncate", () => {
  it.each([
    ["abc", 5, "abc"],
    ["abcdef", 3, "abc"],
    ["a😀", 2, "a"],
    ["a😀", 3, "a😀"],
  ])("truncate(%j, %i) → %j", (text, max, expected) => {
    expect(truncate(text, max)).toBe(expected)
  })
})

// Well-formed text (no lone surrogates), which is what survives a URL unchanged.
const text = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }))
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code))
const anyText = fc.oneof(text, fc.string({ unit: codeUnit }))

describe("the link codec for arbitrary input", () => {
  it("round-trips every value through a real URL", () => {
    fc.assert(
      fc.property(fc.uniqueArray(text, { maxLength: 6 }), fc.array(text, { maxLength: 6 }), (names, raw) => {
        const values = Object.fromEntries(names.map((name, i) => [name, raw[i] ?? ""]))
        const link = testerLink("https://x.dev", "/api/x", 0, values, names, "")
        // A name like a credential ("key", "x-token") stays out of links (typed-secrets.ts).
        const expected = Object.fromEntries(
          Object.entries(values)
            .filter(([name, value]) => value !== "" && !isCredentialName(name))
            .map(([name, value]) => [name, truncate(value)]),
        )
        expect(readLinkValues(new URL(link).searchParams, names)).toEqual(expected)
      }),
    )
  })

  it("never throws and only returns known names with short, non-empty values", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(anyText, anyText)), fc.array(anyText), (pairs, names) => {
        const params = new URLSearchParams(pairs.map(([k, v]) => [`p.${k}`, v]))
        const values = readLinkValues(new URLSearchParams(params.toString()), names)
        for (const [name, value] of Object.entries(values)) {
          expect(names).toContain(name)
          expect(value.length).toBeGreaterThan(0)
          expect(value.length).toBeLessThanOrEqual(MAX_VALUE_LENGTH)
        }
      }),
    )
  })

  it("never puts a key (of 4+ characters) in the link", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 4 }).filter((key) => key.trim().length >= 4 && !/[•%+ ]/.test(key)),
        fc.string(),
        fc.string(),
        (key, before, after) => {
          const link = testerLink("https://x.dev", "/api/x", 0, { q: before + key + after }, ["q"], key)
          const stored = new URL(link).searchParams.get("p.q") ?? ""
          expect(stored.includes(key.trim())).toBe(false)
        },
      ),
    )
  })
})

describe("withoutTesterValues", () => {
  it.each([
    ["", ""],
    ["endpoint=1", "endpoint=1"],
    ["endpoint=1&p.id=5", "endpoint=1"],
    ["p.a=1&x=y&p.b=2&x=z", "x=y&x=z"],
    ["p=1&px=2&p.=3", "p=1&px=2"],
  ])("%j → %j", (input, expected) => {
    expect(withoutTesterValues(new URLSearchParams(input)).toString()).toBe(expected)
  })

  it("leaves its input unchanged and uses the p. prefix", () => {
    const input = new URLSearchParams("endpoint=1&p.id=5")
    withoutTesterValues(input)
    expect(input.toString()).toBe("endpoint=1&p.id=5")
    expect(TESTER_VALUE_PREFIX).toBe("p.")
  })
})

describe("operationLink", () => {
  const DOC = "https://api.dev/v1/openapi.json?x=1&y=2"
  it.each([
    [
      "the document, the operation (method upper-case, one space, the path as it is) and the typed values",
      [
        "get",
        "/repos/{owner}/{repo}/issues",
        { owner: "octo cat", repo: "a&b", state: "" },
        ["owner", "repo", "state"],
        "",
      ],
      "https://x.dev/open?url=https%3A%2F%2Fapi.dev%2Fv1%2Fopenapi.json%3Fx%3D1%26y%3D2&op=GET%20%2Frepos%2F%7Bowner%7D%2F%7Brepo%7D%2Fissues&p.owner=octo+cat&p.repo=a%26b",
    ],
    [
      "no values: the document and the operation only",
      ["DELETE", "/pets/{id}", {}, ["id"], ""],
      "https://x.dev/open?url=https%3A%2F%2Fapi.dev%2Fv1%2Fopenapi.json%3Fx%3D1%26y%3D2&op=DELETE%20%2Fpets%2F%7Bid%7D",
    ],
    [
      "a key typed into a value is masked, as in every link",
      ["GET", "/search", { q: "find sk_live_1234567890" }, ["q"], "sk_live_1234567890"],
      "https://x.dev/open?url=https%3A%2F%2Fapi.dev%2Fv1%2Fopenapi.json%3Fx%3D1%26y%3D2&op=GET%20%2Fsearch&p.q=find+%E2%80%A2%E2%80%A2%E2%80%A2",
    ],
  ] as const)("%s", (_, [method, path, values, names, apiKey], expected) => {
    const link = operationLink("https://x.dev", DOC, method, path, values, names, apiKey)
    expect(link).toBe(expected)
    const params = new URL(link).searchParams
    expect(params.get("url")).toBe(DOC)
    expect(params.get("op")).toBe(`${method.toUpperCase()} ${path}`)
  })

  it("a long value is cut like any link value", () => {
    const link = operationLink("https://x.dev", DOC, "GET", "/a", { q: "x".repeat(MAX_VALUE_LENGTH + 10) }, ["q"], "")
    expect(new URL(link).searchParams.get("p.q")).toHaveLength(MAX_VALUE_LENGTH)
  })
})
