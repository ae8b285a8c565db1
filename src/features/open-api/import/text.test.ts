import { describe, expect, it } from "vitest"
import { cleanText } from "./text"

describe("cleanText", () => {
  it.each([
    ["| a |\r\n| - |\r\n| 1 |", "| a |\n| - |\n| 1 |"],
    ["| a |\r| - |\r| 1 |", "| a |\n| - |\n| 1 |"],
    ["# Title\n\n- item\n\tcode", "# Title\n\n- item\n\tcode"],
    ["a\u202Eb\u0007c", "abc"],
    ["  padded  ", "padded"],
  ])("%j → %j", (value, expected) => {
    expect(cleanText(value)).toBe(expected)
  })

  it("caps a long text with an ellipsis, and reads a value of another kind as empty", () => {
    expect(cleanText("abcdef", 4)).toBe("abc…")
    expect(cleanText(42)).toBe("")
  })
})
