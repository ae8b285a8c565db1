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

/** The search worker, answering each query with three pets. */
class FakeWorker extends EventTarget {
  constructor() {
    super()
    queueMicrotask(() => this.answer({ type: "ready" }))
  }
  postMessage(message: ToWorker) {
    if (message.type !== "search") return
    const results = [1, 2, 3].map(result)
    queueMicrotask(() =>
      this.answer({ type: "results", id: message.id, query: message.query, results, directory: "ok" }),
    )
  }
  private answer(data: FromWorker) {
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
})
