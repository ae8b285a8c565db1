// A small static server for the production build (build/client), used by `npm start`, the e2e tests,
// Lighthouse and the benchmark. It behaves like a static host configured as docs/deploy.md describes:
// /explore → explore/index.html, brotli or gzip (as the browser accepts), long caching for hashed assets, the headers listed in _headers,
// and the SPA fallback (with a 404 status) for extension-less paths that were not prerendered.
import { createServer } from "node:http"
import { readFile, stat } from "node:fs/promises"
import { extname, join, normalize, resolve } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"

const ROOT = resolve(process.env.SERVE_DIR ?? "build/client")
// PORT=0 takes any free port; the "Serving … at http://host:port" line says which.
const PORT = Number(process.env.PORT ?? 4173)
const HOST = process.env.HOST ?? "127.0.0.1"
const FALLBACK = "__spa-fallback.html"

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
}
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt", ".xml", ".data", ".webmanifest"])

/** Parses a Netlify/Cloudflare-style _headers file: a path pattern line, then indented `Name: value` lines. */
function parseHeaders(text) {
  const rules = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] })
    else {
      const index = line.indexOf(":")
      if (index > 0 && rules.length)
        rules.at(-1).headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()])
    }
  }
  return rules
}

function matches(pattern, pathname) {
  if (pattern.endsWith("*")) return pathname.startsWith(pattern.slice(0, -1))
  return pattern === pathname
}

const headerRules = await readFile(join(ROOT, "_headers"), "utf8").then(parseHeaders, () => [])
const cache = new Map()
// Quality 11, as static hosts precompress. SERVE_BROTLI_QUALITY lowers it for the e2e tests (playwright.config.ts):
// quality 11 took ~60 s of this server's single thread for the whole build on the 2-core CI machine, paid again by
// every new server (e2e/update.spec.ts starts two), while the browser gets the same bytes at any quality.
const BROTLI_QUALITY = Number(process.env.SERVE_BROTLI_QUALITY ?? 11)

async function load(file) {
  if (cache.has(file)) return cache.get(file)
  const info = await stat(file).catch(() => null)
  if (!info?.isFile()) return null
  const body = await readFile(file)
  const ext = extname(file)
  // Each encoding is made on its first request for it, and kept: a browser that takes brotli never needs gzip.
  const entry = { body, ext, compress: COMPRESSIBLE.has(ext) && body.length > 512, br: null, gzip: null }
  cache.set(file, entry)
  return entry
}

/** The body in `encoding` ("br" or "gzip"), compressed on first use and kept. */
function encoded(entry, encoding) {
  entry[encoding] ??=
    encoding === "br"
      ? brotliCompressSync(entry.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
          },
        })
      : gzipSync(entry.body, { level: 9 })
  return entry[encoding]
}

/** "br" when the browser accepts brotli, else "gzip" when it accepts gzip, else null (q=0 means refused). */
function pickEncoding(entry, acceptEncoding) {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ""))
      .map(([name]) => name.trim().toLowerCase()),
  )
  if (entry.compress && accepted.has("br")) return "br"
  if (entry.compress && accepted.has("gzip")) return "gzip"
  return null
}

async function resolveFile(pathname) {
  const safe = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "")
  const base = join(ROOT, safe)
  if (!base.startsWith(ROOT)) return null
  const candidates = extname(safe) ? [base] : [join(base, "index.html"), `${base}.html`, base]
  for (const candidate of candidates) {
    const entry = await load(candidate)
    if (entry) return entry
  }
  return null
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", "http://localhost")
    let status = 200
    let entry = await resolveFile(url.pathname)
    if (!entry && !extname(url.pathname)) {
      entry = await load(join(ROOT, FALLBACK))
      status = 404
    }
    if (!entry) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found")
      return
    }
    for (const rule of headerRules) {
      if (matches(rule.pattern, url.pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value)
    }
    res.setHeader("Content-Type", TYPES[entry.ext] ?? "application/octet-stream")
    res.setHeader(
      "Cache-Control",
      url.pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
    )
    res.setHeader("Vary", "Accept-Encoding")
    const encoding = pickEncoding(entry, req.headers["accept-encoding"] ?? "")
    if (encoding) res.setHeader("Content-Encoding", encoding)
    const body = encoding ? encoded(entry, encoding) : entry.body
    res.setHeader("Content-Length", body.length)
    res.writeHead(status)
    res.end(req.method === "HEAD" ? undefined : body)
  } catch (error) {
    res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end("Server error")
    console.error(error)
  }
})

server.listen(PORT, HOST, () => console.log(`Serving ${ROOT} at http://${HOST}:${server.address().port}`))

// Started for a test or a script (SERVE_PARENT_PID): stop when that process is gone, however it ended (a killed
// test run used to leave this server listening, and the next run failed with EADDRINUSE).
const parent = Number(process.env.SERVE_PARENT_PID)
if (Number.isInteger(parent) && parent > 0) {
  setInterval(() => {
    try {
      process.kill(parent, 0)
    } catch {
      process.exit(0)
    }
  }, 500).unref()
}
