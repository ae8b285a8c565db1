// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest"
import { copyText, type ClipboardDeps } from "./clipboard"

type ExecCommand = (command: string) => boolean

let consoleError: MockInstance<typeof console.error>

/** jsdom has no execCommand; install a fake one for the test. */
function installExecCommand(impl: ExecCommand) {
  const execCommand = vi.fn(impl)
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true, writable: true })
  return execCommand
}

const writes = () => ({ writeText: vi.fn(async () => {}) })
const refuses = () => ({ writeText: vi.fn(async () => Promise.reject(new DOMException("Denied", "NotAllowedError"))) })

beforeEach(() => {
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {})
})

afterEach(() => {
  Reflect.deleteProperty(document, "execCommand")
  vi.restoreAllMocks()
  document.body.innerHTML = ""
})

describe("copyText", () => {
  it.each<[string, () => ClipboardDeps["clipboard"], ExecCommand | null, boolean, boolean]>([
    // name, clipboard, execCommand (null: not reached), result, logs error
    ["Clipboard API works", writes, null, true, false],
    ["Clipboard API refuses → legacy copy works", refuses, () => true, true, false],
    ["no Clipboard API → legacy copy works", () => undefined, () => true, true, false],
    ["both fail: legacy copy returns false", refuses, () => false, false, true],
    [
      "both fail: legacy copy throws",
      () => undefined,
      () => {
        throw new Error("SecurityError")
      },
      false,
      true,
    ],
  ])("%s", async (_name, makeClipboard, execImpl, expected, logs) => {
    const clipboard = makeClipboard()
    const execCommand = installExecCommand(execImpl ?? (() => true))

    await expect(copyText("hello", { clipboard, document })).resolves.toBe(expected)

    if (clipboard) expect(clipboard.writeText).toHaveBeenCalledWith("hello")
    expect(execCommand).toHaveBeenCalledTimes(execImpl ? 1 : 0)
    if (execImpl) expect(execCommand).toHaveBeenCalledWith("copy")
    if (logs) expect(consoleError).toHaveBeenCalledWith("Failed to copy text to clipboard:", expect.any(Error))
    else expect(consoleError).not.toHaveBeenCalled()
    // The hidden textarea never stays behind.
    expect(document.querySelector("textarea")).toBeNull()
  })

  it("the fallback copies the exact text from a hidden, read-only textarea and restores focus", async () => {
    const button = document.createElement("button")
    document.body.append(button)
    button.focus()
    let seen: { value: string; selected: string; readonly: boolean; hidden: string | null } | undefined
    installExecCommand(() => {
      const textarea = document.querySelector("textarea")
      if (!textarea) return false
      seen = {
        value: textarea.value,
        selected: textarea.value.slice(textarea.selectionStart, textarea.selectionEnd),
        readonly: textarea.readOnly,
        hidden: textarea.getAttribute("aria-hidden"),
      }
      return true
    })
    const text = "line 1\nline 2 'quotes' \"and\" </script>"

    await expect(copyText(text, { clipboard: undefined, document })).resolves.toBe(true)

    expect(seen).toEqual({ value: text, selected: text, readonly: true, hidden: "true" })
    expect(document.activeElement).toBe(button)
  })

  it("without any document or clipboard (prerendering) it reports failure instead of throwing", async () => {
    await expect(copyText("x", { clipboard: undefined, document: undefined })).resolves.toBe(false)
    expect(consoleError).toHaveBeenCalledWith("Failed to copy text to clipboard:", expect.any(Error))
  })

  it("uses navigator.clipboard by default", async () => {
    const clipboard = writes()
    Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true })
    try {
      await expect(copyText("default")).resolves.toBe(true)
      expect(clipboard.writeText).toHaveBeenCalledWith("default")
    } finally {
      Reflect.deleteProperty(navigator, "clipboard")
    }
  })
})
