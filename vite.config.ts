import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
// @ts-expect-error -- plain .mjs module without type declarations
import { pureReactRouter } from "./scripts/lib/pure-react-router.mjs"

/**
 * The one "app" chunk: everything a hydrated page needs whatever its route — React, react-dom, React Router,
 * the root layout (header, search, theme, footer), and the small shared pieces the explore and detail pages
 * both show (cards, badges, buttons, bookmarks, copy). One file instead of ~15 saves each chunk's
 * import/export glue and its separate gzip stream (about 2 KB on /api/{id}; docs/performance.md). Code for
 * one page only (the tester, the filters, the landing and pricing sections, their icons) stays in that
 * page's chunk.
 */
const APP_CHUNK = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|class-variance-authority|clsx)[\\/]`,
    String.raw`[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared|createLucideIcon|Icon|context|defaultAttributes|icons[\\/](sun|moon|search|heart|copy|check|external-link|arrow-left)\.)`,
    String.raw`[\\/]src[\\/](root\.tsx|config[\\/]|data[\\/]api-constants|lib[\\/](cn|storage|bookmarks|theme|theme-store|keyboard|clipboard|static-page-script)\.)`,
    String.raw`[\\/]src[\\/]components[\\/](layout[\\/]|ui[\\/]|bookmark-button|copy-button|method-badge|route-error)`,
    String.raw`[\\/]src[\\/]hooks[\\/](use-bookmarks|use-copy|use-hydrated|use-theme)\.`,
    String.raw`[\\/]src[\\/]features[\\/]explore[\\/](explore-params|use-explore-params|components[\\/]search-box)\.`,
  ].join("|"),
)

export default defineConfig({
  plugins: [pureReactRouter(), tailwindcss(), reactRouter()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  server: { host: "127.0.0.1", port: 5173 },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: "app", test: (id: string) => APP_CHUNK.test(id) }] },
      },
    },
  },
  // The year the HTML was prerendered in; the footer swaps in the visitor's year after hydration.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
})
