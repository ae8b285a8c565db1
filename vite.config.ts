import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
// @ts-expect-error -- plain .mjs module without type declarations
import { pureReactRouter } from "./scripts/lib/pure-react-router.mjs"
// @ts-expect-error -- plain .mjs module without type declarations
import { reactRouterProduction } from "./scripts/lib/react-router-production.mjs"

/**
 * The one "app" chunk, by folder: `src/entry.client.tsx` (which names the file: `assets/entry.client-*.js`),
 * `src/root.tsx` (the layout every page renders), `src/components/` (the UI the pages share) and `src/config/`
 * (routes, site facts). Each comes with everything it imports (Rolldown's `includeDependenciesRecursively`, on by
 * default): React, react-dom, React Router, the header's search box and icons, the theme and bookmark stores need
 * no listing. An npm package only a lazily loaded feature imports (the tester's snippet generator) stays in that
 * feature's chunk. One file instead of ~15 saves each chunk's import/export glue and gzip stream (about 2 KB on
 * /api/{id}; docs/performance.md). Code for one page only — its route module and its `src/features/` folder —
 * stays in that page's chunk (or is loaded lazily, like the tester); shared UI goes in `src/components/`.
 * Except the shared components that one kind of page uses and the other never does, so that neither pays for them:
 * `ui/tabs.tsx` (only the lazily loaded tester: in the app chunk it cost every page 0.4 KB), `copy-button.tsx` (the
 * API pages': 0.7 KB on every other page, 0.2 KB more on /api/{id} as part of its own chunk) and `ui/pagination.tsx`
 * (the lists of /explore, /status, /directory and an opened API: 0.5 KB on /api/{id}, 0.4 KB more on /explore). And
 * `difference-list.tsx`, which only lazily loaded code shows (the tester's conformance check, a health check's
 * conformance line): in the app chunk it cost /explore and /api/{id} 0.4 KB each.
 */
export function isAppChunkRoot(id: string): boolean {
  const path = id.replaceAll("\\", "/")
  return /\/src\/(root\.tsx$|entry\.client\.tsx$|components\/(?!(ui\/(tabs|pagination)|copy-button|difference-list)\.tsx$)|config\/)/.test(
    path,
  )
}

/**
 * The health results' client code, one chunk: their store and its hook, the dot a card or an API shows, check times and
 * the stored fields they read. /explore, /status and an API page's health marks (loaded after hydration) each load all
 * of it; as five chunks of 0.2–1.3 KB, /explore paid each one's import/export glue and gzip stream (0.4 KB).
 */
export function isHealthChunkRoot(id: string): boolean {
  const path = id.replaceAll("\\", "/")
  return /\/src\/(lib\/(health-results|check-time|stored-fields)|hooks\/(use-health-results|health-summaries)|features\/health\/components\/health-mark)\.tsx?$/.test(
    path,
  )
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that starts with this comment has
 * every function compiled on the background thread while it streams in, instead of one at a time on the main
 * thread when first called. Given to the app chunk only: hydrating any page runs most of React, react-dom and the
 * router in it, and compiling them lazily was about a third of the longest task after the first paint
 * (docs/performance.md, "What runs after the first paint"). Page and feature chunks stay lazily compiled.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad" // scripts/postbuild.mjs fails the build if the app chunk lacks it
function compileHintBanner(chunk: { name: string; isEntry: boolean }): string {
  return chunk.name === "entry.client" ? COMPILE_HINT : ""
}

export default defineConfig({
  plugins: [reactRouterProduction(), pureReactRouter(), tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      // VERIFIED_FILE=reports/verified.json npm run build: a build with another `npm run verify` result (a CI
      // artifact, or e2e/verified-in-the-app.spec.ts's sample) in place of the committed src/data/verified.json.
      ...(process.env.VERIFIED_FILE
        ? [{ find: /^@\/data\/verified\.json$/, replacement: resolve(process.env.VERIFIED_FILE) }]
        : []),
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
    ],
  },
  server: { host: "127.0.0.1", port: 5173 },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "app", test: isAppChunkRoot },
            { name: "health", test: isHealthChunkRoot },
          ],
        },
        postBanner: compileHintBanner,
      },
    },
  },
  // The importer's worker (features/open-api/open.worker.ts) is an ES module like the app.
  worker: { format: "es" },
  // The year the HTML was prerendered in; the footer swaps in the visitor's year after hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
})
