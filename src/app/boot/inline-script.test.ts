import { describe, expect, it } from "vitest"
import { inlineScript } from "./inline-script"

describe("inlineScript", () => {
  it.each([
    ["JSON data", [{ keys: ["a", "b"], n: 2, on: true, none: null }], '{"keys":["a","b"],"n":2,"on":true,"none":null}'],
    ["a string with quotes", ['say "hi"'], '"say \\"hi\\""'],
    ["no arguments", [], ""],
  ] as const)("calls the function with %s", (_label, args, serialized) => {
    function main(...received: unknown[]) {
      ;(globalThis as { received?: unknown }).received = received
    }
    const text = inlineScript(main, ...(args as unknown as []))
    expect(text).toContain(`)(${serialized});`)
    new Function(text)()
    expect((globalThis as { received?: unknown }).received).toEqual(args)
  })

  it("passes a helper function by its source, so the script and the app share it", () => {
    const double = (n: number) => n * 2
    function main(helper: (n: number) => number, n: number) {
      ;(globalThis as { doubled?: number }).doubled = helper(n)
    }
    new Function(inlineScript(main, double, 21))()
    expect((globalThis as { doubled?: number }).doubled).toBe(42)
  })

  it("refuses a script with '<' (it could end the <script> element)", () => {
    function main(text: string) {
      return void text
    }
    expect(() => inlineScript(main, "</script>")).toThrow(/contains "<"/)
  })
})
