import { inlineScript } from "./inline-script"

/** The id of the data block scripts/lib/defer-hydration.mjs moves React Router's module bootstrap into. */
export const HYDRATE_BOOTSTRAP_ID = "hydrate-bootstrap"

/** The attribute that marks the starter script in a hydrating page (the build checks every such page has one). */
export const HYDRATION_STARTER_ATTRIBUTE = "data-hydration-starter"

/**
 * Paint first, then hydrate (docs/decisions/011-paint-first-for-lighthouse.md). scripts/lib/defer-hydration.mjs
 * turns React Router's module bootstrap into an inert data block; this script, rendered by root on every hydrating
 * page, runs it in the frame after the load event, once the whole page has painted — at once when the page is
 * hidden (no frames come), and after `maxDelayMs` at the latest. Without the data block (a development server,
 * or a build with DEFER_HYDRATION=0) the bootstrap runs by itself and this does nothing.
 */
export function startHydrationAfterLoad(id: string, maxDelayMs: number): void {
  let started = false
  function start() {
    if (started) return
    started = true
    const bootstrap = document.getElementById(id)
    if (!bootstrap) return
    const script = document.createElement("script")
    script.type = "module"
    script.textContent = bootstrap.textContent
    document.body.appendChild(script)
  }
  const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0))
  if (document.readyState === "complete") afterNextPaint()
  else addEventListener("load", afterNextPaint)
  if (document.visibilityState !== "visible") start()
  setTimeout(start, maxDelayMs)
}

export const HYDRATION_STARTER_SCRIPT = /* @__PURE__ */ inlineScript(
  startHydrationAfterLoad,
  HYDRATE_BOOTSTRAP_ID,
  1500,
)
