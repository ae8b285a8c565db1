import { execFileSync } from "node:child_process"
import * as acorn from "acorn"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  API_KEY_PLACEHOLDER,
  jsString,
  shellQuote,
  snippetHeaders,
  toAxios,
  toCurl,
  toFetch,
  type RequestSpec,
} from "."

const GET: RequestSpec = { method: "GET", url: "https://jsonplaceholder.typicode.com/posts?userId=1", headers: {} }
const POST: RequestSpec = { method: "POST", url: "https://httpbin.org/post", headers: {} }

describe("exact snippets", () => {
  it("fetch GET", () => {
    expect(toFetch(GET)).toBe(`const response = await fetch("https://jsonplaceholder.typicode.com/posts?userId=1", {
  method: "GET",
  headers: {
    "Accept": "application/json",
  },
});

if (!response.ok) {
  throw new Error(\`Request failed with HTTP \${response.status}\`);
}

const data = await response.json();
console.log(JSON.stringify(data, null, 2));
`)
  })

  it("fetch POST", () => {
    expect(toFetch(POST)).toBe(`const response = await fetch("https://httpbin.org/post", {
  method: "POST",
  headers: {
    "Accept": "application/json",
    "Content-Type": "application/json",
  },
  body: JSON.stringify({ /* Your data here */ }),
});

if (!response.ok) {
  throw new Error(\`Request failed with HTTP \${response.status}\`);
}

const data = await response.json();
console.log(JSON.stringify(data, null, 2));
`)
  })

  it("axios GET", () => {
    expect(toAxios(GET)).toBe(`import axios from "axios";

const response = await axios({
  method: "GET",
  url: "https://jsonplaceholder.typicode.com/posts?userId=1",
  headers: {
    "Accept": "application/json",
  },
});

console.log(JSON.stringify(response.data, null, 2));
`)
  })

  it("axios POST", () => {
    expect(toAxios(POST)).toBe(`import axios from "axios";

const response = await axios({
  method: "POST",
  url: "https://httpbin.org/post",
  headers: {
    "Accept": "application/json",
    "Content-Type": "application/json",
  },
  data: { /* Your data here */ },
});

console.log(JSON.stringify(response.data, null, 2));
`)
  })

  it("cURL GET", () => {
    expect(toCurl(GET)).toBe(`curl --request GET \\
  --url 'https://jsonplaceholder.typicode.com/posts?userId=1' \\
  --header 'Accept: application/json'
`)
  })

  it("cURL POST", () => {
    expect(toCurl(POST)).toBe(`# Your data here: replace {} after --data with the JSON to send
curl --request POST \\
  --url 'https://httpbin.org/post' \\
  --header 'Accept: application/json' \\
  --header 'Content-Type: application/json' \\
  --data '{}'
`)
  })

  it("a key placeholder header, as the key feature passes it", () => {
    const spec: RequestSpec = {
      method: "GET",
      url: `https://newsapi.org/v2/top-headlines?country=us&apiKey=${API_KEY_PLACEHOLDER}`,
      headers: { "X-Api-Key": API_KEY_PLACEHOLDER },
    }
    expect(toFetch(spec)).toContain(`  headers: {
    "Accept": "application/json",
    "X-Api-Key": "YOUR_API_KEY",
  },`)
    expect(toCurl(spec)).toBe(`curl --request GET \\
  --url 'https://newsapi.org/v2/top-headlines?country=us&apiKey=YOUR_API_KEY' \\
  --header 'Accept: application/json' \\
  --header 'X-Api-Key: YOUR_API_KEY'
`)
  })
})

describe("opted in: exactly what is sent", () => {
  const OPTED: RequestSpec = {
    method: "POST",
    url: "https://jsonplaceholder.typicode.com/posts",
    headers: { "X-Trace": "it's $HOME", "Content-Type": "application/json" },
    body: '{\n  "title": "a\\"b"\n}',
  }

  it("fetch", () => {
    expect(toFetch(OPTED)).toContain(`  method: "POST",
  headers: {
    "Accept": "application/json",
    "X-Trace": "it's $HOME",
    "Content-Type": "application/json",
  },
  body: "{\\n  \\"title\\": \\"a\\\\\\"b\\"\\n}",
});`)
  })

  it("axios", () => {
    expect(toAxios(OPTED)).toContain(`  body: "x"`.replace("body", "data").replace('"x"', jsString(OPTED.body ?? "")))
    expect(toAxios(OPTED)).not.toContain("Your data here")
  })

  it("cURL", () => {
    expect(toCurl(OPTED)).toBe(`curl --request POST \\
  --url 'https://jsonplaceholder.typicode.com/posts' \\
  --header 'Accept: application/json' \\
  --header 'X-Trace: it'\\''s $HOME' \\
  --header 'Content-Type: application/json' \\
  --data-raw '{
  "title": "a\\"b"
}'
`)
  })

  it("headers only (body null): no default Content-Type and no placeholder body", () => {
    const spec: RequestSpec = { method: "POST", url: "https://a.dev", headers: { "X-A": "1" }, body: null }
    for (const code of [toFetch(spec), toAxios(spec), toCurl(spec)]) {
      expect(code).not.toContain("Content-Type")
      expect(code).not.toContain("Your data here")
      expect(code).toContain("X-A")
    }
  })
})

