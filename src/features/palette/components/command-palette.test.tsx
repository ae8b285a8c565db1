import { act, fireEvent, screen } from "@testing-library/react"
import { beforeAll, describe, expect, it, vi } from "vitest"
import { renderAt } from "@/test/memory-router"
import type { FromWorker, ToWorker } from "../palette-messages"
import type { PaletteResult } from "../search/palette-results"
import { CommandPalette } from "./command-palette"

const result = (n: number): PaletteResult => ({
  key: `directory-${n}`,
  kind: "directory",
  api: "Pets",
  method: "GET",
  path: `/pets/${n}`,
  summary: `Pet ${n}`,
  href: `/open?op=${n}`,
})

/** The search worker, answering each query with three pets ("cat": two cats), or holding its answer back. */
class FakeWorker extends EventTarget {
  static last: FakeWorker | undefined
  static hold = false
  held: FromWorker[] = []
  constructor() {
    super()
    FakeWorker.last = this
    queueMicrotask(() => this.answer({ type: "ready" }))
  }
  postMessage(message: ToWorker) {
    if (message.type !== "search") return
    const results =
      message.query === "cat"
        ? [7, 8].map(result)
        : message.query === "dog"
          ? [4, 5, 6].map(result)
          : [1, 2, 3].map(result)
    const answer: FromWorker = { type: "results", id: message.id, query: message.query, results, directory: "ok" }
    if (FakeWorker.hold) this.held.push(answer)
    else
      queueMicrotask(() => {
        this.answer(answer)
        // A likely next key, answered ahead as the worker would: "pet" then "pets", the same pets.
        if (FakeWorker.ahead)
          this.answer({ type: "ahead", id: message.id, query: `${message.query}s`, results: [1, 2, 3].map(result) })
      })
  }
  static ahead = false
  answer(data: FromWorker) {
    this.dispatchEvent(new MessageEvent("message", { data }))
  }
}

beforeAll(() => {
  vi.stubGlobal("Worker", FakeWorker)
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.open = true
  }
  // Nor scrolling.
  Element.prototype.scrollIntoView = function scrollIntoView() {}
})

/**
 * The frames the page asks for, run when the test says so (jsdom runs them on a 16 ms clock of its own, which a slow
 * test could cross between an answer and its checks).
 */
function manualFrames() {
  const queue = new Map<number, FrameRequestCallback>()
  let next = 0
  const request = globalThis.requestAnimationFrame
  const cancel = globalThis.cancelAnimationFrame
  globalThis.requestAnimationFrame = (callback) => {
    queue.set(++next, callback)
    return next
  }
  globalThis.cancelAnimationFrame = (id) => void queue.delete(id)
  return {
    /** Runs the frames asked for, then the tasks they set. */
    async paint() {
      await act(async () => {
        const callbacks = [...queue.values()]
        queue.clear()
        for (const callback of callbacks) callback(performance.now())
        await new Promise((resolve) => setTimeout(resolve, 0))
      })
    },
    restore() {
      globalThis.requestAnimationFrame = request
      globalThis.cancelAnimationFrame = cancel
    },
  }
}

