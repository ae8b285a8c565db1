// @vitest-environment jsdom
import { describe, expect, it } from "vitest"
import { isPaletteShortcut, isTypingTarget } from "./keyboard"

function input(type: string) {
  const element = document.createElement("input")
  element.type = type
  return element
}

describe("isPaletteShortcut", () => {
  const press = (key: string, modifiers: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>>) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...modifiers,
  })
  it.each([
    ["Ctrl+K", press("k", { ctrlKey: true }), true],
    ["⌘K", press("k", { metaKey: true }), true],
    ["Ctrl+K with Caps Lock", press("K", { ctrlKey: true }), true],
    ["a plain k", press("k", {}), false],
    ["Ctrl+Shift+K", press("K", { ctrlKey: true, shiftKey: true }), false],
    ["Ctrl+Alt+K", press("k", { ctrlKey: true, altKey: true }), false],
    ["Ctrl+L", press("l", { ctrlKey: true }), false],
  ])("%s → %s", (_name, event, expected) => {
    expect(isPaletteShortcut(event)).toBe(expected)
  })
})

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
