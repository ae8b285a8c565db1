import { describe, expect, it } from "vitest"
import { lineAndColumn } from "./text-position"

describe("lineAndColumn", () => {
  it.each<[name: string, text: string, offset: number, line: number, column: number]>([
    ["the first character", "abc", 0, 1, 1],
    ["within the first line", "abc", 2, 1, 3],
    ["the end of a one-line text", "abc", 3, 1, 4],
    ["after \\n", "a\nb", 2, 2, 1],
    ["on a \\n itself: the end of its line", "a\nb", 1, 1, 2],
    ["after \\r\\n: one line end, not two", "a\r\nb", 3, 2, 1],
    ["on the \\n of \\r\\n: still the first line", "a\r\nb", 2, 1, 3],
    ["on the \\r of \\r\\n", "a\r\nb", 1, 1, 2],
    ["after a lone \\r", "a\rb", 2, 2, 1],
    ["lone \\r line ends only", "a\rb\rcd", 5, 3, 2],
    ["mixed endings", "a\r\nb\nc\rd", 7, 4, 1],
    ["\\n\\r is two line ends", "a\n\rb", 3, 3, 1],
    ["an empty line", "a\n\nb", 3, 3, 1],
    ["past the end counts on from the last line", "a\nb", 5, 2, 4],
    ["an empty text", "", 0, 1, 1],
  ])("%s: %j at %i → line %i, column %i", (_, text, offset, line, column) => {
    expect(lineAndColumn(text, offset)).toEqual({ line, column })
  })

  it("counts a Windows file's lines as the same file with \\n", () => {
    const unix = "openapi: 3.0.0\ninfo:\n  title: x\n  version: [\n"
    const windows = unix.replaceAll("\n", "\r\n")
    const oldMac = unix.replaceAll("\n", "\r")
    const at = (text: string) => lineAndColumn(text, text.indexOf("["))
    expect(at(windows)).toEqual(at(unix))
    expect(at(oldMac)).toEqual(at(unix))
    expect(at(unix)).toEqual({ line: 4, column: 12 })
  })
})
