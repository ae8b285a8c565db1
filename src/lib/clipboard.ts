/** What copyText needs from the browser; tests pass fakes. */
export type ClipboardDeps = {
  clipboard?: Pick<Clipboard, "writeText"> | undefined
  document?: Document | undefined
}

function browserDeps(): ClipboardDeps {
  // typeof checks: this module may be imported during prerendering, where neither exists.
  return {
    clipboard: typeof navigator === "undefined" ? undefined : navigator.clipboard,
    document: typeof document === "undefined" ? undefined : document,
  }
}

/**
 * Copies text (docs/behaviour.md §8): the Clipboard API first; if it is missing or refuses (no secure context, no
 * permission), a hidden textarea and the legacy copy command. If that fails too, logs
 * 'Failed to copy text to clipboard:' and resolves false, so the caller shows no confirmation. Never rejects.
 */
export async function copyText(text: string, deps: ClipboardDeps = browserDeps()): Promise<boolean> {
  if (deps.clipboard) {
    try {
      await deps.clipboard.writeText(text)
      return true
    } catch {
      // Fall through to the legacy path; only its failure is reported.
    }
  }
  try {
    legacyCopy(text, deps.document)
    return true
  } catch (error) {
    console.error("Failed to copy text to clipboard:", error)
    return false
  }
}

function legacyCopy(text: string, doc: Document | undefined): void {
  if (!doc?.body) throw new Error("No document to copy from")
  const textarea = doc.createElement("textarea")
  textarea.value = text
  // readonly: no on-screen keyboard flashes up on phones; kept out of view, focus order and the a11y tree.
  textarea.setAttribute("readonly", "")
  textarea.setAttribute("aria-hidden", "true")
  textarea.tabIndex = -1
  Object.assign(textarea.style, { position: "fixed", top: "0", left: "0", opacity: "0", pointerEvents: "none" })

  // Selecting the textarea steals focus and the user's selection; both are put back afterwards.
  const previousFocus = doc.activeElement as HTMLElement | null
  const selection = doc.getSelection()
  const previousRange = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null

  doc.body.appendChild(textarea)
  try {
    textarea.select()
    textarea.setSelectionRange(0, text.length) // iOS Safari ignores select() alone
    // Deprecated but still the only synchronous fallback; it returns false when the browser refuses.
    if (!doc.execCommand("copy")) throw new Error("The browser refused the copy command")
  } finally {
    textarea.remove()
    if (selection && previousRange) {
      selection.removeAllRanges()
      selection.addRange(previousRange)
    }
    previousFocus?.focus?.()
  }
}
