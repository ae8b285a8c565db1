import { inlineScript } from "./inline-script"

/** The visible texts of the update prompt (docs/behaviour.md §4 has none: new, additive strings). */
export const UPDATE_MESSAGE = "A new version is available"
export const UPDATE_ACTION = "Reload"

/**
 * Registers the service worker (/sw.js: offline use and repeat visits from the cache, docs/behaviour.md §2,
 * "Offline and installing") on every page, the React-free landing page included, and offers the update when a new
 * deploy is found. Inlined in the prerendered HTML (its hash goes into the CSP at
 * build time), so it adds no request and no bundle weight.
 * - Registration waits for the load event, then REGISTER_DELAY_MS, then an idle moment: it never competes with the
 *   first paint, hydration, the page's own requests or the visitor's first taps. Precaching right after load kept
 *   ~180 requests in flight during the load window and raised Lighthouse's TBT on /explore from ~40 ms to 100–300 ms
 *   (docs/decisions/008-workbox-service-worker-from-postbuild.md).
 * - Update: the browser checks /sw.js on each navigation and when a hidden tab comes back. A new worker installs
 *   (precaching the new build) and waits; the page then shows "A new version is available" with 'Reload'. Only that
 *   click lets the new worker take over (SKIP_WAITING); the page reloads once it controls it, so old HTML never
 *   runs against the new build's files. Workbox deletes the old build's cache entries when the new one activates.
 * - Without service worker support (or when registration fails) the site works as before, online.
 */
/** How long after the load event the worker is registered. */
export const REGISTER_DELAY_MS = 4000

const PROMPT_CLASS =
  "fixed right-4 bottom-4 z-[60] flex items-center gap-3 rounded-md border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg"
const BUTTON_CLASS =
  "rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"

type ServiceWorkerOptions = {
  message: string
  action: string
  delayMs: number
  promptClass: string
  buttonClass: string
}

export function registerServiceWorker(options: ServiceWorkerOptions): void {
  if (!("serviceWorker" in navigator)) return
  const container = navigator.serviceWorker
  const hadController = Boolean(container.controller)
  let reloading = false
  container.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return
    reloading = true
    location.reload()
  })
  function offer(registration: ServiceWorkerRegistration) {
    if (document.querySelector("[data-update-prompt]")) return
    const box = document.createElement("div")
    box.setAttribute("data-update-prompt", "")
    box.setAttribute("role", "status")
    box.className = options.promptClass
    const text = document.createElement("p")
    text.textContent = options.message
    const button = document.createElement("button")
    button.type = "button"
    button.className = options.buttonClass
    button.textContent = options.action
    button.addEventListener("click", () => {
      button.disabled = true
      const waiting = registration.waiting
      if (waiting) waiting.postMessage({ type: "SKIP_WAITING" })
      else location.reload()
    })
    box.appendChild(text)
    box.appendChild(button)
    document.body.appendChild(box)
  }
  function watch(registration: ServiceWorkerRegistration | undefined) {
    if (!registration) return
    const track = (next: ServiceWorker | null) => {
      if (!next) return
      next.addEventListener("statechange", () => {
        if (next.state === "installed" && container.controller) offer(registration)
      })
    }
    // The browser may have found the update during this navigation, before this script ran.
    if (registration.waiting && container.controller) offer(registration)
    else track(registration.installing)
    registration.addEventListener("updatefound", () => track(registration.installing))
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") registration.update().catch(() => {})
    })
  }
  function register() {
    container.register("/sw.js").then(watch, (error: unknown) => {
      console.warn("API Explorer: offline support is unavailable", error)
    })
  }
  // Precaching fetches the whole site (about 3 MB): it waits until the page has been loaded for a while and the
  // browser is idle, so it never competes with the visitor's first seconds on a slow phone.
  function whenIdle() {
    setTimeout(() => {
      if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 3000 })
      else register()
    }, options.delayMs)
  }
  if (document.readyState === "complete") whenIdle()
  else addEventListener("load", whenIdle, { once: true })
}

export const SERVICE_WORKER_SCRIPT = /* @__PURE__ */ inlineScript(registerServiceWorker, {
  message: UPDATE_MESSAGE,
  action: UPDATE_ACTION,
  delayMs: REGISTER_DELAY_MS,
  promptClass: PROMPT_CLASS,
  buttonClass: BUTTON_CLASS,
})
