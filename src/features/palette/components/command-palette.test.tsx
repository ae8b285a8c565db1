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
    const results = message.query === "cat" ? [7, 8].map(result) : [1, 2, 3].map(result)
    const answer: FromWorker = { type: "results", id: message.id, query: message.query, results, directory: "ok" }
    if (FakeWorker.hold) this.held.push(answer)
    else queueMicrotask(() => this.answer(answer))
  }
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
})

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
})
