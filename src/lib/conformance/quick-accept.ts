import { deepCompareStrict, format, ucs2length, type Schema } from "@cfworker/json-schema"

// A fast first pass of the conformance check (docs/conformance.md, "Validation times"): the converted schema
// (to-json-schema.ts) compiled once into closures that answer only "valid or not", without the validator's error
// list, keyword locations and pointers, which are most of its time on a body that matches (5 MB of GitHub
// repositories: about 300 ms in the validator, a tenth of that here). It mirrors @cfworker/json-schema's reading of
// each keyword (draft 2020-12) and is used only one way: when it says "valid" the check says "matches" without
// running the validator; anything else (invalid, a keyword it does not compile, nesting deeper than it follows, a
// stack overflow) runs the validator as before, whose output gives every verdict with differences. No `eval` or
// `new Function` (the site's CSP forbids them): plain closures.

/** Says whether `value` is valid; throws GiveUp when it cannot tell. `depth`: how many levels in it is. */
type Check = (value: unknown, depth: number) => boolean

/** The body's nesting (and `$ref` hops) followed at most; deeper is left to the validator. */
export const QUICK_MAX_DEPTH = 256

class GiveUp extends Error {}

/** Keywords compiled here; a schema with any other is left to the validator. `$defs` only at the root. */
const COMPILED = new Set([
  "$ref",
  "type",
  "const",
  "enum",
  "not",
  "anyOf",
  "allOf",
  "oneOf",
  "if",
  "then",
  "else",
  "required",
  "minProperties",
  "maxProperties",
  "propertyNames",
  "dependentRequired",
  "dependentSchemas",
  "properties",
  "patternProperties",
  "additionalProperties",
  "minItems",
  "maxItems",
  "prefixItems",
  "items",
  "additionalItems",
  "contains",
  "minContains",
  "maxContains",
  "uniqueItems",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "format",
])

type SchemaObject = { [key: string]: unknown }
const DEF_REF = /^#\/\$defs\/([A-Za-z0-9_]+)$/

