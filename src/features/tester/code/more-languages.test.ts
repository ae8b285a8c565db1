// @vitest-environment node
// Each language's code is checked with a real parser where one can run here, and what it would send is read back
// from the code and compared with what the tester sends (docs/behaviour.md §7). Hostile values throughout.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import * as arborium from "@arborium/powershell"
import { format as gofmt } from "@wasm-fmt/gofmt"
import * as acorn from "acorn"
import fc from "fast-check"
import { beforeAll, describe, expect, it } from "vitest"
import { buildRequestUrl } from "@/lib/url"
import { LANGUAGES, toLanguage, type LanguageId } from "./more-languages"
import type { ExactRequest } from "../request/tester-request"

const RUNS = 40

// ---------- hostile requests, shaped as the tester can send them ----------

const nasty = fc.constantFrom(
  '"',
  "'",
  "\\",
  "`",
  "${",
  "$(",
  "$x",
  "}",
  "\n",
  "\r\n",
  "\t",
  "</script>",
  "#",
  " ",
  "é",
  "😀",
  "\u2028",
  "\ufeff",
  "‘",
  "’",
  ": true,",
  ": null,",
  "%",
  "\\u0041",
  "\u0000",
)
const text = fc.string({
  unit: fc.oneof(nasty, fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })),
  maxLength: 12,
})
// What a header may hold once request-headers.ts accepted it: a token name, a printable ASCII value.
const tokenName = fc.oneof(
  fc.string({ unit: fc.constantFrom(..."aZ9-_'$`|~!#%&*+.^"), minLength: 1, maxLength: 8 }),
  fc.constantFrom("constructor", "__proto__", "toString", "X-Api-Key"),
)
const asciiValue = fc
  .string({
    unit: fc.oneof(
      fc.constantFrom('"', "'", "\\", "`", "$", "é", "ÿ", " ", ":", ";", "‘"),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
    ),
    maxLength: 12,
  })
  .map((v) =>
    v
      .replace(/[\r\n\0‘’]/g, "")
      .replace(/[^\t -~]/g, "")
      .trim(),
  )
const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    text,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(text, tie("value"), { maxKeys: 3 }),
  ),
})).value
const requests: fc.Arbitrary<ExactRequest> = fc
  .record({
    method: fc.constantFrom("GET", "POST", "PUT", "PATCH"),
    id: text,
    q: text,
    headers: fc.uniqueArray(fc.tuple(tokenName, asciiValue), {
      selector: ([name]) => name.toLowerCase(),
      maxLength: 3,
    }),
    body: fc.option(
      fc.tuple(
        fc.oneof(fc.dictionary(text, jsonValue, { maxKeys: 4 }), fc.array(jsonValue, { maxLength: 3 }), jsonValue),
        fc.constantFrom(0, 2),
      ),
      { nil: undefined },
    ),
  })
  .map(({ method, id, q, headers, body }) => {
    const url = buildRequestUrl("https://api.example.dev/v1", "/items/{id}", [{ name: "id" }, { name: "q" }], { id, q })
    const all: [string, string][] = [["Accept", "application/json"]]
    for (const [name, value] of headers) if (name.toLowerCase() !== "accept") all.push([name, value])
    if (body === undefined || method === "GET") return { method, url, headers: all }
    all.push(["Content-Type", "application/json"])
    return { method, url, headers: all, body: JSON.stringify(body[0], null, body[1]) }
  })

/** Browsers send the WHATWG-serialized URL (a `'` in the query becomes %27): compare URLs that way. */
const href = (url: string) => new URL(url).href
const jsonOf = (request: ExactRequest) =>
  request.body === undefined ? undefined : (JSON.parse(request.body) as unknown)

/**
 * Header order carries no meaning in HTTP; Python and Node code hold headers in an object, where integer-like
 * names ("9") come first, so those two are compared in name order.
 */
