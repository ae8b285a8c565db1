import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"
import { MarkdownDescription } from "./markdown-description"

afterEach(cleanup)

describe("MarkdownDescription", () => {
  it("shows the text as written until the renderer has loaded, then its Markdown, ids by place", async () => {
    const { container } = render(<MarkdownDescription text={"# Limits\n\n**Bold**"} endpointIndex={3} />)
    // The first paint, before the lazily loaded view: the written text, one paragraph.
    expect(container.textContent).toBe("# Limits\n\n**Bold**")
    const heading = await screen.findByRole("heading", { level: 4, name: "Limits" }, { timeout: 10_000 })
    expect(heading.id).toBe("md-endpoint-3-limits")
    expect(screen.getByText("Bold").tagName).toBe("STRONG")
  })

  it("the API's description starts its headings at h2, with md-api- ids", async () => {
    render(<MarkdownDescription text={"## Errors"} />)
    expect((await screen.findByRole("heading", { level: 2, name: "Errors" }, { timeout: 10_000 })).id).toBe(
      "md-api-errors",
    )
  })
})