describe("CommandPalette's options (a memoized list)", () => {
  it("follows the pointer and opens the option clicked, after the list was kept across a key's own render", async () => {
    const onClose = vi.fn()
    const { address } = renderAt("/explore", <CommandPalette onClose={onClose} />, "*")
    const input = screen.getByRole("combobox")
    await act(async () => fireEvent.change(input, { target: { value: "pet" } }))
    await act(async () => fireEvent.change(input, { target: { value: "pets" } }))
    expect(await screen.findByRole("status")).toHaveTextContent("3 results for pets")
    const options = screen.getAllByRole("option")
    expect(options.map((option) => option.getAttribute("aria-selected"))).toEqual(["true", "false", "false"])
    fireEvent.mouseMove(options[1] as HTMLElement)
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true")
    expect(input).toHaveAttribute("aria-activedescendant", options[1]?.id)
    await act(async () => fireEvent.click(screen.getAllByRole("option")[2] as HTMLElement))
    expect(onClose).toHaveBeenCalledOnce()
    expect(address()).toBe("/open?op=3")
  })

  it("shows an answer within the worker's message task, rewriting the same rows in place", async () => {
    renderAt("/explore", <CommandPalette onClose={() => {}} />, "*")
    const input = screen.getByRole("combobox")
    await act(async () => fireEvent.change(input, { target: { value: "pets" } }))
    expect(await screen.findByRole("status")).toHaveTextContent("3 results for pets")
    const [first, second] = screen.getAllByRole("option")
    FakeWorker.hold = true
    try {
      await act(async () => fireEvent.change(input, { target: { value: "cat" } }))
      const answer = FakeWorker.last?.held.pop()
      expect(answer).toMatchObject({ query: "cat" })
      // Committed before the message event returns (flushSync): the next frame paints it, not the one after.
      // Outside act() on purpose: act() would flush React's scheduled work itself and hide a late commit.
      const wasActEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT
      ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
      try {
        FakeWorker.last?.answer(answer as FromWorker)
      } finally {
        ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = wasActEnvironment
      }
      expect(screen.getByRole("status")).toHaveTextContent("2 results for cat")
    } finally {
      FakeWorker.hold = false
    }
    const options = screen.getAllByRole("option")
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining("/pets/7"),
      expect.stringContaining("/pets/8"),
    ])
    // The same elements, their text rewritten: no rows removed and inserted again at each key.
    expect(options[0]).toBe(first)
    expect(options[1]).toBe(second)
  })

  it("draws an answer's first options in its own task and the ones below the list's fold after the next frame", async () => {
    // 100 px of viewport: a 60 px list, two options at once (first-options.ts).
    const height = window.innerHeight
    window.innerHeight = 100
    const frames = manualFrames()
    try {
      renderAt("/explore", <CommandPalette onClose={() => {}} />, "*")
      const input = screen.getByRole("combobox")
      const paths = () =>
        screen.getAllByRole("option").map((option) => /\/pets\/\d/.exec(option.textContent ?? "")?.[0])
      await act(async () => fireEvent.change(input, { target: { value: "pets" } }))
      expect(await screen.findByRole("status")).toHaveTextContent("3 results for pets")
      // The list had no rows: the third waits for the frame, and the list says it is busy until then.
      expect(paths()).toEqual(["/pets/1", "/pets/2"])
      expect(screen.getByRole("listbox")).toHaveAttribute("aria-busy", "true")
      await frames.paint()
      expect(paths()).toEqual(["/pets/1", "/pets/2", "/pets/3"])
      expect(screen.getByRole("listbox")).not.toHaveAttribute("aria-busy")
      await act(async () => fireEvent.change(input, { target: { value: "dog" } }))
      expect(await screen.findByRole("status")).toHaveTextContent("3 results for dog")
      expect(paths()).toEqual(["/pets/4", "/pets/5", "/pets/3"])
      await frames.paint()
      expect(paths()).toEqual(["/pets/4", "/pets/5", "/pets/6"])
      // End within the frame: every option is drawn before the last is made active.
      await act(async () => fireEvent.change(input, { target: { value: "pets" } }))
      expect(await screen.findByRole("status")).toHaveTextContent("3 results for pets")
      expect(paths()).toEqual(["/pets/1", "/pets/2", "/pets/6"])
      fireEvent.keyDown(input, { key: "End" })
      expect(paths()).toEqual(["/pets/1", "/pets/2", "/pets/3"])
      expect(screen.getAllByRole("option")[2]).toHaveAttribute("aria-selected", "true")
      // Emptied before the rest is drawn: nothing is drawn after the frame.
      await act(async () => fireEvent.change(input, { target: { value: "dog" } }))
      fireEvent.change(input, { target: { value: "" } })
      await frames.paint()
      expect(screen.queryAllByRole("option")).toEqual([])
    } finally {
      window.innerHeight = height
      frames.restore()
    }
  })

  it("shows an answer the worker sent ahead at the key it was for, before the worker answers that key", async () => {
    FakeWorker.ahead = true
    try {
      renderAt("/explore", <CommandPalette onClose={() => {}} />, "*")
      const input = screen.getByRole("combobox")
      await act(async () => fireEvent.change(input, { target: { value: "cat" } }))
      expect(await screen.findByRole("status")).toHaveTextContent("2 results for cat")
      const first = screen.getAllByRole("option")[0]
      FakeWorker.hold = true
      // "cats" was answered ahead: shown within the key's own event, before its query even reaches the worker.
      fireEvent.change(input, { target: { value: "cats" } })
      expect(screen.getByRole("status")).toHaveTextContent("3 results for cats")
      expect(screen.getAllByRole("option")[0]).toBe(first)
      expect(screen.getAllByRole("option")[0]).toHaveTextContent("/pets/1")
      await act(async () => {})
      expect(FakeWorker.last?.held.map((answer) => answer.type === "results" && answer.query)).toEqual(["cats"])
      // The worker's own answer, the same, changes nothing: the option the visitor moved to stays the active one.
      fireEvent.keyDown(input, { key: "ArrowDown" })
      await act(async () => FakeWorker.last?.answer(FakeWorker.last.held.pop() as FromWorker))
      expect(screen.getByRole("status")).toHaveTextContent("3 results for cats")
      expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true")
      // An answer ahead is for the next key only: "cat" answered (and "cats" ahead), then "ca", then "cats" again,
      // which waits for the worker.
      FakeWorker.hold = false
      await act(async () => fireEvent.change(input, { target: { value: "cat" } }))
      expect(screen.getByRole("status")).toHaveTextContent("2 results for cat")
      FakeWorker.hold = true
      await act(async () => fireEvent.change(input, { target: { value: "ca" } }))
      await act(async () => fireEvent.change(input, { target: { value: "cats" } }))
      expect(screen.getByRole("status")).toHaveTextContent("2 results for cat")
      expect(FakeWorker.last?.held.map((answer) => answer.type === "results" && answer.query)).toEqual(["ca", "cats"])
    } finally {
      FakeWorker.hold = false
      FakeWorker.ahead = false
    }
  })

  it("never takes an answer to a query of an earlier opening for one of this opening's (one worker, ids counted on)", async () => {
    FakeWorker.hold = true
    FakeWorker.last?.held.splice(0)
    try {
      const earlier = renderAt("/explore", <CommandPalette onClose={() => {}} />, "*")
      await act(async () => fireEvent.change(screen.getByRole("combobox"), { target: { value: "cat" } }))
      earlier.unmount()
      renderAt("/explore", <CommandPalette onClose={() => {}} />, "*")
      await act(async () => fireEvent.change(screen.getByRole("combobox"), { target: { value: "pets" } }))
      const [old, current] = FakeWorker.last?.held.splice(0) ?? []
      expect(old).toMatchObject({ query: "cat" })
      await act(async () => FakeWorker.last?.answer(old as FromWorker))
      expect(screen.getByRole("status")).toHaveTextContent(/^$/)
      await act(async () => FakeWorker.last?.answer(current as FromWorker))
      expect(screen.getByRole("status")).toHaveTextContent("3 results for pets")
    } finally {
      FakeWorker.hold = false
    }
  })
})
