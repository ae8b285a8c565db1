// `npm run size`: the size budgets of docs/performance.md, measured on the production build (build/client).
// For each page it sums the gzip size of the JavaScript the HTML loads (module scripts and modulepreloads,
// plus static imports they pull in) and of its stylesheets (linked or inlined), prints the numbers and fails when over budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { gzipSync } from "node:zlib"

const ROOT = process.env.SERVE_DIR ?? `${process.env.BUILD_DIR ?? "build"}/client`
const KB = 1000
// Each budget keeps at least 3 KB of room over what the page loads today (/explore 121.7 KB, /api/{id} 121.3 KB on
// 2026-11-26): with 0.1 KB of room the budget had started deciding file boundaries one function at a time. The trend
// is watched instead by the "change" column, the difference from the previous `npm run size` on this machine.
// `/` is the static landing page: it loads no JavaScript (docs/performance.md); its budget is kept as a ceiling.
const BUDGETS = { "/": { js: 110 * KB }, "/explore": { js: 125 * KB }, "/api/{id}": { js: 124.5 * KB }, css: 15 * KB }
/** Pages that hydrate: finding no script in their HTML means this script no longer understands the build. */
const HYDRATED = ["/explore", "/api/"]
/** The previous run's figures, for the change column (kept out of git and out of build/, which a build replaces). */
const PREVIOUS = "node_modules/.cache/api-explorer/size.json"

// Gzip size of a built file, computed once per file: every /api page loads the same chunks.
// React Router may add a "#" to a stylesheet's href (for CSS it also loads dynamically); the file has none.
const gzCache = new Map()
function gz(path) {
  const file = path.replace(/[#?].*$/, "")
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(ROOT, file)), { level: 9 }).length)
  return gzCache.get(file)
}

function assetsOf(html) {
  const js = new Set()
  const css = new Set()
  for (const [, href] of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) js.add(href)
  for (const [, src] of html.matchAll(/<script type="module" src="([^"]+)"/g)) js.add(src)
  // React Router's inline bootstrap script (or its deferred data block) imports the entry and route modules.
  for (const [, src] of html.matchAll(/import\(?\s*"(\/assets\/[^"]+\.js)"/g)) js.add(src)
  for (const [, src] of html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) js.add(src)
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) css.add(href)
  // Static imports inside the loaded chunks are fetched before the page runs, so count them too.
  addStaticImports(js)
  return { js: [...js], css: [...css] }
}

/** Adds to `files` (a Set of /assets/… paths) every chunk they statically import, transitively. */
function addStaticImports(files) {
  const queue = [...files]
  while (queue.length) {
    const file = queue.pop()
    const code = readFileSync(join(ROOT, file), "utf8")
    for (const [, rel] of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?"(\.\/[^"]+\.js)"/g)) {
      const target = "/assets/" + rel.slice(2)
      if (!files.has(target)) {
        files.add(target)
        queue.push(target)
      }
    }
  }
  return files
}

/**
 * The tester: the chunk 'Test' loads lazily (import("./tester-view")) plus the chunks it
 * imports that the detail page has not loaded already. Fails if the build has no single tester-view chunk.
 */
function measureTester(detailPageJs) {
  const entries = readdirSync(join(ROOT, "assets")).filter((f) => /^tester-view-[\w-]+\.js$/.test(f))
  if (entries.length !== 1) {
    console.error(`Expected one tester-view-*.js chunk in ${ROOT}/assets, found ${entries.length}.`)
    process.exit(1)
  }
  const files = [...addStaticImports(new Set([`/assets/${entries[0]}`]))].filter((f) => !detailPageJs.has(f))
  return { files: files.length, jsBytes: files.reduce((sum, file) => sum + gz(file), 0) }
}

function measure(page, htmlPath) {
  const html = readFileSync(join(ROOT, htmlPath), "utf8")
  const { js, css } = assetsOf(html)
  const jsBytes = js.reduce((sum, file) => sum + gz(file), 0)
  // The stylesheet is inlined in each page (<style>, docs/performance.md); a linked one is counted too.
  const inlineCss = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join("")
  const cssBytes =
    css.reduce((sum, file) => sum + gz(file), 0) + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0)
  return { page, js, files: js.length, jsBytes, cssBytes, htmlBytes: gzipSync(html, { level: 9 }).length }
}

