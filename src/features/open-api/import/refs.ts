// Internal `$ref`s of an OpenAPI or Swagger document, followed lazily: only what the importer reads is looked up, so
// a 46 MB document is never copied or walked whole, and a circular schema costs nothing until something asks for
// it (then `depth` limits it). References to other files are brought in first (external-refs.ts) when the document
// came from an address; any left are reported as unresolved.

/** A JSON value as JSON.parse or a YAML parser returns it. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** An own property only: `__proto__`, `constructor` and the like in a document are data, never Object.prototype's. */
export function own(object: object, key: string): Json | undefined {
  return Object.prototype.hasOwnProperty.call(object, key) ? (object as JsonObject)[key] : undefined
}

/** The value at a JSON pointer ("#/components/schemas/Pet"); undefined when it does not exist. */
export function atPointer(document: Json, pointer: string): Json | undefined {
  if (pointer === "#" || pointer === "") return document
  if (!pointer.startsWith("#/")) return undefined
  let node: Json | undefined = document
  for (const raw of pointer.slice(2).split("/")) {
    let segment: string
    try {
      segment = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~")
    } catch {
      return undefined
    }
    if (Array.isArray(node)) node = /^\d+$/.test(segment) ? node[Number(segment)] : undefined
    else if (isObject(node)) node = own(node, segment)
    else return undefined
    if (node === undefined) return undefined
  }
  return node
}

/** How many `$ref` hops one lookup follows before it calls the chain circular. */
const MAX_HOPS = 32

/** Follows `value`'s `$ref`s (a chain of them too) within `document`, collecting what it could not resolve. */
export class RefResolver {
  readonly document: Json
  /** References outside the document, or pointing nowhere, by reference text. */
  readonly unresolved = new Set<string>()
  /**
   * Each reference's target, looked up once: mapping Graph beta follows 96,612 references to a few thousand targets
   * ("#/components/responses/error" on nearly every operation), and decoding the pointer's segments each time was
   * about a fifth of its mapping time.
   */
  private readonly targets = new Map<string, Json | undefined>()

  constructor(document: Json) {
    this.document = document
  }

  /** `value` itself, or what its `$ref` chain ends at; undefined for a reference that cannot be followed. */
  deref(value: Json | undefined): Json | undefined {
    let node = value
    let first: string | undefined
    for (let hop = 0; hop < MAX_HOPS; hop++) {
      if (!isObject(node)) return node
      const ref = own(node, "$ref")
      if (typeof ref !== "string") return node
      first ??= ref
      let target = this.targets.get(ref)
      if (target === undefined && !this.targets.has(ref)) {
        target = atPointer(this.document, ref)
        this.targets.set(ref, target)
      }
      if (target === undefined) {
        this.unresolved.add(ref)
        return undefined
      }
      node = target
    }
    // A chain that loops (a → b → a) never reaches an object: as unresolvable as a missing target, and noted so.
    if (first !== undefined) this.unresolved.add(first)
    return undefined
  }

  /** deref for an object (parameters, bodies, schemas): anything else gives undefined. */
  object(value: Json | object | undefined): JsonObject | undefined {
    const node = this.deref(value as Json | undefined)
    return isObject(node) ? node : undefined
  }

  /**
   * object() for the typed view (openapi-types): `T | ReferenceObject` → T. The type names the fields the mappers
   * read; their values are still the document's, so the mappers check each one's kind as they read it.
   */
  resolve<T extends object>(value: T | { $ref: string } | Json | undefined): T | undefined {
    return this.object(value) as T | undefined
  }
}
