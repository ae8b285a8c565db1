// @vitest-environment jsdom
import { describe, expect, it } from "vitest"
import { isTypingTarget } from "./keyboard"

function input(type: string) {
  const element = document.createElement("input")
  element.type = type
  return element
}

describe("isTypingTarget", () => {
  it.each([
    ["null", null, false],
    ["a button", document.createElement("button"), false],
    ["a link", document.createElement("a"), false],
    ["a text input", input("text"), true],
    ["a search input", input("search"), true],
    ["a password input", input("password"), true],
    ["a checkbox", input("checkbox"), false],
    ["a textarea", document.createElement("textarea"), true],
    ["a select", document.createElement("select"), true],
    ["the window", window, false],
  ])("%s → %s", (_name, target, expected) => {
    expect(isTypingTarget(target)).toBe(expected)
  })
})