if (!existsSync(join(ROOT, "index.html"))) {
  console.error("No production build found: run `npm run build` first.")
  process.exit(1)
}

const apiDirs = existsSync(join(ROOT, "api"))
  ? readdirSync(join(ROOT, "api")).filter((d) => existsSync(join(ROOT, "api", d, "index.html")))
  : []
const rows = [measure("/", "index.html"), measure("/explore", "explore/index.html")]
// Every detail page loads the same chunks; measure them all and report the heaviest.
if (apiDirs.length)
  rows.push(
    apiDirs
      .map((id) => measure(`/api/${id}`, join("api", id, "index.html")))
      .reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a)),
  )

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`
const previous = readPrevious()
/** "+0.3 KB", "−1.2 KB", "±0.0 KB" against the previous run; "new" when there was none. */
function change(key, bytes) {
  const before = previous[key]
  if (typeof before !== "number") return "new"
  const diff = (bytes - before) / KB
  return `${diff > 0.05 ? "+" : diff < -0.05 ? "−" : "±"}${Math.abs(diff).toFixed(1)} KB`
}
const rowKey = (page) => (page.startsWith("/api/") ? "/api/{id}" : page)
const failures = []
console.log("page                      JS files  JS gzip    change     CSS gzip   HTML gzip  budget (JS)")
for (const row of rows) {
  const budget = row.page.startsWith("/api/") ? BUDGETS["/api/{id}"].js : BUDGETS[row.page]?.js
  console.log(
    `${row.page.padEnd(26)}${String(row.files).padStart(8)}  ${fmt(row.jsBytes).padStart(9)}  ${change(rowKey(row.page), row.jsBytes).padStart(9)}  ${fmt(row.cssBytes).padStart(9)}  ${fmt(row.htmlBytes).padStart(9)}  ${budget ? `≤ ${fmt(budget)}` : "–"}`,
  )
  if (row.files === 0 && HYDRATED.some((page) => row.page.startsWith(page)))
    failures.push(`${row.page}: no script found in its HTML (did the build's markup change? see assetsOf in size.mjs)`)
  if (budget && row.jsBytes > budget)
    failures.push(`${row.page}: JavaScript ${fmt(row.jsBytes)} is over the ${fmt(budget)} budget`)
  if (row.cssBytes > BUDGETS.css)
    failures.push(`${row.page}: CSS ${fmt(row.cssBytes)} is over the ${fmt(BUDGETS.css)} budget`)
}
if (!apiDirs.length) failures.push("no prerendered /api/{id} page found to measure")
else {
  const detail = rows.find((row) => row.page.startsWith("/api/"))
  const tester = measureTester(new Set(detail.js))
  console.log(
    `${"tester (lazy, on 'Test')".padEnd(26)}${String(tester.files).padStart(8)}  ${fmt(tester.jsBytes).padStart(9)}  ${change("tester", tester.jsBytes).padStart(9)}  ${"–".padStart(9)}  ${"–".padStart(9)}  –`,
  )
  rows.push({ page: "tester", jsBytes: tester.jsBytes })
}
if (failures.length) {
  console.error(`\nSize budget exceeded:\n- ${failures.join("\n- ")}`)
  process.exit(1)
}
// Only a passing run becomes the baseline of the next one's change column.
writePrevious(Object.fromEntries(rows.map((row) => [rowKey(row.page), row.jsBytes])))
console.log(
  `\nSize budgets met (JS: / ≤ ${fmt(BUDGETS["/"].js)}, /explore ≤ ${fmt(BUDGETS["/explore"].js)}, /api/{id} ≤ ${fmt(BUDGETS["/api/{id}"].js)}; CSS ≤ ${fmt(BUDGETS.css)}).`,
)

function readPrevious() {
  try {
    const value = JSON.parse(readFileSync(PREVIOUS, "utf8"))
    return typeof value === "object" && value !== null ? value : {}
  } catch {
    return {}
  }
}

function writePrevious(figures) {
  try {
    mkdirSync(dirname(PREVIOUS), { recursive: true })
    writeFileSync(PREVIOUS, JSON.stringify(figures))
  } catch (error) {
    console.warn(`Could not keep these figures for the next run's change column: ${error.message}`)
  }
}
