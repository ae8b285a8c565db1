// `npm run verify` end to end (docs/health-checks.md): the real command, a real Chromium, against a local server on
// 127.0.0.1 that answers each outcome — never a third-party host (the command blocks every other host when
// given a test catalogue).
import { expect, test } from "@playwright/test"
import { execFile } from "node:child_process"
import { createServer, type Server } from "node:http"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import type { AddressInfo } from "node:net"
import { join } from "node:path"

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
    response.writeHead(404, CORS).end()
  })
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)))
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

function runVerify(args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      "node",
      ["scripts/verify.mjs", ...args],
      { env: { ...process.env, BUILD_DIR: process.env.BUILD_DIR ?? "build" }, timeout: 90_000 },
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
  const dir = mkdtempSync(join(tmpdir(), "verify-e2e-"))

  test.beforeAll(async () => {
    server = await startServer()
  })
  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  test("checks every endpoint from the browser and writes the file", async () => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
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
    expect(Object.keys(file.entries)).toEqual(["local", "keyed", "writer"])
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
  })
})
