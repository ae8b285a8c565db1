/** Page backgrounds of the light and dark themes (src/index.css --background), for theme-color and the manifest. */
export const THEME_COLORS = { light: "#f9fafb", dark: "#0b0f18" } as const

/** The visible texts of the update prompt (docs/behaviour.md §4 has none: new, additive strings). */
export const UPDATE_MESSAGE = "A new version is available"
export const UPDATE_ACTION = "Reload"

/**
 * Registers the service worker (/sw.js, issue 15) on every page, the React-free landing page included, and
 * offers the update when a new deploy is found. Inlined in the prerendered HTML (its hash goes into the CSP at
 * build time), so it adds no request and no bundle weight; plain ES5 without `<`.
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

export const SERVICE_WORKER_SCRIPT = `(function () {
  if (!("serviceWorker" in navigator)) return;
  var container = navigator.serviceWorker;
  var hadController = Boolean(container.controller);
  var reloading = false;
  container.addEventListener("controllerchange", function () {
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });
  function offer(registration) {
    if (document.querySelector("[data-update-prompt]")) return;
    var box = document.createElement("div");
    box.setAttribute("data-update-prompt", "");
    box.setAttribute("role", "status");
    box.className = "fixed right-4 bottom-4 z-[60] flex items-center gap-3 rounded-md border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg";
    var text = document.createElement("p");
    text.textContent = ${JSON.stringify(UPDATE_MESSAGE)};
    var button = document.createElement("button");
    button.type = "button";
    button.className = "rounded-md bg-primary px-3 py-1.5 font-medium text-primary-foreground hover:opacity-90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none";
    button.textContent = ${JSON.stringify(UPDATE_ACTION)};
    button.addEventListener("click", function () {
      button.disabled = true;
      var waiting = registration.waiting;
      if (waiting) waiting.postMessage({ type: "SKIP_WAITING" });
      else location.reload();
    });
    box.appendChild(text);
    box.appendChild(button);
    document.body.appendChild(box);
  }
  function watch(registration) {
    if (!registration) return;
    function track(next) {
      if (!next) return;
      next.addEventListener("statechange", function () {
        if (next.state === "installed" && container.controller) offer(registration);
      });
    }
    // The browser may have found the update during this navigation, before this script ran.
    if (registration.waiting && container.controller) offer(registration);
    else track(registration.installing);
    registration.addEventListener("updatefound", function () {
      track(registration.installing);
    });
    document.addEventListener("visibilitychange", function () {
      if (document.visibilityState === "visible") registration.update().catch(function () {});
    });
  }
  function register() {
    container.register("/sw.js").then(watch, function (error) {
      console.warn("API Explorer: offline support is unavailable", error);
    });
  }
  // Precaching fetches the whole site (about 3 MB): it waits until the page has been loaded for a while and the
  // browser is idle, so it never competes with the visitor's first seconds on a slow phone.
  function whenIdle() {
    setTimeout(function () {
      if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 3000 });
      else register();
    }, ${REGISTER_DELAY_MS});
  }
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
})();`
