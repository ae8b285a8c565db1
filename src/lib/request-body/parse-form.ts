import type { JsonValue } from "./body-schema"
import { setOwn } from "@/lib/schema-sample"

// Reading a form body back into values: an example the document writes as form text ("a=1&b[c]=2"), and the check
// `npm run corpus` makes that what the tester sends reads back as what it built.

/** Percent-decodes a form name or value (`+` is a space); a malformed escape is kept as written. */
export function decodeFormComponent(text: string): string {
  const spaced = text.replaceAll("+", " ")
  try {
    return decodeURIComponent(spaced)
  } catch {
    return spaced
  }
}

/**
 * The name's path: `items[0][price]` → ["items", "0", "price"]. Only literal brackets nest (a `[` inside a name is
 * written `%5B`); each part is decoded after splitting. A name whose brackets do not nest is one part.
 */
export function formNamePath(raw: string): string[] {
  const open = raw.indexOf("[")
  if (open <= 0) return [decodeFormComponent(raw)]
  const rest = raw.slice(open)
  if (!/^(\[[^[\]]*\])+$/.test(rest)) return [decodeFormComponent(raw)]
  const segments = [...rest.matchAll(/\[([^[\]]*)\]/g)].map((match) => decodeFormComponent(match[1] ?? ""))
  return [decodeFormComponent(raw.slice(0, open)), ...segments]
}

type Tree = { [key: string]: Tree | string | string[] }

/** Objects whose keys are exactly 0…n-1 become arrays. */
function toArrays(node: Tree | string | string[]): JsonValue {
  if (typeof node === "string" || Array.isArray(node)) return node
  const keys = Object.keys(node)
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) return Object.values(node).map(toArrays)
  const result: { [key: string]: JsonValue } = {}
  for (const [key, child] of Object.entries(node)) setOwn(result, key, toArrays(child))
  return result
}

/**
 * A form body as nested values, every value a string: `a[b]=1` nests, `a[0]=x` is a list, and a name repeated
 * (`tag=a&tag=b`) gives a list. "" gives {}.
 * parseForm("amount=2000&metadata[order]=6735&tag=a&tag=b")
 *   → { amount: "2000", metadata: { order: "6735" }, tag: ["a", "b"] }
 */
export function parseForm(text: string): { [key: string]: JsonValue } {
  const root: Tree = {}
  for (const pair of text === "" ? [] : text.split("&")) {
    const equals = pair.indexOf("=")
    const name = equals === -1 ? pair : pair.slice(0, equals)
    const value = equals === -1 ? "" : decodeFormComponent(pair.slice(equals + 1))
    const path = formNamePath(name)
    let node = root
    path.forEach((segment, index) => {
      const last = index === path.length - 1
      const existing = Object.hasOwn(node, segment) ? node[segment] : undefined
      if (last) {
        if (existing === undefined) setTree(node, segment, value)
        else if (typeof existing === "string") setTree(node, segment, [existing, value])
        else if (Array.isArray(existing)) existing.push(value)
        return
      }
      if (existing === undefined || typeof existing === "string" || Array.isArray(existing)) {
        const child: Tree = {}
        setTree(node, segment, child)
        node = child
      } else node = existing
    })
  }
  const result: { [key: string]: JsonValue } = {}
  for (const [key, child] of Object.entries(root)) setOwn(result, key, toArrays(child))
  return result
}

function setTree(node: Tree, key: string, value: Tree | string | string[]): void {
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true })
}
