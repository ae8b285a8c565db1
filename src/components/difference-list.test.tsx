import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import type { Difference } from "@/lib/conformance/conformance-result"
import { DifferenceList, differenceAt } from "./difference-list"

const difference = (at: string, keyword = "type"): Difference => ({ at, keyword, expected: "integer", actual: '"x"' })

describe("differenceAt", () => {
  it.each([
    ["", "/ (the whole body)"],
    ["/items/0/id", "/items/0/id"],
    ["Content-Type header", "Content-Type header"],
  ])("%j → %s", (at, shown) => expect(differenceAt(at)).toBe(shown))
})

describe("DifferenceList", () => {
  it("lists each difference's place, what was expected, what came and its kind's sentence", async () => {
    render(<DifferenceList summary="Show the differences" differences={[difference(""), difference("/a")]} count={2} />)
    await userEvent.click(screen.getByText("Show the differences"))
    const [first, second] = screen.getAllByRole("listitem")
    if (!first || !second) throw new Error("two differences listed")
    expect([first, second].map((item) => item.querySelector("code")?.textContent)).toEqual(["/ (the whole body)", "/a"])
    expect(within(second).getByText("Expected:", { exact: false }).parentElement?.textContent).toBe("Expected: integer")
    expect(within(second).getByText("Came:", { exact: false }).parentElement?.textContent).toBe('Came: "x"')
    // The sentence loads with the list (difference-kinds, a chunk of its own).
    expect(await within(first).findByText(/type/i, { selector: "span.text-xs" })).toBeVisible()
    expect(screen.queryByText(/are listed/)).toBeNull()
  })

  it.each([
    [3, 1, "The first 1 of 3 are listed."],
    [40, 2, "The first 2 of 40 are listed."],
  ])("more found (%i) than listed (%i): %s", (count, listed, line) => {
    const differences = Array.from({ length: listed }, (_, i) => difference(`/${i}`))
    render(<DifferenceList summary="Show" differences={differences} count={count} />)
    expect(screen.getByText(line)).toBeInTheDocument()
  })

  it("shows a place of the caller's own (the tester's link into the JSON tree)", () => {
    render(
      <DifferenceList
        summary="Show"
        differences={[difference("/a")]}
        count={1}
        place={(item) => <button type="button">{item.at} here</button>}
      />,
    )
    expect(screen.getByRole("button", { name: "/a here", hidden: true })).toBeInTheDocument()
    expect(screen.queryByText("/a", { selector: "code" })).toBeNull()
  })
})
