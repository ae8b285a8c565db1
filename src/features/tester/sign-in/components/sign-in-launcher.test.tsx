import { describe, expect, it } from "vitest"
import { ANSWER_KEY } from "../pending-sign-ins"
import { FULL_PAGE_ANSWER_KEY } from "./sign-in-launcher"

describe("sign-in-launcher", () => {
  it("looks for the full-page answer where the callback page leaves it", () => {
    expect(FULL_PAGE_ANSWER_KEY).toBe(ANSWER_KEY)
  })
})
