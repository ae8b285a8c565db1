import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { toLanguage } from "../more-languages"
import type { ExactRequest } from "../../request/tester-request"
import { MoreLanguages } from "./more-languages"

// Counting toLanguage's calls counts the code built.
vi.mock("../more-languages", async (importOriginal) => {
  const original = await importOriginal<typeof import("../more-languages")>()
  return { ...original, toLanguage: vi.fn(original.toLanguage) }
})

const request: ExactRequest = {
  method: "POST",
  url: "https://example.com/posts",
  headers: [["Accept", "application/json"]],
  body: '[{"id":1},{"id":2}]',
}
const shown: ExactRequest = { ...request, body: '[{"id":1}]' }
const PYTHON = { language: "python", onLanguageChange: () => {} } as const

describe("MoreLanguages builds code once per request and language", () => {
  beforeEach(() => {
    vi.mocked(toLanguage).mockClear()
  })

  it("renders with the same request build nothing again", () => {
    const view = render(<MoreLanguages idPrefix="t" request={request} shown={request} {...PYTHON} />)
    for (let i = 0; i < 3; i++)
      view.rerender(<MoreLanguages idPrefix="t" request={request} shown={request} {...PYTHON} />)
    expect(toLanguage).toHaveBeenCalledTimes(1)
    expect(screen.getByLabelText("Python (requests) code")).toHaveTextContent(
      'data="[{\\"id\\":1},{\\"id\\":2}]".encode("utf-8")',
    )
  })

  it("a shortened body: the code on screen is built from it, with the note; Copy copies the code for all of it", async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true })
    render(
      <MoreLanguages idPrefix="t" request={request} shown={shown} note="Body shortened for display." {...PYTHON} />,
    )
    expect(vi.mocked(toLanguage).mock.calls).toEqual([["python", shown]])
    expect(screen.getByText("Body shortened for display.")).toBeVisible()
    expect(screen.getByLabelText("Python (requests) code")).toHaveAccessibleDescription("Body shortened for display.")
    await userEvent.click(screen.getByRole("button", { name: "Copy Python (requests) code" }))
    expect(vi.mocked(toLanguage).mock.calls).toEqual([
      ["python", shown],
      ["python", request],
    ])
    expect(writeText).toHaveBeenCalledWith(toLanguage("python", request))
  })
})