describe("docs/behaviour.md §7 rules", () => {
  it.each([
    ["GET", false, false],
    ["get", false, false],
    ["POST", true, true],
    ["post", true, true],
    ["PUT", true, true],
    ["PATCH", true, false],
    ["DELETE", true, false],
    ["HEAD", true, false],
  ])("%s: Content-Type %s, placeholder body %s", (method, contentType, body) => {
    const spec = { method, url: "https://a.dev/x", headers: {} }
    for (const code of [toFetch(spec), toAxios(spec), toCurl(spec)]) {
      expect(code).toContain("Accept")
      expect(code.includes("Content-Type")).toBe(contentType)
      expect(code.includes("Your data here")).toBe(body)
    }
  })

  it.each<[string, RequestSpec, [string, string][]]>([
    ["GET defaults", { method: "GET", url: "", headers: {} }, [["Accept", "application/json"]]],
    [
      "POST defaults",
      { method: "POST", url: "", headers: {} },
      [
        ["Accept", "application/json"],
        ["Content-Type", "application/json"],
      ],
    ],
    [
      "extra headers come after",
      { method: "GET", url: "", headers: { Authorization: "Bearer YOUR_API_KEY", "X-A": "1" } },
      [
        ["Accept", "application/json"],
        ["Authorization", "Bearer YOUR_API_KEY"],
        ["X-A", "1"],
      ],
    ],
    [
      "a same-named header (any case) replaces the default in place",
      { method: "PUT", url: "", headers: { accept: "text/csv", "content-type": "text/plain" } },
      [
        ["accept", "text/csv"],
        ["content-type", "text/plain"],
      ],
    ],
  ])("snippetHeaders: %s", (_name, spec, expected) => {
    expect(snippetHeaders(spec)).toEqual(expected)
  })
})

describe("escaping", () => {
  it.each([
    ['"', '"\\""'],
    ["\\", '"\\\\"'],
    ["${x}`", '"${x}`"'],
    ["a\nb", '"a\\nb"'],
    ["\u2028\u2029", '"\\u2028\\u2029"'],
    ["</script>", '"\\u003c/script>"'],
    ["\ud800", '"\\ud800"'],
  ])("jsString(%j) → %s", (value, literal) => {
    expect(jsString(value)).toBe(literal)
  })

  it.each([
    ["plain", "'plain'"],
    ["it's", "'it'\\''s'"],
    ['$HOME `id` \\ "', "'$HOME `id` \\ \"'"],
    ["", "''"],
  ])("shellQuote(%j) → %s", (value, quoted) => {
    expect(shellQuote(value)).toBe(quoted)
  })

  it("a hostile URL stays one literal and cannot close a <script>", async () => {
    const url = 'https://a.dev/?q="});alert(1);//`${alert(2)}`</script><script>alert(3)</script>\u2028'
    for (const code of [toFetch({ method: "GET", url, headers: {} }), toAxios({ method: "GET", url, headers: {} })]) {
      expect(code.toLowerCase()).not.toContain("</script")
      expect(code).not.toMatch(/[\u2028\u2029]/)
      expect((await run(code)).url).toBe(url)
    }
  })

  it("a __proto__ header is a real header, not a prototype", async () => {
    const spec = {
      method: "GET",
      url: "https://a.dev",
      headers: JSON.parse('{"__proto__":"x"}') as Record<string, string>,
    }
    expect(toFetch(spec)).toContain('["__proto__"]: "x"')
    expect((await run(toFetch(spec))).headers).toEqual([
      ["Accept", "application/json"],
      ["__proto__", "x"],
    ])
  })
})

// ---------- property tests ----------

