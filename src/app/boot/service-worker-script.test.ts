// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { REGISTER_DELAY_MS, SERVICE_WORKER_SCRIPT, UPDATE_ACTION, UPDATE_MESSAGE } from "./service-worker-script"

/** A minimal ServiceWorker / registration / container, enough to drive the script's update flow. */
class FakeWorker extends EventTarget {
  state = "installing"
  postMessage = vi.fn()
  become(state: string) {
    this.state = state
    this.dispatchEvent(new Event("statechange"))
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null
  waiting: FakeWorker | null = null
  update = vi.fn(() => Promise.resolve())
}

function setup({ controlled = true, registration = new FakeRegistration(), fails = false } = {}) {
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => (fails ? Promise.reject(new Error("nope")) : Promise.resolve(registration))),
  })
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true })
  const reload = vi.fn()
  // Runs the inline script as the browser would, with location.reload observed.
  new Function("location", SERVICE_WORKER_SCRIPT)({ reload })
  return { container, registration, reload }
}

const prompt = () => document.querySelector("[data-update-prompt]")

beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  document.body.innerHTML = ""
  Reflect.deleteProperty(navigator, "serviceWorker")
})

async function idle() {
  await vi.runAllTimersAsync()
}

describe("SERVICE_WORKER_SCRIPT", () => {
  it("registers /sw.js only once the page has loaded, REGISTER_DELAY_MS have passed and the browser is idle", async () => {
    const { container } = setup()
    // jsdom's document is already complete, so only the delay and the idle wait remain.
    expect(container.register).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(REGISTER_DELAY_MS - 1)
    expect(container.register).not.toHaveBeenCalled()
    await idle()
    expect(container.register).toHaveBeenCalledWith("/sw.js")
  })

  it("offers the update when a new worker finishes installing, and activates it on 'Reload'", async () => {
    const { registration, container, reload } = setup()
    await idle()
    expect(prompt()).toBeNull()

    const next = new FakeWorker()
    registration.installing = next
    registration.dispatchEvent(new Event("updatefound"))
    expect(prompt()).toBeNull()
    registration.waiting = next
    next.become("installed")

    expect(prompt()?.getAttribute("role")).toBe("status")
    expect(prompt()?.textContent).toContain(UPDATE_MESSAGE)
    const button = prompt()?.querySelector("button")
    expect(button?.textContent).toBe(UPDATE_ACTION)
    button?.click()
    expect(next.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" })
    expect(reload).not.toHaveBeenCalled()
    // The new worker takes control: the page reloads once, into the new build.
    container.dispatchEvent(new Event("controllerchange"))
    container.dispatchEvent(new Event("controllerchange"))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("offers an update that was already waiting (found during this navigation), once", async () => {
    const registration = new FakeRegistration()
    registration.waiting = new FakeWorker()
    setup({ registration })
    await idle()
    expect(document.querySelectorAll("[data-update-prompt]")).toHaveLength(1)
  })

  it("the first install (no controller yet) is not an update: no prompt, no reload", async () => {
    const { registration, container, reload } = setup({ controlled: false })
    await idle()
    const first = new FakeWorker()
    registration.installing = first
    registration.dispatchEvent(new Event("updatefound"))
    first.become("installed")
    container.dispatchEvent(new Event("controllerchange"))
    expect(prompt()).toBeNull()
    expect(reload).not.toHaveBeenCalled()
  })

  it("a failed registration only warns: the site works online as before", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    setup({ fails: true })
    await idle()
    expect(warn).toHaveBeenCalledWith("API Explorer: offline support is unavailable", expect.any(Error))
    expect(prompt()).toBeNull()
  })

  it("is inline-safe: plain text without '<'", () => {
    expect(SERVICE_WORKER_SCRIPT).not.toContain("<")
  })
})