function isObject(value: unknown): value is SchemaObject {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

const ALWAYS: Check = () => true
const NEVER: Check = () => false

/** How the validator reads `type` (an integer is a number without a fraction). */
function typeCheck(type: unknown): (value: unknown) => boolean {
  const one = (name: unknown): ((value: unknown) => boolean) => {
    switch (name) {
      case "null":
        return (value) => value === null
      case "array":
        return Array.isArray
      case "object":
        return isPlainObject
      case "integer":
        return (value) => typeof value === "number" && value % 1 === 0
      case "number":
      case "string":
      case "boolean":
        return (value) => typeof value === name
      default:
        return () => false
    }
  }
  if (!Array.isArray(type)) return one(type)
  const checks = type.map(one)
  return (value) => checks.some((check) => check(value))
}

class Compiler {
  private readonly memo = new Map<object, Check>()
  private readonly defs = new Map<string, Check>()

  constructor(private readonly root: SchemaObject) {}

  /** A `$ref` into the root's `$defs`, compiled when first used (so a schema may refer to itself). */
  private ref(ref: unknown): Check {
    const name = typeof ref === "string" ? DEF_REF.exec(ref)?.[1] : undefined
    const defs = this.root.$defs
    if (name === undefined || !isObject(defs) || !Object.hasOwn(defs, name)) throw new GiveUp()
    let target: Check | undefined
    return (value, depth) => {
      if (depth > QUICK_MAX_DEPTH) throw new GiveUp()
      target ??= this.def(name, defs[name])
      return target(value, depth + 1)
    }
  }

  private def(name: string, schema: unknown): Check {
    let check = this.defs.get(name)
    if (!check) {
      check = this.compile(schema, false)
      this.defs.set(name, check)
    }
    return check
  }

  compile(schema: unknown, isRoot: boolean): Check {
    if (schema === true) return ALWAYS
    if (schema === false) return NEVER
    if (!isObject(schema)) throw new GiveUp()
    const known = this.memo.get(schema)
    if (known) return known
    for (const key of Object.keys(schema)) if (!COMPILED.has(key) && !(isRoot && key === "$defs")) throw new GiveUp()
    const check = this.compileObject(schema)
    this.memo.set(schema, check)
    return check
  }

  private list(value: unknown): Check[] {
    if (!Array.isArray(value)) throw new GiveUp()
    return value.map((item) => this.compile(item, false))
  }

  private compileObject(s: SchemaObject): Check {
    const any: Check[] = []
    const objects: Check[] = []
    const arrays: Check[] = []
    const numbers: ((value: number) => boolean)[] = []
    const strings: ((value: string) => boolean)[] = []
    if (s.$ref !== undefined) any.push(this.ref(s.$ref))
    if (s.type !== undefined) {
      const typed = typeCheck(s.type)
      any.push((value) => typed(value))
    }
    if (s.const !== undefined) {
      const wanted = s.const
      any.push((value) =>
        typeof value === "object" && value !== null ? deepCompareStrict(value, wanted) : value === wanted,
      )
    }
    if (s.enum !== undefined) {
      if (!Array.isArray(s.enum)) throw new GiveUp()
      const values = s.enum as unknown[]
      any.push((value) =>
        typeof value === "object" && value !== null
          ? values.some((item) => deepCompareStrict(value, item))
          : values.includes(value),
      )
    }
    if (s.not !== undefined) {
      const not = this.compile(s.not, false)
      any.push((value, depth) => !not(value, depth))
    }
    if (s.anyOf !== undefined) {
      const anyOf = this.list(s.anyOf)
      any.push((value, depth) => anyOf.some((check) => check(value, depth)))
    }
    if (s.allOf !== undefined) {
      const allOf = this.list(s.allOf)
      any.push((value, depth) => allOf.every((check) => check(value, depth)))
    }
    if (s.oneOf !== undefined) {
      const oneOf = this.list(s.oneOf)
      any.push((value, depth) => {
        let matches = 0
        for (const check of oneOf) if (check(value, depth) && ++matches > 1) return false
        return matches === 1
      })
    }
    if (s.if !== undefined) {
      const condition = this.compile(s.if, false)
      const then = s.then === undefined ? ALWAYS : this.compile(s.then, false)
      const otherwise = s.else === undefined ? ALWAYS : this.compile(s.else, false)
      any.push((value, depth) => (condition(value, depth) ? then(value, depth) : otherwise(value, depth)))
    }
    this.objectKeywords(s, objects)
    this.arrayKeywords(s, arrays)
    if (typeof s.minimum === "number") {
      const minimum = s.minimum
      numbers.push((value) => value >= minimum)
    }
    if (typeof s.maximum === "number") {
      const maximum = s.maximum
      numbers.push((value) => value <= maximum)
    }
    if (typeof s.exclusiveMinimum === "number") {
      const bound = s.exclusiveMinimum
      numbers.push((value) => value > bound)
    }
    if (typeof s.exclusiveMaximum === "number") {
      const bound = s.exclusiveMaximum
      numbers.push((value) => value < bound)
    }
    for (const key of ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"])
      if (s[key] !== undefined && typeof s[key] !== "number") throw new GiveUp()
    if (s.minLength !== undefined || s.maxLength !== undefined) {
      const min = s.minLength
      const max = s.maxLength
      if ((min !== undefined && typeof min !== "number") || (max !== undefined && typeof max !== "number"))
        throw new GiveUp()
      strings.push((value) => {
        const length = ucs2length(value)
        return (min === undefined || length >= min) && (max === undefined || length <= max)
      })
    }
    if (s.pattern !== undefined) {
      if (typeof s.pattern !== "string") throw new GiveUp()
      // No g or y flag: test() keeps no state, as the validator's new RegExp per value.
      const pattern = new RegExp(s.pattern, "u")
      strings.push((value) => pattern.test(value))
    }
    if (s.format !== undefined) {
      const formats = format as Record<string, (value: string) => boolean>
      const name = s.format
      // Called as the validator calls it (a method of `format`); an unknown format is not checked.
      if (typeof name === "string" && formats[name]) strings.push((value) => formats[name]?.(value) ?? true)
    }
    return (value, depth) => {
      for (const check of any) if (!check(value, depth)) return false
      if (typeof value === "number") {
        for (const check of numbers) if (!check(value)) return false
      } else if (typeof value === "string") {
        for (const check of strings) if (!check(value)) return false
      } else if (Array.isArray(value)) {
        for (const check of arrays) if (!check(value, depth)) return false
      } else if (typeof value === "object" && value !== null) {
        for (const check of objects) if (!check(value, depth)) return false
      }
      return true
    }
  }

  private objectKeywords(s: SchemaObject, checks: Check[]): void {
    if (s.required !== undefined) {
      if (!Array.isArray(s.required)) throw new GiveUp()
      const required = s.required as string[]
      checks.push((value) => required.every((key) => Object.hasOwn(value as object, key)))
    }
    if (s.minProperties !== undefined || s.maxProperties !== undefined) {
      const min = s.minProperties
      const max = s.maxProperties
      if ((min !== undefined && typeof min !== "number") || (max !== undefined && typeof max !== "number"))
        throw new GiveUp()
      checks.push((value) => {
        const count = Object.keys(value as object).length
        return (min === undefined || count >= min) && (max === undefined || count <= max)
      })
    }
    if (s.propertyNames !== undefined) {
      const names = this.compile(s.propertyNames, false)
      checks.push((value, depth) => Object.keys(value as object).every((key) => names(key, depth + 1)))
    }
    if (s.dependentRequired !== undefined) {
      const dependent = s.dependentRequired
      if (!isObject(dependent)) throw new GiveUp()
      const pairs = Object.keys(dependent).map((key) => {
        const needed = dependent[key]
        if (!Array.isArray(needed)) throw new GiveUp()
        return [key, needed as string[]] as const
      })
      checks.push((value) =>
        pairs.every(
          ([key, needed]) =>
            !Object.hasOwn(value as object, key) || needed.every((other) => Object.hasOwn(value as object, other)),
        ),
      )
    }
    if (s.dependentSchemas !== undefined) {
      const dependent = s.dependentSchemas
      if (!isObject(dependent)) throw new GiveUp()
      const pairs = Object.keys(dependent).map((key) => [key, this.compile(dependent[key], false)] as const)
      checks.push((value, depth) =>
        pairs.every(([key, check]) => !Object.hasOwn(value as object, key) || check(value, depth)),
      )
    }
    const properties = s.properties
    const patterns = s.patternProperties
    if (properties !== undefined && !isObject(properties)) throw new GiveUp()
    if (patterns !== undefined && !isObject(patterns)) throw new GiveUp()
    const named =
      properties === undefined
        ? []
        : Object.keys(properties).map((key) => [key, this.compile(properties[key], false)] as const)
    const patterned =
      patterns === undefined
        ? []
        : Object.keys(patterns).map((key) => [new RegExp(key, "u"), this.compile(patterns[key], false)] as const)
    const additional = s.additionalProperties === undefined ? undefined : this.compile(s.additionalProperties, false)
    if (named.length > 0) {
      checks.push((value, depth) => {
        const object = value as Record<string, unknown>
        for (const [key, check] of named) if (Object.hasOwn(object, key) && !check(object[key], depth + 1)) return false
        return true
      })
    }
    if (patterned.length > 0 || additional !== undefined) {
      const names = new Set(named.map(([key]) => key))
      checks.push((value, depth) => {
        const object = value as Record<string, unknown>
        for (const key of Object.keys(object)) {
          let matched = names.has(key)
          for (const [pattern, check] of patterned) {
            if (!pattern.test(key)) continue
            matched = true
            if (!check(object[key], depth + 1)) return false
          }
          if (!matched && additional && !additional(object[key], depth + 1)) return false
        }
        return true
      })
    }
  }

  private arrayKeywords(s: SchemaObject, checks: Check[]): void {
    const min = s.minItems
    const max = s.maxItems
    if ((min !== undefined && typeof min !== "number") || (max !== undefined && typeof max !== "number"))
      throw new GiveUp()
    if (min !== undefined || max !== undefined)
      checks.push((value) => {
        const { length } = value as unknown[]
        return (min === undefined || length >= min) && (max === undefined || length <= max)
      })
    const prefix = s.prefixItems === undefined ? [] : this.list(s.prefixItems)
    // A list under `items` (draft 4's form) is not what the conversion writes: left to the validator.
    if (Array.isArray(s.items)) throw new GiveUp()
    const items = s.items === undefined ? undefined : this.compile(s.items, false)
    // `additionalItems` applies only after a list under `items`: with one schema there, nothing is left for it.
    if (prefix.length > 0 || items)
      checks.push((value, depth) => {
        const list = value as unknown[]
        const prefixed = Math.min(prefix.length, list.length)
        for (let i = 0; i < prefixed; i++) if (!(prefix[i] as Check)(list[i], depth + 1)) return false
        if (items) for (let i = prefixed; i < list.length; i++) if (!items(list[i], depth + 1)) return false
        return true
      })
    if (s.contains !== undefined) {
      const contains = this.compile(s.contains, false)
      const minContains = s.minContains
      const maxContains = s.maxContains
      if (
        (minContains !== undefined && typeof minContains !== "number") ||
        (maxContains !== undefined && typeof maxContains !== "number")
      )
        throw new GiveUp()
      checks.push((value, depth) => {
        const list = value as unknown[]
        if (list.length === 0 && minContains === undefined) return false
        if (minContains !== undefined && list.length < minContains) return false
        let contained = 0
        for (const item of list) if (contains(item, depth + 1)) contained++
        if (minContains === undefined) return contained > 0 && (maxContains === undefined || contained <= maxContains)
        return contained >= minContains && (maxContains === undefined || contained <= maxContains)
      })
    }
    if (s.uniqueItems !== undefined && s.uniqueItems !== false) {
      if (s.uniqueItems !== true) throw new GiveUp()
      checks.push((value) => {
        const list = value as unknown[]
        for (let j = 0; j < list.length; j++)
          for (let k = j + 1; k < list.length; k++) {
            const a = list[j]
            const b = list[k]
            if (
              a === b ||
              (typeof a === "object" && a !== null && typeof b === "object" && b !== null && deepCompareStrict(a, b))
            )
              return false
          }
        return true
      })
    }
  }
}

/**
 * Whether `data` is valid against `schema` (a converted schema: toJsonSchema's output), as the validator would say:
 * true or false, or undefined when this pass cannot tell (a keyword it does not compile, nesting beyond
 * QUICK_MAX_DEPTH, a stack overflow). Only a true is used (check-conformance.ts).
 * quickAccept({ type: "array", items: { type: "integer" } }, [1, 2]) → true
 */
export function quickAccept(schema: Schema | boolean, data: unknown): boolean | undefined {
  try {
    const root = isObject(schema) ? schema : {}
    const check = typeof schema === "boolean" ? (schema ? ALWAYS : NEVER) : new Compiler(root).compile(schema, true)
    return check(data, 0)
  } catch {
    // GiveUp, a stack overflow, a pattern that does not compile: the validator decides, as it did before this pass.
    return undefined
  }
}
