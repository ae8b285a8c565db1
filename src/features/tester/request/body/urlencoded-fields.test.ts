import { describe, expect, it } from "vitest"
import type { Parameter } from "@/data/api-schema"
import { formBody } from "./urlencoded-fields"

const field = (name: string, place?: Parameter["in"]): Pick<Parameter, "name" | "in"> =>
  place === undefined ? { name } : { name, in: place }

describe("formBody", () => {
  const twilio = [field("AccountSid"), field("To", "form"), field("From", "form"), field("Body", "form")]

  it.each([
    ["no form value typed", { AccountSid: "AC1" }, undefined],
    ["empty form values are skipped", { To: "", From: "", Body: "" }, undefined],
    ["declaration order, not typing order", { Body: "Hi", To: "+15558675310" }, "To=%2B15558675310&Body=Hi"],
    ["a space as +, reserved characters encoded", { Body: "a b&c=d+é" }, "Body=a+b%26c%3Dd%2B%C3%A9"],
    ["a path parameter never goes in the body", { AccountSid: "AC1", To: "+1" }, "To=%2B1"],
    ["a value that is not a parameter is ignored", { Other: "x", To: "1" }, "To=1"],
    ["a lone surrogate becomes U+FFFD", { Body: "\uD800" }, "Body=%EF%BF%BD"],
  ] as const)("%s", (_, values, expected) => {
    expect(formBody(twilio, values)).toBe(expected)
  })

  it("reads own values only: a field named toString finds nothing in an empty record", () => {
    expect(formBody([field("toString", "form")], {})).toBeUndefined()
  })

  it("a query parameter (no `in`) stays out of the body", () => {
    expect(formBody([field("limit"), field("amount", "form")], { limit: "3", amount: "2000" })).toBe("amount=2000")
  })
})
