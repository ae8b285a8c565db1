// Paint first, then hydrate. React Router puts its module bootstrap (an inline <script type="module"> that
// imports ~110 KB of framework code) and <link rel="modulepreload"> tags into every hydrating page. The browser
// would start those downloads before the first paint, where they compete with the page's own HTML and CSS on
// a slow connection. This rewrite keeps the prerendered content exactly as it is, drops the preload hints and
// starts the bootstrap from a tiny inline script once the whole document has loaded and painted (the frame after
// the load event; at once when the page is hidden, and after 1.5 s at the latest). Until 2026-11-23 it started at
// the first contentful paint; on /explore that was often before the last cards painted, and Lighthouse then counted
// the scripts' download towards LCP (1.06 s in two runs of three; docs/decisions/012-lighthouse-gate-on-this-machine.md).
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g

/** Starts the bootstrap (kept in a data block with id "hydrate-bootstrap") once the loaded page has painted. */
export const DEFER_SCRIPT = `(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement("script");
    script.type = "module";
    script.textContent = document.getElementById("hydrate-bootstrap").textContent;
    document.body.appendChild(script);
  }
  function afterNextPaint() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  if (document.readyState === "complete") afterNextPaint();
  else addEventListener("load", afterNextPaint);
  if (document.visibilityState !== "visible") start();
  setTimeout(start, 1500);
})();`

/** The bootstrap's own text: the module script the browser will run (its hash must be in the CSP). */
export function bootstrapOf(html) {
  return BOOTSTRAP.exec(html)?.[1]
}

/**
 * Rewrites one prerendered page: the modulepreload hints go and the bootstrap starts after the first paint.
 * A page without React Router's hydration data (the static landing page) is returned unchanged; a page with the
 * data but no bootstrap we recognise fails the build: React Router's output changed, and this step must change too.
 */
export function deferHydration(html) {
  const match = BOOTSTRAP.exec(html)
  if (!match) {
    if (html.includes("__reactRouterContext") || /<link rel="modulepreload"/.test(html)) {
      throw new Error("defer-hydration: a hydrating page has no React Router bootstrap in the expected form")
    }
    return html
  }
  const dataBlock = `<script type="text/plain" id="hydrate-bootstrap">${match[1]}</script>`
  return html.replace(MODULEPRELOAD, "").replace(match[0], `${dataBlock}<script>${DEFER_SCRIPT}</script>`)
}
