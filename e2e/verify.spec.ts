// `npm run verify` end to end (docs/health-checks.md): the real command, a real Chromium, against a local server on
// 127.0.0.1 that answers each outcome — never a third-party host (the command blocks every other host when
// given a test catalogue).
import { expect, test } from "@playwright/test"
import { execFile } from "node:child_process"
import { createServer, type Server } from "node:http"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import type { AddressInfo } from "node:net"
import { join } from "node:path"
import { OCTOCAT, SEARCH_WITH_TEXT_COUNT } from "./github-answers"

// Every port is picked by the system (listen on 0): a fixed one collided with a server a killed run left behind.
const CORS = { "access-control-allow-origin": "*" }

function startServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname
    if (path === "/ok")
      return response.writeHead(200, { ...CORS, "content-type": "application/json" }).end('{"ok":true}')
    if (path === "/no-cors") return response.writeHead(200, { "content-type": "application/json" }).end("{}")
    if (path === "/error") return response.writeHead(500, CORS).end("boom")
    if (path === "/slow") {
      const timer = setTimeout(() => response.writeHead(200, CORS).end("{}"), 5_000)
      response.on("close", () => clearTimeout(timer))
      return
    }
    if (path === "/redirect") return response.writeHead(302, { ...CORS, location: "/ok" }).end()
    if (path === "/html") return response.writeHead(200, { ...CORS, "content-type": "text/html" }).end("<p>hi</p>")
    // GitHub's answers, for a test catalogue entry with GitHub's id (its schemas: public/catalogue-schemas/github.json).
    if (path === "/users/octocat")
      return response.writeHead(200, { ...CORS, "content-type": "application/json" }).end(JSON.stringify(OCTOCAT))
    if (path === "/search/repositories")
      return response
        .writeHead(200, { ...CORS, "content-type": "application/json" })
        .end(JSON.stringify(SEARCH_WITH_TEXT_COUNT))
    // The directory's definitions (npm run verify -- --directory), as api.apis.guru would serve them.
    const definition = DEFINITIONS[path]
    if (definition) {
      const port = (server.address() as AddressInfo).port
      const body = JSON.stringify(definition).replaceAll("PORT", String(port))
      return response.writeHead(200, { "content-type": "application/json" }).end(body)
    }
    response.writeHead(404, CORS).end()
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
}

const DEFINITIONS: Record<string, object> = {
  "/specs/p.com/1/openapi.json": {
    openapi: "3.0.0",
    servers: [{ url: "http://127.0.0.1:PORT" }],
    paths: {
      // Its documented answer: the test server's {"ok":true} matches it.
      "/ok": {
        get: {
          summary: "OK",
          responses: {
            "200": {
              description: "OK",
              content: {
                "application/json": {
                  schema: { type: "object", required: ["ok"], properties: { ok: { type: "boolean" } } },
                },
              },
            },
          },
        },
        post: { summary: "Not a GET" },
      },
      "/no-cors": { get: { summary: "No CORS" } },
      "/search": { get: { parameters: [{ name: "q", in: "query", required: true }] } },
    },
  },
  "/specs/q.com/2/swagger.json": {
    swagger: "2.0",
    host: "127.0.0.1:PORT",
    schemes: ["http"],
    paths: {
      // Documented as a list: the answer (redirected to /ok, an object) differs.
      "/{page}": {
        get: {
          parameters: [{ name: "page", in: "path", required: true, "x-example": "redirect" }],
          produces: ["application/json"],
          responses: { "200": { description: "OK", schema: { type: "array", items: { type: "string" } } } },
        },
      },
    },
  },
}

/** A port nothing listens on: one the system just gave out and took back. */
async function closedPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

function api(id: string, base: string, paths: string[], extra: object = {}) {
  return {
    id,
    name: id,
    auth: "none",
    baseUrl: base,
    endpoints: paths.map((path) => ({ name: path, method: "GET", path })),
    ...extra,
  }
}

function runVerify(
  args: string[],
  env: Record<string, string> = {},
  script = "scripts/verify.mjs",
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      "node",
      [script, ...args],
      { env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? "build", ...env }, timeout: 90_000 },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === "number" ? error.code : error ? 1 : 0
        resolve({ code, out: stdout + stderr })
      },
    )
  })
}

