/** The key that focuses the header's search box from anywhere but a text field (docs/behaviour.md §2). */
export const SEARCH_SHORTCUT_KEY = "/"

/** `<input>` types a key press does not type into, so '/' still works as the shortcut there. */
export const NON_TEXT_INPUT_TYPES: readonly string[] = [
  "button",
  "checkbox",
  "radio",
  "submit",
  "reset",
  "range",
  "color",
  "file",
  "image",
]

/** True when a key press belongs to a text field, so global shortcuts such as '/' must not steal it. */
export function isTypingTarget(target: EventTarget | null): boolean {
  return isTypingElement(target, NON_TEXT_INPUT_TYPES)
}

/** The '/' shortcut that focuses the header's search box: a plain '/', not Ctrl, Cmd or Alt with it. */
export function isSearchShortcut(event: ShortcutEvent): boolean {
  return isPlainKey(event, SEARCH_SHORTCUT_KEY)
}

type ShortcutEvent = Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">

// The two rules above and the palette's shortcut, self-contained (nothing from this module), so the landing page's inline script runs the
// same code (src/app/boot/static-page-script.ts and early-interactions.ts pass them in).

/** isTypingTarget with the list of non-text input types given. */
export function isTypingElement(target: EventTarget | null, nonTextTypes: readonly string[]): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  const tag = element.tagName
  if (tag === "TEXTAREA" || tag === "SELECT") return true
  if (tag !== "INPUT") return false
  return !nonTextTypes.includes((element as HTMLInputElement).type)
}

/** ⌘K or Ctrl+K (without Alt or Shift), which opens the palette from any page (docs/search.md). */
export function isPaletteShortcut(event: ShortcutEvent & Pick<KeyboardEvent, "shiftKey">): boolean {
  return (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k"
}

/** `key` pressed without Ctrl, Cmd or Alt. */
export function isPlainKey(event: ShortcutEvent, key: string): boolean {
  return event.key === key && !event.ctrlKey && !event.metaKey && !event.altKey
}