/** Characters that break naive generators, mixed into arbitrary strings. */
const nasty = fc.constantFrom(
  '"',
  "'",
  "\\",
  "`",
  "${",
  "}",
  "$(",
  "\n",
  "\r",
  "\u2028",
  "\u2029",
  "</script>",
  "<!--",
  "*/",
  "/*",
  "#",
  " ",
  "\ud800",
  "\udfff",
  "\u0000",
  "é",
  "😀",
)
const anyString = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.oneof(nasty, fc.string({ unit: "binary", minLength: 1, maxLength: 1 })) }),
)
const methods = fc.oneof(fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH"), anyString)
const bodies = fc.oneof(fc.constant(undefined), fc.constant(null), anyString)
const specs = fc.record({
  method: methods,
  url: fc.oneof(fc.webUrl({ withQueryParameters: true, withFragments: true }), anyString),
  headers: fc.dictionary(anyString, anyString, { maxKeys: 4 }),
  body: bodies,
})

type Node = acorn.Node & Record<string, unknown>

/** Every AST node of the given type, depth first. */
function nodes(root: unknown, type: string): Node[] {
  const found: Node[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (value === null || typeof value !== "object") return
    if ((value as Node).type === type) found.push(value as Node)
    Object.values(value).forEach(visit)
  }
  visit(root)
  return found
}

function literalValue(node: unknown): unknown {
  const n = node as Node
  if (n.type !== "Literal") throw new Error(`expected a string literal, got ${n.type}`)
  return n.value
}

type Property = { key: { type: string; name?: string; value?: unknown }; value: unknown; computed: boolean }

/** The properties of an object literal as [key, value node]: `name:` and `"name":` and `["name"]:` keys. */
function properties(objectNode: unknown): [unknown, unknown][] {
  const o = objectNode as { type: string; properties: Property[] }
  if (o.type !== "ObjectExpression") throw new Error(`expected an object literal, got ${o.type}`)
  return o.properties.map((p) => [
    p.key.type === "Identifier" && !p.computed ? p.key.name : literalValue(p.key),
    p.value,
  ])
}

function propertyValue(objectNode: unknown, key: string): unknown {
  return properties(objectNode).find(([k]) => k === key)?.[1]
}

function parse(code: string) {
  return acorn.parse(code, { ecmaVersion: "latest", sourceType: "module", allowAwaitOutsideFunction: true })
}

/** What the snippet's AST says it sends: the URL literal, the method literal and the header literals. */
function fromAst(code: string, callee: "fetch" | "axios") {
  const call = nodes(parse(code), "CallExpression").find((c) => (c.callee as { name?: string }).name === callee)
  if (!call) throw new Error(`no ${callee}() call`)
  const args = call.arguments as unknown[]
  const options = callee === "fetch" ? args[1] : args[0]
  const url = literalValue(callee === "fetch" ? args[0] : propertyValue(options, "url"))
  const method = literalValue(propertyValue(options, "method"))
  const headers = properties(propertyValue(options, "headers")).map(([k, v]) => [k, literalValue(v)])
  return { url, method, headers }
}

const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>

/** Runs a fetch or axios snippet against doubles and returns what it asked for. */
async function run(code: string) {
  const seen: { url?: unknown; method?: unknown; headers?: [string, unknown][]; body?: unknown } = {}
  type Options = { method?: unknown; headers?: object; body?: unknown; data?: unknown }
  const record = (url: unknown, options: Options) => {
    const body = "body" in options ? options.body : options.data
    Object.assign(seen, { url, method: options.method, headers: Object.entries(options.headers ?? {}), body })
  }
  const fetchDouble = (url: unknown, options: Options) => {
    record(url, options)
    return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({}) })
  }
  const axiosDouble = (options: Options & { url?: unknown }) => {
    record(options.url, options)
    return Promise.resolve({ data: {} })
  }
  const silent = { log: () => {} }
  // The module-only import line is dropped; the double is passed in as `axios` instead.
  const body = code.replace('import axios from "axios";', "")
  await new AsyncFunction("fetch", "axios", "console", body)(fetchDouble, axiosDouble, silent)
  return seen
}