const sorted = (headers: [string, unknown][]) => [...headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

function samples(): ExactRequest[] {
  return fc.sample(requests, RUNS)
}

it("lists the five languages", () => {
  expect(LANGUAGES.map((l) => l.label)).toEqual([
    "Python (requests)",
    "Node.js (fetch)",
    "HTTPie",
    "PowerShell (Invoke-RestMethod)",
    "Go (net/http)",
  ])
})

describe.each(LANGUAGES.map((l) => l.id))(
  "%s: never throws and shows the placeholder key as given",
  (id: LanguageId) => {
    it("generates for hostile requests", () => {
      fc.assert(
        fc.property(requests, (request) => {
          expect(toLanguage(id, request).length).toBeGreaterThan(0)
        }),
        { numRuns: RUNS },
      )
    })
  },
)

// ---------- Python ----------

const PY_READER = String.raw`
import ast, json, sys
out = []
for code in json.load(sys.stdin):
    tree = ast.parse(code)
    call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and getattr(n.func.value, "id", "") == "requests")
    args = [ast.literal_eval(a) for a in call.args]
    if call.func.attr == "request":
        method, url = args[0], args[1]
    else:
        method, url = call.func.attr.upper(), args[0]
    def value(node):
        # data="…".encode("utf-8"): the text sent
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "encode":
            return ast.literal_eval(node.func.value)
        return ast.literal_eval(node)
    kw = {k.arg: value(k.value) for k in call.keywords}
    body = kw["data"] if "data" in kw else "<none>"
    out.append({"method": method, "url": url, "headers": list(kw.get("headers", {}).items()), "body": body})
sys.stdout.write(json.dumps(out))
`

function hasPython(): boolean {
  try {
    execFileSync("python3", ["-c", "import ast"])
    return true
  } catch {
    return false
  }
}

describe("Python (requests)", { timeout: 30_000 }, () => {
  it("parses with Python's own ast, and its URL, method, headers and data= are what the tester sends", (ctx) => {
    if (!hasPython()) {
      console.log("Python check skipped: python3 is not installed on this machine.")
      ctx.skip()
    }
    const batch = samples()
    const codes = batch.map((request) => toLanguage("python", request))
    const read = JSON.parse(
      execFileSync("python3", ["-c", PY_READER], { input: JSON.stringify(codes) }).toString(),
    ) as {
      method: string
      url: string
      headers: [string, string][]
      body: string
    }[]
    batch.forEach((request, i) => {
      const got = read[i]
      expect(got && href(got.url), codes[i]).toBe(href(request.url))
      expect(got?.method).toBe(request.method)
      expect(sorted(got?.headers ?? [])).toEqual(sorted(request.headers))
      // The body is sent as the tester sends it: its exact text.
      expect(got?.body).toEqual(request.body === undefined ? "<none>" : request.body)
    })
  })
})

// ---------- Node.js ----------

const AsyncFunction = (async () => {}).constructor as new (...args: string[]) => (...args: unknown[]) => Promise<void>

describe("Node.js (fetch)", { timeout: 30_000 }, () => {
  it("parses as a module (acorn) and, run against a fetch double, sends the tester's request", async () => {
    for (const request of samples()) {
      const code = toLanguage("node", request)
      acorn.parse(code, { ecmaVersion: "latest", sourceType: "module" })
      const calls: [string, { method?: string; headers?: object; body?: string }][] = []
      await new AsyncFunction("fetch", code)((url: string, options: object) => {
        calls.push([url, options])
        return { status: 200, text: async () => "" }
      })
      const [url, options = {}] = calls[0] ?? []
      expect(url, code).toBe(request.url)
      expect(options.method ?? "GET").toBe(request.method)
      expect(sorted(Object.entries(options.headers ?? {}))).toEqual(sorted(request.headers))
      expect(options.body === undefined ? undefined : JSON.parse(options.body)).toEqual(jsonOf(request))
    }
  })
})

// ---------- HTTPie ----------

/** HTTPie's request items: `Name:value` (`Name;` for an empty value), `\` escaping a separator or itself. */
function httpieHeader(item: string): [string, string] {
  let name = ""
  for (let i = 0; i < item.length; i++) {
    const c = item[i]
    if (c === "\\") name += item[++i] ?? ""
    else if (c === ":") return [name, item.slice(i + 1)]
    else if (c === ";" && i === item.length - 1) return [name, ""]
    else name += c
  }
  throw new Error(`not a header item: ${item}`)
}

describe("HTTPie", { timeout: 30_000 }, () => {
  it("bash -n accepts it, and bash hands http exactly the method, URL, headers and raw body", () => {
    for (const request of samples()) {
      const code = toLanguage("httpie", request)
      execFileSync("bash", ["-n"], { input: code })
      const script = `http() { for a in "$@"; do printf '%s\\0' "$a"; done; }\n${code}`
      const argv = execFileSync("bash", ["-c", script]).toString("utf8").split("\0").slice(0, -1)
      expect(argv.slice(0, 3), code).toEqual(["--ignore-stdin", request.method, href(request.url)])
      const items = argv.slice(3).filter((a) => !a.startsWith("--raw="))
      expect(items.map(httpieHeader)).toEqual(request.headers)
      const raw = argv.find((a) => a.startsWith("--raw="))
      expect(raw?.slice("--raw=".length)).toBe(request.body)
    }
  })
})

// ---------- PowerShell ----------

let psSession: (code: string) => { start: number; end: number; capture: string }[]

beforeAll(async () => {
  const require = createRequire(import.meta.url)
  const wasm = readFileSync(require.resolve("@arborium/powershell/grammar_bg.wasm"))
  await arborium.default({ module_or_path: wasm })
  psSession = (code) => {
    const session = arborium.create_session()
    try {
      arborium.set_text(session, code)
      return (arborium.parse_utf16(session) as { spans: { start: number; end: number; capture: string }[] }).spans
    } finally {
      arborium.free_session(session)
    }
  }
})

/** A PowerShell verbatim string's value: any doubled single quote (' ‘ ’ ‚ ‛) stands for one. */
function psVerbatim(literal: string): string {
  return literal.slice(1, -1).replace(/(['\u2018-\u201b])\1/g, "$1")
}

describe("PowerShell (Invoke-RestMethod)", { timeout: 30_000 }, () => {
  // No PowerShell parser runs on Node here (pwsh is not installed); a tree-sitter PowerShell grammar
  // (@arborium/powershell) tokenizes the code instead: each value must be one whole string token.
  it("a PowerShell grammar sees each URL, header and body as one verbatim string holding exactly that value", () => {
    for (const request of samples()) {
      const code = toLanguage("powershell", request)
      const strings = psSession(code)
        .filter((s) => s.capture === "string")
        .map((s) => code.slice(s.start, s.end))
      expect(
        strings.every((s) => /^'[\s\S]*'$/.test(s)),
        code,
      ).toBe(true)
      const values = strings.map(psVerbatim)
      expect(values, code).toContain(href(request.url))
      for (const [name, value] of request.headers) {
        // `'name' = 'value'`: the name's string token directly followed by the value's.
        expect(
          values.some((v, i) => v === name && values[i + 1] === value),
          `${name}: ${value} in ${code}`,
        ).toBe(true)
      }
      if (request.body !== undefined) expect(values).toContain(request.body)
    }
  })
})

// ---------- Go ----------

/** A Go string literal's value: raw (backquoted; carriage returns dropped) or interpreted (JSON-compatible here). */
function goString(literal: string): string {
  if (literal.startsWith("`")) return literal.slice(1, -1).replaceAll("\r", "")
  return JSON.parse(literal) as string
}

describe("Go (net/http)", { timeout: 30_000 }, () => {
  it("gofmt (Go's own parser, as wasm) accepts it, and its literals are the URL, method, headers and body", () => {
    for (const request of samples()) {
      const code = toLanguage("go", request)
      expect(() => gofmt(code), code).not.toThrow()
      const STR = String.raw`("(?:[^"\\\n]|\\.)*"|` + "`[^`]*`)"
      const url = new RegExp(`requestUrl := ${STR}`).exec(code)?.[1]
      const method = new RegExp(`http\\.NewRequest\\(${STR}`).exec(code)?.[1]
      const headers = [...code.matchAll(new RegExp(`req\\.Header\\.Add\\(${STR}, ${STR}\\)`, "g"))].map((m) => [
        goString(m[1] ?? ""),
        goString(m[2] ?? ""),
      ])
      // The body may be several literals joined with + (see go() in more-languages.ts).
      const payloadExpr = new RegExp(`strings\\.NewReader\\((${STR}(?: \\+ ${STR})*)\\)`).exec(code)?.[1]
      const payload =
        payloadExpr && [...payloadExpr.matchAll(new RegExp(STR, "g"))].map((m) => goString(m[1] ?? "")).join("")
      expect(url && href(goString(url)), code).toBe(href(request.url))
      expect(method && goString(method)).toBe(request.method)
      expect(headers).toEqual(request.headers)
      expect(payload === undefined ? undefined : JSON.parse(payload)).toEqual(jsonOf(request))
    }
  })
})

// ---------- every method (opened APIs) ----------

describe("every OpenAPI method", () => {
  const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const
  const request = (method: string): ExactRequest => ({
    method,
    url: "https://api.example.dev/v1/items/7?q=1",
    headers: [
      ["Accept", "application/json"],
      ["X-Request-Id", "abc"],
      ...(["POST", "PUT", "PATCH", "DELETE"].includes(method)
        ? ([["Content-Type", "application/json"]] as [string, string][])
        : []),
    ],
    ...(["POST", "PUT", "PATCH", "DELETE"].includes(method) ? { body: '{"name":"Rex"}' } : {}),
  })

  it.each(METHODS)("%s: every language names the method and the header parameter", (method) => {
    for (const { id } of LANGUAGES) {
      const code = toLanguage(id, request(method))
      // fetch's default method is GET: the Node.js code leaves it out.
      if (!(id === "node" && method === "GET")) expect(code.toUpperCase(), id).toContain(method)
      expect(code, id).toContain("X-Request-Id")
      if (request(method).body !== undefined) expect(code, id).toContain("Rex")
    }
  })

  it.each(METHODS)("%s: the Node.js code sends exactly that request", async (method) => {
    const code = toLanguage("node", request(method))
    const calls: [string, { method?: string; headers?: object; body?: string }][] = []
    await new AsyncFunction("fetch", code)((url: string, options: object) => {
      calls.push([url, options])
      return { status: 200, text: async () => "" }
    })
    const [, options = {}] = calls[0] ?? []
    expect(options.method ?? "GET").toBe(method)
    expect(sorted(Object.entries(options.headers ?? {}))).toEqual(sorted(request(method).headers))
    expect(options.body === undefined ? undefined : JSON.parse(options.body)).toEqual(jsonOf(request(method)))
  })
})

describe("toLanguage: an opened API's body that is not JSON", () => {
  const base = { method: "POST", url: "https://api.example.dev/v1/charges" }
  const form = {
    ...base,
    headers: [
      ["Accept", "application/json"],
      ["Content-Type", "application/x-www-form-urlencoded"],
    ] as [string, string][],
    body: "amount=2000&metadata[order_id]=6735",
  }

  it.each(LANGUAGES.map((language) => language.id))("%s: a form body is sent as its text", (language) => {
    const code = toLanguage(language, form)
    expect(code).toMatch(/amount=2000&metadata\[order_id\]=6735/)
  })

  it("python: data= with the text", () => {
    expect(toLanguage("python", form)).toContain('data="amount=2000&metadata[order_id]=6735".encode("utf-8")')
  })

  it("multipart: the parts, without the tester's boundary; a file body named", () => {
    const multipart = {
      ...base,
      headers: [["Content-Type", "multipart/form-data; boundary=B"]] as [string, string][],
      bodyCode: {
        kind: "multipart" as const,
        parts: [
          { name: "purpose", value: "dispute_evidence" },
          { name: "file", fileName: "a.png", contentType: "image/png" },
        ],
      },
    }
    const python = toLanguage("python", multipart)
    expect(python).toContain('("file", ("a.png", open("a.png", "rb"), "image/png"))')
    expect(python).toContain("dispute_evidence")
    expect(python).not.toContain("boundary=B")
    const file = {
      ...base,
      headers: [["Content-Type", "application/pdf"]] as [string, string][],
      bodyCode: { kind: "file" as const, fileName: "doc.pdf", contentType: "application/pdf" },
    }
    expect(toLanguage("python", file)).toContain('data=open("doc.pdf", "rb")')
    expect(toLanguage("go", file)).toContain('payload, _ := os.Open("doc.pdf")')
  })
})
