import { afterEach, describe, expect, it } from "vitest"
import { HYDRATION_STARTER_SCRIPT } from "./defer-hydration-script"

const started = () => document.querySelectorAll('script[type="module"]')

describe("HYDRATION_STARTER_SCRIPT", () => {
  const originalFrame = globalThis.requestAnimationFrame
  const originalTimeout = globalThis.setTimeout
  let frames: FrameRequestCallback[] = []
  let timers: { callback: () => void; delay: number }[] = []

  function run({ readyState = "interactive", visibility = "visible", withBlock = true } = {}) {
    document.body.innerHTML = withBlock
      ? '<script type="text/plain" id="hydrate-bootstrap">window.__booted = true</script>'
      : ""
    frames = []
    timers = []
    globalThis.requestAnimationFrame = (callback) => frames.push(callback)
    globalThis.setTimeout = ((callback: () => void, delay: number) =>
      timers.push({ callback, delay })) as unknown as typeof setTimeout
    Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true })
    Object.defineProperty(document, "readyState", { value: readyState, configurable: true })
    new Function(HYDRATION_STARTER_SCRIPT)()
  }

  afterEach(() => {
    globalThis.requestAnimationFrame = originalFrame
    globalThis.setTimeout = originalTimeout
    Object.defineProperty(document, "readyState", { value: "complete", configurable: true })
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
    document.body.innerHTML = ""
  })

  it("starts the bootstrap once, in the frame after the load event", () => {
    run()
    expect(frames).toHaveLength(0)
    window.dispatchEvent(new Event("load"))
    expect(frames).toHaveLength(1)
    frames[0]!(0)
    expect(started()).toHaveLength(0)
    timers.find((timer) => timer.delay === 0)!.callback()
    expect(started()).toHaveLength(1)
    expect(started()[0]!.textContent).toBe("window.__booted = true")
    timers.forEach((timer) => timer.callback())
    expect(started()).toHaveLength(1)
  })

  it("waits for the next frame at once when the page has already loaded", () => {
    run({ readyState: "complete" })
    expect(frames).toHaveLength(1)
  })

  it("starts at once in a hidden page, which gets no frames", () => {
    run({ visibility: "hidden" })
    expect(started()).toHaveLength(1)
  })

  it("starts after 1.5 s at the latest", () => {
    run()
    timers.find((timer) => timer.delay === 1500)!.callback()
    expect(started()).toHaveLength(1)
  })

  it("does nothing without the data block (the bootstrap then runs by itself)", () => {
    expect(() => run({ visibility: "hidden", withBlock: false })).not.toThrow()
    expect(started()).toHaveLength(0)
  })
})
