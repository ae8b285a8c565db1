/** True when a key press belongs to a text field, so global shortcuts such as '/' must not steal it. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false
  const element = target as HTMLElement
  if (element.isContentEditable) return true
  const tag = element.tagName
  if (tag === "TEXTAREA" || tag === "SELECT") return true
  if (tag !== "INPUT") return false
  const type = (element as HTMLInputElement).type
  return !["button", "checkbox", "radio", "submit", "reset", "range", "color", "file", "image"].includes(type)
}
