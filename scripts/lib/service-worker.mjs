// The service worker (docs/decisions/008-workbox-service-worker-from-postbuild.md). Generated with
// Workbox's documented generateSW API once every file of the client build is final (the prerendered HTML and
// .data files are written after Vite's bundle closes, and postbuild still rewrites the HTML), so each precache
// entry's revision is the hash of the bytes the host really serves.
import { existsSync } from "node:fs"
import { join } from "node:path"
import { generateSW } from "workbox-build"

export const SW_FILE = "sw.js"
export const SPA_FALLBACK = "/__spa-fallback.html"

/** What a visitor needs offline: the pages, their .data files, the app's code and styles, the catalogue, icons. */
export const PRECACHE_PATTERNS = ["**/*.{html,data,js,css}", "catalogue.json", "*.{svg,webmanifest}", "icons/*.png"]

/**
 * Navigations the SPA fallback never answers (tested against path + query): a last path segment with an
 * extension (/sw.js, /missing.png), like the host (docs/deploy.md). A dot in the query (/explore?q=v1.0) is fine.
 */
export const NOT_A_PAGE = /^[^?]*\.[^/?]*(?:\?|$)/

/**
 * The URL a precached file is requested at: prerendered pages by their clean path (explore/index.html →
 * /explore, index.html → /), everything else by its path from the site root.
 */
export function precacheUrl(file) {
  const path = file.replace(/^\/+/, "")
  if (path === "index.html") return "/"
  if (path.endsWith("/index.html")) return `/${path.slice(0, -"/index.html".length)}`
  return `/${path}`
}

/** Workbox manifest transform: clean page URLs; fails loudly if two files would share one. */
export function cleanPageUrls(entries) {
  const seen = new Set()
  const manifest = entries.map((entry) => {
    const url = precacheUrl(entry.url)
    if (seen.has(url)) throw new Error(`Service worker: two precached files map to ${url}`)
    seen.add(url)
    return { ...entry, url }
  })
  return { manifest, warnings: [] }
}

/**
 * Writes <root>/sw.js. Navigations get the cached page for their path (query string ignored: the prerendered
 * HTML is the same for /explore?q=…), unknown extension-less paths the SPA fallback (the not-found page);
 * hashed assets are cached by URL, other files with a revision from their content. Only same-origin GETs of
 * precached files (and navigations) are answered: requests to other origins — the tester's API calls — go
 * straight to the network, never cached or replayed.
 */
export async function buildServiceWorker(root) {
  for (const required of ["index.html", SPA_FALLBACK.slice(1), "explore/index.html"]) {
    if (!existsSync(join(root, required))) throw new Error(`Service worker: ${required} is missing from ${root}`)
  }
  const result = await generateSW({
    globDirectory: root,
    globPatterns: PRECACHE_PATTERNS,
    // The resource routes' .data files (sitemap, robots, catalogue) are never requested by the app.
    globIgnores: [SW_FILE, "workbox-*.js", "*.{xml,txt,json}.data"],
    swDest: join(root, SW_FILE),
    mode: "production",
    sourcemap: false,
    inlineWorkboxRuntime: true,
    // A new worker waits until the visitor chooses 'Reload' (it posts SKIP_WAITING): the open page keeps the
    // old build's HTML and assets together until then.
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // Vite's hashed file names already change with their content.
    dontCacheBustURLsMatching: /^\/?assets\//,
    ignoreURLParametersMatching: [/.*/],
    manifestTransforms: [cleanPageUrls],
    navigateFallback: SPA_FALLBACK,
    navigateFallbackDenylist: [NOT_A_PAGE],
    // Every page must be precached: a file over this limit fails the build (below) instead of being left out.
    // Our largest is explore's HTML (~80 KB); the benchmark's 10,000-API build has a 3.4 MB one.
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
    // A .data file that is not precached belongs to no prerendered page (an unknown API id): from the network
    // when online, and offline the 404 the host would give, so the page says 'API not found' rather than failing.
    runtimeCaching: [
      // /directory's index (ADR 015): 440 KB that only that page asks for, so it is not precached (every visitor
      // would download it). Fetched from the network when online, kept from the last visit for offline.
      {
        // Workbox copies this function's source into sw.js, so the path is written out rather than imported.
        // With it, the directory run's summary (/directory/verified.json, read after the index: docs/health-checks.md).
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin && (url.pathname === "/directory/index.json" || url.pathname === "/directory/verified.json"),
        handler: "NetworkFirst",
        options: { cacheName: "directory-index" },
      },
      // The catalogue's response schemas (docs/conformance.md): read by the conformance worker (tester, health checks) after a
      // response, one API's file at a time; kept from the last check for offline.
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/catalogue-schemas/"),
        handler: "NetworkFirst",
        options: { cacheName: "catalogue-schemas" },
      },
      // The palette's operation index (docs/search.md): its manifest from the network when online, else the last
      // one; its shards are named by their content, so one fetched is kept as it is (only the shards a visitor's
      // queries loaded: 2.7 MB in all would be too much to precache).
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/directory/operations.json",
        handler: "NetworkFirst",
        options: { cacheName: "directory-operations" },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/directory\/ops-[\w-]+\.json$/.test(url.pathname),
        handler: "CacheFirst",
        options: { cacheName: "directory-operation-shards" },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.endsWith(".data"),
        handler: async ({ request }) => {
          try {
            return await fetch(request)
          } catch {
            return new Response("Not found", { status: 404, statusText: "Not Found" })
          }
        },
      },
    ],
  })
  if (result.warnings.length) throw new Error(`Service worker: ${result.warnings.join("; ")}`)
  return result
}
