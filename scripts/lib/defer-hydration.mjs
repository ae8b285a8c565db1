// Paint first, then hydrate. React Router puts its module bootstrap (an inline <script type="module"> that
// imports ~110 KB of framework code) and <link rel="modulepreload"> tags into every hydrating page. The browser
// would start those downloads before the first paint, where they compete with the page's own HTML and CSS on
// a slow connection. This rewrite keeps the prerendered content exactly as it is, drops the preload hints and
// turns the bootstrap into an inert data block; the starter script root.tsx renders on every hydrating page
// (src/app/boot/defer-hydration-script.ts) runs it once the loaded page has painted.
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g

/** The data block's id and the starter's marker; src/app/boot/defer-hydration-script.ts (its test checks both). */
export const BOOTSTRAP_ID = "hydrate-bootstrap"
export const STARTER_ATTRIBUTE = "data-hydration-starter"

/** The bootstrap's own text: the module script the browser will run (its hash must be in the CSP). */
export function bootstrapOf(html) {
  return BOOTSTRAP.exec(html)?.[1]
}

/**
 * Rewrites one prerendered page: the modulepreload hints go and the bootstrap becomes a data block the starter runs.
 * A page without React Router's hydration data (the static landing page) is returned unchanged. A page with the
 * data but no bootstrap we recognise, or without the starter, fails the build: React Router's output or root.tsx
 * changed, and this step must change too (without the starter the page would never hydrate).
 */
export function deferHydration(html) {
  const match = BOOTSTRAP.exec(html)
  if (!match) {
    if (html.includes("__reactRouterContext") || /<link rel="modulepreload"/.test(html)) {
      throw new Error("defer-hydration: a hydrating page has no React Router bootstrap in the expected form")
    }
    return html
  }
  if (!html.includes(`<script ${STARTER_ATTRIBUTE}=""`)) {
    throw new Error(`defer-hydration: a hydrating page has no starter script (<script ${STARTER_ATTRIBUTE}>)`)
  }
  const dataBlock = `<script type="text/plain" id="${BOOTSTRAP_ID}">${match[1]}</script>`
  return html.replace(MODULEPRELOAD, "").replace(match[0], dataBlock)
}
