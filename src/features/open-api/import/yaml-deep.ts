import { CST, Parser } from "yaml"
import { setOwn } from "./text"
import type { Json } from "./refs"

// YAML too deep for the `yaml` package's composer. Its composer recurses a few frames per level, so a browser
// worker's stack ends at about 400 levels of `- a:` (a sequence of mappings); its CST parser does not recurse. This
// builds the value from the CST without recursion. It is only used after the composer overflowed (parse-text.ts), so
// every other document is read by the library as before, and it covers what such a document needs: block and flow
// collections, every scalar style with the core schema's plain scalars, anchors and aliases (counted), `<<` merges.

type Props = { anchor?: string; tag?: string }
type Task = { token: CST.Token | null | undefined; props: Props; set: (value: Json) => void }

/** The anchor and tag among the source tokens before a value ("&pet", "!!str"). */
function propsOf(tokens: readonly CST.Token[] | undefined): Props {
  const props: Props = {}
  for (const token of tokens ?? []) {
    if (token.type === "anchor") props.anchor = token.source.slice(1)
    else if (token.type === "tag") props.tag = token.source
  }
  return props
}

/** A plain scalar by YAML 1.2's core schema, as the `yaml` package reads it. */
function plainValue(source: string): Json {
  if (/^(?:~|null|Null|NULL)?$/.test(source)) return null
  if (/^(?:true|True|TRUE)$/.test(source)) return true
  if (/^(?:false|False|FALSE)$/.test(source)) return false
  if (/^[-+]?[0-9]+$/.test(source)) return Number(source)
  if (/^0o[0-7]+$/.test(source)) return parseInt(source.slice(2), 8)
  if (/^0x[0-9a-fA-F]+$/.test(source)) return parseInt(source.slice(2), 16)
  if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?$/.test(source)) return Number(source)
  if (/^[-+]?\.(?:inf|Inf|INF)$/.test(source)) return source.startsWith("-") ? -Infinity : Infinity
  if (/^\.(?:nan|NaN|NAN)$/.test(source)) return NaN
  return source
}

/**
 * YAML text → its value, without recursion. Throws (with the parser's message) on what it cannot read, and when
 * aliases pass `maxAliasCount` (the caller's "billion laughs" limit).
 */
export function composeDeepYaml(text: string, maxAliasCount: number): Json {
  const documents = [...new Parser().parse(text)].filter((token) => token.type === "document")
  if (documents.length !== 1) throw new Error("Source contains multiple documents")
  const anchors = new Map<string, Json>()
  let aliases = 0
  let result: Json = null
  // `<<` merges, applied once everything is read (a merged list's aliases are read after the list is made).
  const merges: [{ [key: string]: Json }, Json][] = []
  const tasks: Task[] = []
  const [document] = documents as CST.Document[]
  tasks.push({ token: document?.value, props: propsOf(document?.start), set: (value) => (result = value) })
  while (tasks.length > 0) {
    const { token, props, set } = tasks.pop() as Task
    const keep = (value: Json) => {
      if (props.anchor !== undefined) anchors.set(props.anchor, value)
      set(value)
    }
    if (!token) {
      keep(null)
      continue
    }
    if (token.type === "error") throw new Error(token.message)
    if (token.type === "alias") {
      if (++aliases > maxAliasCount) throw new ReferenceError("Excessive alias count")
      const name = token.source.slice(1).trim()
      if (!anchors.has(name)) throw new Error(`Aliased anchor not found: ${name}`)
      set(anchors.get(name) ?? null)
      continue
    }
    if (CST.isScalar(token)) {
      const scalar = CST.resolveAsScalar(token)
      if (!scalar) throw new Error("Unreadable scalar")
      const quoted = scalar.type !== "PLAIN" || props.tag === "!!str"
      keep(quoted ? scalar.value : plainValue(scalar.value))
      continue
    }
    if (token.type === "block-seq" || (token.type === "flow-collection" && token.start.source === "[")) {
      const list: Json[] = []
      keep(list)
      const pending: Task[] = []
      for (const item of token.items) {
        const index = list.push(null) - 1
        if (item.key !== undefined || item.sep?.some((t) => t.type === "map-value-ind")) {
          // "[a: 1]": a pair in a flow sequence is a one-key mapping.
          const pair: { [key: string]: Json } = {}
          list[index] = pair
          pending.push(...pairTasks(pair, item))
        } else pending.push({ token: item.value, props: propsOf(item.start), set: (value) => (list[index] = value) })
      }
      tasks.push(...pending.reverse())
      continue
    }
    if (token.type === "block-map" || token.type === "flow-collection") {
      const map: { [key: string]: Json } = {}
      keep(map)
      const pending: Task[] = []
      for (const item of token.items) pending.push(...pairTasks(map, item))
      tasks.push(...pending.reverse())
      continue
    }
    throw new Error(`Unexpected ${token.type}`)
  }
  for (const [map, value] of merges)
    for (const source of Array.isArray(value) ? value : [value])
      if (typeof source === "object" && source !== null && !Array.isArray(source))
        for (const merged of Object.keys(source))
          if (!Object.prototype.hasOwnProperty.call(map, merged)) setOwn(map, merged, source[merged] ?? null)
  return result

  /** The tasks that read one `key: value` into `map` (its key first); `<<` merges keep the map's own keys. */
  function pairTasks(map: { [key: string]: Json }, item: CST.CollectionItem): Task[] {
    let key: Json = null
    const keyTask: Task = { token: item.key, props: propsOf(item.start), set: (value) => (key = value) }
    const valueTask: Task = {
      token: item.value,
      props: propsOf(item.sep),
      set: (value) => {
        const name = typeof key === "string" ? key : JSON.stringify(key)
        if (name === "<<" && item.key?.type === "scalar") merges.push([map, value])
        else setOwn(map, name, value)
      },
    }
    return [keyTask, valueTask]
  }
}
