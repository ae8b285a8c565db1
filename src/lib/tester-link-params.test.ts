import { describe, expect, it } from "vitest"
import { TESTER_VALUE_PREFIX, withoutTesterValues } from "./tester-link-params"

describe("withoutTesterValues", () => {
  it.each([
    ["", ""],
    ["endpoint=1", "endpoint=1"],
    ["endpoint=1&p.id=5", "endpoint=1"],
    ["p.a=1&x=y&p.b=2&x=z", "x=y&x=z"],
    ["p=1&px=2&p.=3", "p=1&px=2"],
  ])("%j → %j", (input, expected) => {
    expect(withoutTesterValues(new URLSearchParams(input)).toString()).toBe(expected)
  })

  it("leaves its input unchanged", () => {
    const input = new URLSearchParams("endpoint=1&p.id=5")
    withoutTesterValues(input)
    expect(input.toString()).toBe("endpoint=1&p.id=5")
  })

  it("uses a prefix no page key starts with", () => {
    expect(TESTER_VALUE_PREFIX).toBe("p.")
  })
})