describe("property: any URL and headers give valid code that sends exactly them", () => {
  it.each([
    ["fetch", toFetch],
    ["axios", toAxios],
  ] as const)("%s: parses as a module; its literals evaluate to the inputs; it runs", async (callee, generate) => {
    await fc.assert(
      fc.asyncProperty(specs, async (spec) => {
        const code = generate(spec)
        const expectedHeaders = snippetHeaders(spec)

        expect(fromAst(code, callee)).toEqual({ url: spec.url, method: spec.method, headers: expectedHeaders })
        expect(code.toLowerCase()).not.toContain("</script")
        expect(code).not.toMatch(/[\u2028\u2029]/)

        const sent = await run(code)
        expect(sent.url).toBe(spec.url)
        expect(sent.method).toBe(spec.method)
        expect(sent.headers).toEqual(expectedHeaders)
        // An opted-in body is sent as it is; otherwise the spec's placeholder (an empty object) or nothing.
        if (typeof spec.body === "string") expect(sent.body).toBe(spec.body)
        else if (spec.body === null) expect(sent.body).toBeUndefined()
      }),
      { numRuns: 300 },
    )
  })

  it("cURL: a POSIX shell passes exactly the URL and headers to curl", () => {
    // argv cannot hold NUL or lone surrogates (not encodable as UTF-8), so those are left out here only.
    const shellString = fc
      .string({ unit: fc.oneof(nasty, fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })) })
      .map((s) => s.replaceAll("\0", "").replace(/[\ud800-\udfff]/g, ""))
    const shellSpecs = fc.record({
      method: fc.oneof(fc.constantFrom("GET", "POST", "PUT"), shellString),
      url: fc.oneof(fc.webUrl({ withQueryParameters: true }), shellString),
      headers: fc.dictionary(shellString, shellString, { maxKeys: 3 }),
      body: fc.oneof(fc.constant(undefined), fc.constant(null), shellString),
    })
    fc.assert(
      fc.property(shellSpecs, (spec) => {
        // A stand-in curl function prints each argument NUL-terminated.
        const script = `curl() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${toCurl(spec)}`
        const out = execFileSync("sh", ["-c", script]).toString("utf8")
        const argv = out.split("\0").slice(0, -1)
        const expected = [
          "--request",
          spec.method,
          "--url",
          spec.url,
          ...snippetHeaders(spec).flatMap(([name, value]) => ["--header", `${name}: ${value}`]),
          ...(spec.body === undefined && ["POST", "PUT"].includes(spec.method.toUpperCase()) ? ["--data", "{}"] : []),
          ...(typeof spec.body === "string" ? ["--data-raw", spec.body] : []),
        ]
        expect(argv).toEqual(expected)
      }),
      { numRuns: 60 },
    )
  })
})

describe("every OpenAPI method (opened APIs)", () => {
  it.each([
    ["GET", false, false],
    ["POST", true, true],
    ["PUT", true, true],
    ["PATCH", true, false],
    ["DELETE", true, false],
    ["HEAD", true, false],
    ["OPTIONS", true, false],
  ])(
    "%s: valid fetch and axios code that sends it; Content-Type %s, placeholder body %s",
    async (method, type, body) => {
      const spec: RequestSpec = { method, url: "https://a.dev/x?q=1", headers: { "X-Request-Id": "abc" } }
      for (const [callee, code] of [
        ["fetch", toFetch(spec)],
        ["axios", toAxios(spec)],
      ] as const) {
        expect(fromAst(code, callee)).toEqual({ url: spec.url, method, headers: snippetHeaders(spec) })
        expect(code.includes("Content-Type")).toBe(type)
        expect(code.includes("Your data here")).toBe(body)
      }
      const curl = toCurl(spec)
      expect(curl.includes("Content-Type")).toBe(type)
      expect(curl).toContain("--header 'X-Request-Id: abc'")
      expect(curl.startsWith(method === "HEAD" ? "curl --head \\" : body ? "#" : `curl --request ${method} \\`)).toBe(
        true,
      )
    },
  )

  it("HEAD: the snippets print the status and headers (no body to parse); cURL uses --head", async () => {
    const spec: RequestSpec = { method: "HEAD", url: "https://a.dev/x", headers: {} }
    expect(toFetch(spec)).toContain("console.log(response.status, Object.fromEntries(response.headers));")
    expect(toFetch(spec)).not.toContain("response.json()")
    expect(toAxios(spec)).toContain("console.log(response.status, response.headers);")
    expect(toCurl(spec)).toBe(`curl --head \\
  --url 'https://a.dev/x' \\
  --header 'Accept: application/json' \\
  --header 'Content-Type: application/json'
`)
    // The fetch snippet runs against an answer without a body.
    const printed: unknown[][] = []
    const fetchDouble = () =>
      Promise.resolve({
        ok: true,
        status: 200,
        headers: new Headers({ "content-length": "12" }),
        json: () => Promise.reject(new SyntaxError("Unexpected end of JSON input")),
      })
    await new AsyncFunction("fetch", "axios", "console", toFetch(spec))(fetchDouble, undefined, {
      log: (...args: unknown[]) => printed.push(args),
    })
    expect(printed).toEqual([[200, { "content-length": "12" }]])
  })

  it("a body on DELETE is sent as typed", async () => {
    const spec: RequestSpec = {
      method: "DELETE",
      url: "https://a.dev/x",
      headers: { "Content-Type": "application/json" },
      body: '{"ids":[1]}',
    }
    for (const code of [toFetch(spec), toAxios(spec)]) expect((await run(code)).body).toBe(spec.body)
    expect(toCurl(spec)).toContain(`--data-raw '{"ids":[1]}'`)
  })
})