test.describe("npm run verify", () => {
  test.setTimeout(120_000)
  let server: Server
  // Made in beforeAll, not when the file loads: Playwright also loads it in its main process, which never runs afterAll.
  let dir = ""

  test.beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "verify-e2e-"))
    server = await startServer()
  })
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    if (dir) rmSync(dir, { recursive: true, force: true })
  })

  /** The test server's address. */
  const serverBase = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  /** A directory index (public/directory/index.json's format) whose definitions this test's server answers. */
  function writeDirectoryIndex(name: string, providers: string[], apis: unknown[][]): string {
    const index = join(dir, name)
    const file = { format: 1, source: "test", specBase: `${serverBase()}/specs/`, categories: [], providers, apis }
    writeFileSync(index, JSON.stringify(file))
    return index
  }

  test("checks every endpoint from the browser and writes the file", async () => {
    const base = serverBase()
    const catalogue = join(dir, "catalogue.json")
    writeFileSync(
      catalogue,
      JSON.stringify([
        api("local", base, ["/ok", "/no-cors", "/error", "/slow", "/redirect", "/html"]),
        {
          ...api("keyed", base, ["/ok"]),
          auth: "apikey",
          keyPlacement: { in: "query", name: "key" },
        },
        { ...api("writer", base, []), endpoints: [{ name: "post", method: "POST", path: "/ok" }] },
        api("skipped", base, ["/ok"]),
      ]),
    )
    const out = join(dir, "verified.json")
    const { code, out: output } = await runVerify([
      "--catalogue",
      catalogue,
      "--out",
      out,
      "--timeout",
      "1500",
      "--concurrency",
      "2",
      "--only",
      "local,keyed,writer",
    ])
    expect(output, output).toContain("Checking 8 endpoints of 3 APIs")
    expect(code, output).toBe(0)
    expect(output).toMatch(/8 endpoints: 3 worked, 1 HTTP errors, 1 blocked, 1 timed out, 2 not sent/)
    const file = JSON.parse(readFileSync(out, "utf8"))
    expect(file.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(file.chromium).toMatch(/^\d+\./)
    expect(Object.keys(file.entries).sort()).toEqual(["keyed", "local", "writer"])
    expect(file.entries.local.endpoints.every((e: { at: string }) => e.at.startsWith(file.date))).toBe(true)
    const outcomes = Object.fromEntries(
      file.entries.local.endpoints.map((e: { path: string; outcome: string; status?: number }) => [
        e.path,
        [e.outcome, e.status],
      ]),
    )
    expect(outcomes).toEqual({
      "/ok": ["ok", 200],
      "/no-cors": ["blocked", undefined],
      "/error": ["http-error", 500],
      "/slow": ["timeout", undefined],
      "/redirect": ["ok", 200],
      "/html": ["ok", 200],
    })
    expect(file.entries.keyed.endpoints[0].outcome).toBe("needs-key")
    expect(file.entries.writer.endpoints[0].outcome).toBe("not-checked")
    expect(output).toMatch(/local\s+GET \/no-cors\s+blocked\s+cors/)
  })

  // Conformance (docs/conformance.md, "In health checks"): a test catalogue entry with GitHub's id, pointing at this
  // server, is checked against GitHub's schemas as the page finds them (the app's /catalogue-schemas/github.json, on
  // the same 127.0.0.1 origin): the user is GitHub's own example and matches; the search's count is text and differs.
  test("records whether each answer matched its description", async () => {
    const base = serverBase()
    const catalogue = join(dir, "conformance.json")
    writeFileSync(
      catalogue,
      JSON.stringify([
        {
          ...api("github", base, []),
          name: "GitHub REST API",
          endpoints: [
            {
              name: "Get a user",
              method: "GET",
              path: "/users/{username}",
              parameters: [{ name: "username", type: "string", required: true, example: "octocat" }],
            },
            {
              name: "Search repositories",
              method: "GET",
              path: "/search/repositories",
              parameters: [{ name: "q", type: "string", required: true, example: "language:rust" }],
            },
          ],
        },
      ]),
    )
    const out = join(dir, "verified-conformance.json")
    const { code, out: output } = await runVerify(["--catalogue", catalogue, "--out", out, "--timeout", "5000"])
    expect(code, output).toBe(0)
    expect(output).toMatch(/github\s+GET \/users\/\{username\}\s+ok\s+200 · application\/json · \d+ ms · matches/)
    expect(output).toMatch(/github\s+GET \/search\/repositories\s+ok\s+.* · differs \(1\)/)
    const file = JSON.parse(readFileSync(out, "utf8"))
    const byPath = Object.fromEntries(
      file.entries.github.endpoints.map((e: { path: string; conformance?: unknown }) => [e.path, e.conformance]),
    )
    expect(byPath).toEqual({
      "/users/{username}": { verdict: "matches", documented: "200" },
      "/search/repositories": {
        verdict: "differs",
        documented: "200",
        count: 1,
        differences: [
          {
            at: "/total_count",
            keyword: "type",
            expected: expect.stringContaining("integer"),
            actual: expect.stringContaining("many"),
          },
        ],
      },
    })
  })

  test("shards: each checks its slice and writes its file; one times out; the merge says so, then merges", async () => {
    const base = serverBase()
    const catalogue = join(dir, "sharded.json")
    // Keys in their stable order: a GET /error, a GET /ok | b GET /no-cors, b GET /ok | c GET /ok, c GET /slow.
    writeFileSync(
      catalogue,
      JSON.stringify([
        api("c", base, ["/slow", "/ok"]),
        api("b", base, ["/ok", "/no-cors"]),
        api("a", base, ["/ok", "/error"]),
      ]),
    )
    const shards = join(dir, "shards")
    const into = join(dir, "merged.json")
    // The previous file: a GET /error had failed 6 times in a row; c's results must survive a shard that times out.
    const previous = {
      date: "2026-11-01",
      chromium: "1",
      entries: {
        a: {
          endpoints: [
            {
              method: "GET",
              path: "/error",
              outcome: "http-error",
              status: 500,
              at: "2026-11-01T00:00:00.000Z",
              failures: 6,
            },
          ],
        },
        c: {
          endpoints: [
            { method: "GET", path: "/ok", outcome: "ok", status: 200, ms: 5, at: "2026-11-01T00:00:00.000Z" },
          ],
        },
      },
    }
    writeFileSync(into, JSON.stringify(previous))
    const common = ["--catalogue", catalogue, "--concurrency", "2"]
    const shard = (i: number) => join(shards, `shard-${i}-of-3.json`)
    const read = (path: string) => JSON.parse(readFileSync(path, "utf8"))

    const one = await runVerify([...common, "--shard=1/3", "--out", shard(1), "--timeout", "1500"])
    expect(one.code, one.out).toBe(0)
    expect(one.out).toContain("shard 1 of 3: Checking 2 endpoints of 1 APIs")
    // `npm run verify --shard=2/3`: npm passes the option as npm_config_shard.
    const two = await runVerify([...common, "--out", shard(2), "--timeout", "1500"], { npm_config_shard: "2/3" })
    expect(two.code, two.out).toBe(0)
    expect(read(shard(2)).keys).toEqual(["b GET /no-cors", "b GET /ok"])
    // Shard 3 meets /slow (5 s) with a 4 s timeout per request and 2 s for the whole run.
    const three = await runVerify([
      ...common,
      "--shard",
      "3/3",
      "--out",
      shard(3),
      "--timeout",
      "4000",
      "--deadline",
      "2",
    ])
    expect(three.code, three.out).toBe(1)
    expect(three.out).toContain("shard 3 of 3: the run did not end within 2 s")
    expect(read(shard(3))).toMatchObject({ state: "timeout", keys: ["c GET /ok", "c GET /slow"], results: {} })

    const merge = (args: string[]) => runVerify([shards, "--into", into, ...args], {}, "scripts/verify-merge.mjs")
    const strict = await merge([])
    expect(strict.code, strict.out).toBe(1)
    expect(strict.out).toContain("Shard 3 of 3 (" + shard(3) + ") timed out: the run did not end within 2 s")
    expect(strict.out).toContain("Incomplete: nothing written")
    expect(read(into)).toEqual(previous)

    const partial = await merge(["--partial"])
    expect(partial.code, partial.out).toBe(0)
    const merged = read(into)
    type Endpoint = { method: string; path: string; failures?: number }
    const byKey = (file: { entries: Record<string, { endpoints: Endpoint[] }> }): Record<string, Endpoint> =>
      Object.fromEntries(
        Object.entries(file.entries).flatMap(([id, entry]) =>
          entry.endpoints.map((e) => [`${id} ${e.method} ${e.path}`, e]),
        ),
      )
    const endpoints = byKey(merged)
    expect(Object.keys(endpoints)).toEqual(["a GET /error", "a GET /ok", "b GET /no-cors", "b GET /ok", "c GET /ok"])
    expect(endpoints["a GET /error"]).toMatchObject({ outcome: "http-error", status: 500, failures: 7 })
    expect(endpoints["b GET /no-cors"]).toMatchObject({ outcome: "blocked", detail: "cors", failures: 1 })
    expect(endpoints["a GET /ok"]?.failures).toBeUndefined()
    expect(endpoints["c GET /ok"]).toEqual(previous.entries.c.endpoints[0])

    // Shard 3 again, with time to finish: now every shard is in, and the merge is complete.
    const again = await runVerify([...common, "--shard=3/3", "--out", shard(3), "--timeout", "1000"])
    expect(again.code, again.out).toBe(0)
    const complete = await merge([])
    expect(complete.code, complete.out).toBe(0)
    expect(complete.out).toMatch(/Wrote .*merged\.json: 6 endpoints/)
    const final = byKey(read(into))
    expect(final["c GET /slow"]).toMatchObject({ outcome: "timeout", failures: 1 })
    // Shard 1's file was merged twice: its failure is counted once.
    expect(final["a GET /error"]).toMatchObject({ failures: 7 })
  })

  test("the directory: its definitions' GET operations with examples, by shard, into their own file", async () => {
    const index = writeDirectoryIndex(
      "directory-index.json",
      ["p.com", "q.com", "r.com"],
      [
        ["P", 0, "", "1", 0, [], 4, 100, "P"],
        ["Q", 1, "", "2", 1, [], 1, 100, "Q"],
        ["R", 2, "", "1", 0, [], 1, 100, "R: its definition is missing"],
      ],
    )
    const shards = join(dir, "directory-shards")
    const into = join(dir, "verified-directory.json")
    const common = ["--directory", "--directory-index", index, "--timeout", "1500"]
    // API ids sorted, two shards: p.com | q.com, r.com.
    const one = await runVerify([...common, "--shard=1/2", "--out", join(shards, "shard-1-of-2.json")])
    expect(one.code, one.out).toBe(0)
    expect(one.out).toContain(
      "1 of 1 directory APIs have operations to check; operations left out: 1 (not a GET), 1 (a required parameter without an example).",
    )
    expect(one.out).toMatch(/p\.com\s+GET \/no-cors\s+blocked/)
    const two = await runVerify([...common, "--shard=2/2", "--out", join(shards, "shard-2-of-2.json")])
    expect(two.code, two.out).toBe(0)
    expect(two.out).toContain("r.com: definition not loaded (HTTP 404)")
    expect(two.out).toMatch(/q\.com\s+GET \/\{page\}\s+ok\s+200/)

    // The catalogue's merge refuses them; the directory's takes them.
    const wrong = await runVerify([shards, "--into", join(dir, "not-here.json")], {}, "scripts/verify-merge.mjs")
    expect(wrong.code, wrong.out).toBe(1)
    expect(wrong.out).toContain("a shard of the directory, not of the catalogue")
    // r.com's definition did not download (HTTP 404): its shard is done without its endpoints, but it was assigned
    // to it — so its previous result is kept, not taken for gone. gone.com is no longer in the index: dropped.
    expect(JSON.parse(readFileSync(join(shards, "shard-2-of-2.json"), "utf8")).apis).toEqual(["q.com", "r.com"])
    const old = { method: "GET", path: "/old", outcome: "ok", status: 200, at: "2026-11-01T00:00:00.000Z" }
    writeFileSync(
      into,
      JSON.stringify({
        date: "2026-11-01",
        chromium: "1",
        entries: { "gone.com": { endpoints: [old] }, "r.com": { endpoints: [old] } },
      }),
    )
    const summary = join(dir, "directory-verified.json")
    const merged = await runVerify(
      [shards, "--directory", "--into", into, "--summary", summary],
      {},
      "scripts/verify-merge.mjs",
    )
    expect(merged.code, merged.out).toBe(0)
    expect(merged.out).toContain("Dropped 1 endpoints no longer in the directory: gone.com GET /old")
    expect(merged.out).toMatch(/Kept the previous results of 1 endpoints of 1 APIs .*: r\.com/)
    const file = JSON.parse(readFileSync(into, "utf8"))
    expect(file.entries["r.com"]).toEqual({ endpoints: [old] })
    const outcomes = Object.fromEntries(
      Object.entries(
        file.entries as Record<string, { endpoints: { method: string; path: string; outcome: string }[] }>,
      ).flatMap(([id, entry]) => entry.endpoints.map((e) => [`${id} ${e.method} ${e.path}`, e.outcome])),
    )
    expect(outcomes).toEqual({
      "p.com GET /no-cors": "blocked",
      "p.com GET /ok": "ok",
      "q.com GET /{page}": "ok",
      "r.com GET /old": "ok",
    })
    // Conformance per directory API (docs/conformance.md): the script hands each definition's documented responses to
    // the page, whose worker checks each answer as an opened API's; it is merged with the outcome.
    const conformance = Object.fromEntries(
      Object.entries(
        file.entries as Record<string, { endpoints: { method: string; path: string; conformance?: unknown }[] }>,
      ).flatMap(([id, entry]) => entry.endpoints.map((e) => [`${id} ${e.method} ${e.path}`, e.conformance])),
    )
    expect(conformance).toEqual({
      "p.com GET /no-cors": undefined,
      "p.com GET /ok": { verdict: "matches", documented: "200" },
      "q.com GET /{page}": {
        verdict: "differs",
        documented: "200",
        count: 1,
        differences: [
          { at: "", keyword: "type", expected: expect.stringContaining("array"), actual: expect.any(String) },
        ],
      },
      "r.com GET /old": undefined,
    })
    // What /directory shows of it (--summary): per API, worked of sent, and how many answers matched.
    expect(JSON.parse(readFileSync(summary, "utf8")).apis).toEqual({
      "p.com": { at: expect.any(String), worked: 1, sent: 2, matches: 1, differs: 0 },
      "q.com": { at: expect.any(String), worked: 1, sent: 1, matches: 0, differs: 1 },
      "r.com": { at: "2026-11-01T00:00:00.000Z", worked: 1, sent: 1, matches: 0, differs: 0 },
    })
  })

  test("`npm run verify --directory --shard=…`: npm's npm_config_directory selects the directory", async () => {
    const index = writeDirectoryIndex(
      "directory-index-npm.json",
      ["p.com", "q.com"],
      [
        ["P", 0, "", "1", 0, [], 4, 100, "P"],
        ["Q", 1, "", "2", 1, [], 1, 100, "Q"],
      ],
    )
    const out = join(dir, "npm-directory-shard.json")
    // What npm leaves of `npm run verify --directory --shard=2/2`: no arguments, two environment variables.
    const run = await runVerify(["--directory-index", index, "--timeout", "1500", "--out", out], {
      npm_config_directory: "true",
      npm_config_shard: "2/2",
    })
    expect(run.code, run.out).toBe(0)
    expect(run.out).toContain("Downloading 1 directory definitions")
    expect(JSON.parse(readFileSync(out, "utf8"))).toMatchObject({
      scope: "directory",
      shard: { index: 2, total: 2 },
      state: "done",
      apis: ["q.com"],
      keys: ["q.com GET /{page}"],
    })
  })

  test("a shard whose server or browser does not start still leaves its file, 'failed' with why", async () => {
    const port = (server.address() as AddressInfo).port
    const catalogue = join(dir, "start.json")
    writeFileSync(catalogue, JSON.stringify([api("a", `http://127.0.0.1:${port}`, ["/ok"])]))
    // Something at CHROMIUM_PATH that is not a browser: it exits at once.
    const notChromium = join(dir, "not-chromium")
    writeFileSync(notChromium, "#!/bin/sh\nexit 1\n", { mode: 0o755 })
    const cases: [string, string[], Record<string, string>, RegExp][] = [
      ["the server (its port is taken)", ["--port", String(port)], {}, /serve\.mjs .* exited with/],
      ["the browser", [], { CHROMIUM_PATH: notChromium }, /launch/i],
    ]
    for (const [what, args, env, message] of cases) {
      const out = join(dir, `start-${cases.findIndex((c) => c[0] === what)}.json`)
      const run = await runVerify(["--catalogue", catalogue, "--shard=1/1", "--out", out, ...args], env)
      expect(run.code, `${what}: ${run.out}`).toBe(1)
      expect(run.out, what).toContain(`Wrote ${out} (shard 1 of 1, failed)`)
      const file = JSON.parse(readFileSync(out, "utf8"))
      expect(file, what).toMatchObject({ state: "failed", results: {}, chromium: "" })
      expect(file.message, what).toMatch(message)
    }
  })

  test("without network: says so, leaves the file untouched, exits non-zero", async () => {
    const catalogue = join(dir, "offline.json")
    const closed = await closedPort()
    writeFileSync(catalogue, JSON.stringify([api("offline", `http://127.0.0.1:${closed}`, ["/a", "/b"])]))
    const out = join(dir, "kept.json")
    const before = '{ "date": "2026-01-01", "chromium": "1", "entries": {} }\n'
    writeFileSync(out, before)
    const { code, out: output } = await runVerify(["--catalogue", catalogue, "--out", out, "--timeout", "2000"])
    expect(code, output).toBe(2)
    expect(output).toContain("The network looks unreachable")
    expect(readFileSync(out, "utf8")).toBe(before)
  })

  test("rejects bad options", async () => {
    const { code, out } = await runVerify(["--concurrency", "0"])
    expect(code).toBe(1)
    expect(out).toContain("--concurrency must be a positive whole number")
    const shard = await runVerify(["--shard=4/3"])
    expect(shard.code).toBe(1)
    expect(shard.out).toContain('--shard must be i/n with 1 ≤ i ≤ n (for example --shard=2/3), got "4/3"')
  })
})
