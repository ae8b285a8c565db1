import { AUTH_TYPES } from "@/data/api-constants"
import { OPENAPI_METHODS, PARAMETER_PLACES, PARAMETER_TYPES } from "@/data/endpoint-constants"
import { PARAMETER_STYLES } from "@/lib/param-style"
import { isOAuthSchemes } from "@/lib/oauth/oauth-scheme"
import type { OpenedSource } from "@/data/api-schema"
import type { ApiWithExamples } from "@/lib/example-urls"

// An opened API read back from IndexedDB is data this page did not just make: another version of the app, a browser
// extension or a damaged disk may have written it. Before a page draws it, every field the page reads is checked, so
// a damaged record is "not kept here" (open it again), never a page that fails to draw ("Something went wrong").
// Fields the page does not read are left as they are. Format 1 records (the first format) are read into format 2.

type Loose = Record<string, unknown>

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null
const isString = (value: unknown): value is string => typeof value === "string"
const isOptional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value)
const isOneOf = (values: readonly string[]) => (value: unknown) => isString(value) && values.includes(value)
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString)

const PLACEMENTS = ["query", "header", "cookie", "placeholder", "bearer", "basic"] as const

function isPlacement(value: unknown): boolean {
  if (!isObject(value) || !isOneOf(PLACEMENTS)(value.in)) return false
  const named = value.in === "query" || value.in === "header" || value.in === "cookie" || value.in === "placeholder"
  return (!named || (isString(value.name) && value.name !== "")) && isOptional(value.hint, isString)
}

const isNamedExamples = (value: unknown) =>
  Array.isArray(value) &&
  value.every(
    (example) => isObject(example) && isString(example.name) && example.name !== "" && isString(example.value),
  )

function isParameter(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.name) &&
    isOneOf(PARAMETER_TYPES)(value.type) &&
    typeof value.required === "boolean" &&
    isString(value.description) &&
    isOptional(value.example, isString) &&
    isOptional(value.in, isOneOf(PARAMETER_PLACES)) &&
    isOptional(value.style, isOneOf(PARAMETER_STYLES)) &&
    isOptional(value.explode, (explode) => typeof explode === "boolean") &&
    isOptional(value.default, isString) &&
    isOptional(value.enum, isStringList) &&
    isOptional(value.examples, isNamedExamples) &&
    isOptional(value.secret, (secret) => secret === true)
  )
}

function isServerVariable(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.name) &&
    value.name !== "" &&
    isString(value.default) &&
    isOptional(value.enum, isStringList) &&
    isOptional(value.description, isString)
  )
}

/** A server list (records stored before servers were kept have none: the tester uses the base URL). */
function isServerList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every(
      (server) =>
        isObject(server) &&
        isString(server.url) &&
        isOptional(server.description, isString) &&
        isOptional(server.variables, (variables) => Array.isArray(variables) && variables.every(isServerVariable)),
    )
  )
}

function isEndpoint(value: unknown, checkedLists: WeakSet<object>): boolean {
  if (!isObject(value)) return false
  const { parameters } = value
  if (parameters !== undefined) {
    if (!Array.isArray(parameters)) return false
    // Equal parameter lists are one object (import/shared-values.ts): checked once.
    if (!checkedLists.has(parameters)) {
      if (!parameters.every(isParameter)) return false
      checkedLists.add(parameters)
    }
  }
  return (
    isString(value.name) &&
    isOneOf(OPENAPI_METHODS)(value.method) &&
    isString(value.path) &&
    isString(value.description) &&
    isString(value.exampleUrl) &&
    isOptional(value.example, isString) &&
    isOptional(value.keyPlacement, isPlacement) &&
    isOptional(value.noKey, (noKey) => noKey === true) &&
    isOptional(value.body, isString) &&
    isOptional(value.responses, (list) => isSharedList(list, isResponse, checkedLists)) &&
    isOptional(value.requestBodies, (list) => isSharedList(list, isBody, checkedLists)) &&
    isOptional(value.servers, isServerList)
  )
}

// Documented responses, request bodies and hooks are only shown (never sent): their texts and lists are checked; a
// schema is drawn defensively (documented-responses.ts reads every field it uses through a type check).
function isResponse(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.status) &&
    isString(value.description) &&
    isStringList(value.mediaTypes) &&
    isOptional(value.example, isString) &&
    isOptional(value.schema, isObject)
  )
}

function isBody(value: unknown): boolean {
  return isObject(value) && isString(value.mediaType) && isOptional(value.example, isString)
}

function isHook(value: unknown): boolean {
  return (
    isObject(value) &&
    isOneOf(["webhook", "callback"])(value.kind) &&
    isString(value.name) &&
    isString(value.method) &&
    isString(value.summary) &&
    isOptional(value.url, isString) &&
    isOptional(value.operation, isString)
  )
}

/** A list every item of which passes `check`; equal lists are one object (import/shared-values.ts): checked once. */
function isSharedList(value: unknown, check: (item: unknown) => boolean, checkedLists: WeakSet<object>): boolean {
  if (!Array.isArray(value)) return false
  if (checkedLists.has(value)) return true
  if (!value.every(check)) return false
  checkedLists.add(value)
  return true
}

function isGroup(value: unknown): boolean {
  return (
    isObject(value) &&
    isString(value.name) &&
    isString(value.description) &&
    Array.isArray(value.endpoints) &&
    value.endpoints.every((index) => Number.isSafeInteger(index) && (index as number) >= 0)
  )
}

function isOpenedSource(value: unknown): value is OpenedSource {
  return (
    isObject(value) &&
    value.kind === "opened" &&
    isOneOf(["url", "file", "paste"])(value.source) &&
    isOptional(value.location, isString) &&
    isString(value.openedAt) &&
    isStringList(value.notes) &&
    isOptional(value.authNote, isString) &&
    isOptional(value.oauth, isOAuthSchemes) &&
    Array.isArray(value.groups) &&
    value.groups.every(isGroup) &&
    isString(value.version) &&
    isOneOf(["2.0", "3.0", "3.1"])(value.specVersion) &&
    isOptional(value.hooks, (hooks) => Array.isArray(hooks) && hooks.every(isHook)) &&
    isOptional(value.servers, isServerList)
  )
}

/**
 * A stored API as the page takes it, or undefined when any field the page reads is missing or of another type.
 * `format` 1: its `opened` becomes `source: { kind: "opened", … }` and its invented `cors`, `free` and `browser` go.
 */
export function readStoredApi(value: unknown, format: number): ApiWithExamples | undefined {
  if (!isObject(value)) return undefined
  let api = value
  if (format === 1) {
    const { opened, cors: _cors, free: _free, browser: _browser, ...rest } = value
    api = { ...rest, source: isObject(opened) ? { kind: "opened", ...opened } : undefined }
  }
  const checkedLists = new WeakSet<object>()
  const isValid =
    isString(api.id) &&
    isString(api.name) &&
    isString(api.description) &&
    isString(api.baseUrl) &&
    isString(api.category) &&
    isOneOf(AUTH_TYPES)(api.auth) &&
    isString(api.website) &&
    isOptional(api.keyPlacement, isPlacement) &&
    isOptional(api.keyChoices, (choices) => Array.isArray(choices) && choices.every(isPlacement)) &&
    isOpenedSource(api.source) &&
    Array.isArray(api.endpoints) &&
    api.endpoints.every((endpoint) => isEndpoint(endpoint, checkedLists))
  return isValid ? (api as ApiWithExamples) : undefined
}
