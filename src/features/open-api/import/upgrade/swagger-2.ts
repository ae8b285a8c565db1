import type { OpenAPIV2, OpenAPIV3 } from "openapi-types"
import { PATH_ITEM_METHODS } from "@/data/endpoint-constants"
import { isObject, own, type Json, type JsonObject, type RefResolver } from "../refs"
import { arr, cleanText, entries, obj, setOwn, str } from "../text"

// Swagger 2.0 → OpenAPI 3.0, once, before anything maps the document: after this no mapper knows 2.0 existed.
// Shallow and lazy on purpose (docs/decisions/020-swagger-upgrade-step.md): only the objects whose shape changed
// between the versions are rebuilt — servers, security schemes, and per operation its parameters, body and
// responses. Schemas are the same in both versions and are kept as they are, by reference: `definitions` stays where
// it was (so every "#/definitions/Pet" still resolves) and is also `components.schemas`. Nothing is walked to its
// depth, so a 46 MB or a 3,000-level document costs what its operations cost.

export const SWAGGER_FORM_NOTE =
  "Form fields (formData) are sent as a form or multipart body: the tester lists no field names for them yet, so type each as a name=value line in its Request body."

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"]
/** The keys of a 2.0 parameter or header that describe its value: in 3.0 they live in its `schema`. */
const SCHEMA_KEYS = [
  "type",
  "format",
  "items",
  "default",
  "enum",
  "maximum",
  "exclusiveMaximum",
  "minimum",
  "exclusiveMinimum",
  "maxLength",
  "minLength",
  "pattern",
  "maxItems",
  "minItems",
  "uniqueItems",
  "multipleOf",
]

export type UpgradedSwagger = { document: OpenAPIV3.Document; notes: string[] }

/** A 2.0 value description (parameter, header, items) as a 3.0 schema: `type: file` is a binary string. */
function schemaOf(described: JsonObject): JsonObject {
  const schema: JsonObject = {}
  for (const key of SCHEMA_KEYS) {
    const value = own(described, key)
    if (value !== undefined) setOwn(schema, key, value)
  }
  if (own(schema, "type") === "file") {
    schema.type = "string"
    schema.format = "binary"
  }
  return schema
}

/** The media types an operation takes or gives: its own list, else the document's, else JSON. */
function mediaTypes(own: Json | undefined, global: Json | undefined): string[] {
  const list = (Array.isArray(own) ? own : arr(global)).filter((type): type is string => typeof type === "string")
  return list.length > 0 ? list : ["application/json"]
}

/**
 * A 2.0 array parameter's `collectionFormat` as 3.0 `style` and `explode`. 2.0's default is csv (`a,b`), which in the
 * query string is form without explode (3.0's form default explodes: `tag=a&tag=b`); in a path or header csv is
 * simple, 3.0's default there. ssv and pipes exist only in the query; multi is form, exploded. tsv has no 3.0 style:
 * written as csv.
 */
function styleOf(parameter: JsonObject): JsonObject {
  if (own(parameter, "type") !== "array" || own(parameter, "in") !== "query") return {}
  const format = own(parameter, "collectionFormat")
  if (format === "multi") return { style: "form", explode: true }
  if (format === "ssv") return { style: "spaceDelimited", explode: false }
  if (format === "pipes") return { style: "pipeDelimited", explode: false }
  return { style: "form", explode: false }
}

function withoutKeys(source: JsonObject, keys: readonly string[]): JsonObject {
  const copy: JsonObject = {}
  for (const [key, value] of entries(source)) if (!keys.includes(key)) setOwn(copy, key, value)
  return copy
}

/** One Swagger 2.0 document (parsed, its external references already bundled) as OpenAPI 3.0. Never throws. */
export function upgradeSwagger2(source: JsonObject, refs: RefResolver): UpgradedSwagger {
  const notes: string[] = []
  // Converted objects by original: a parameter or response shared by many operations stays one object.
  const converted = new WeakMap<object, JsonObject>()
  let hasForms = false

  const parameterOf = (parameter: JsonObject): JsonObject => {
    const done = converted.get(parameter)
    if (done) return done
    const result = withoutKeys(parameter, [...SCHEMA_KEYS, "collectionFormat", "allowEmptyValue"])
    if (own(parameter, "example") === undefined && own(parameter, "x-example") !== undefined)
      result.example = own(parameter, "x-example") ?? null
    result.schema = schemaOf(parameter)
    Object.assign(result, styleOf(parameter))
    converted.set(parameter, result)
    return result
  }

  const responseOf = (response: JsonObject, produces: string[]): JsonObject => {
    const done = converted.get(response)
    if (done) return done
    const result: JsonObject = withoutKeys(response, ["schema", "examples", "headers"])
    const schema = own(response, "schema")
    const examples = obj(own(response, "examples"))
    const types = [...produces, ...Object.keys(examples).filter((type) => !produces.includes(type))]
    if (schema !== undefined || Object.keys(examples).length > 0) {
      const content: JsonObject = {}
      for (const type of types) {
        const media: JsonObject = {}
        if (schema !== undefined) media.schema = schema
        const example = own(examples, type)
        if (example !== undefined) media.example = example
        setOwn(content, type, media)
      }
      result.content = content
    }
    const headers = own(response, "headers")
    if (isObject(headers)) {
      const upgraded: JsonObject = {}
      for (const [name, header] of entries(headers)) {
        const value = refs.object(header)
        if (value) setOwn(upgraded, name, { ...withoutKeys(value, SCHEMA_KEYS), schema: schemaOf(value) })
      }
      result.headers = upgraded
    }
    converted.set(response, result)
    return result
  }

  const operationOf = (operation: JsonObject, shared: Json[]): JsonObject => {
    const result = withoutKeys(operation, ["parameters", "consumes", "produces", "responses"])
    const consumes = mediaTypes(own(operation, "consumes"), own(source, "consumes"))
    const produces = mediaTypes(own(operation, "produces"), own(source, "produces"))
    const parameters: Json[] = []
    let body: JsonObject | undefined
    const form = new Map<string, JsonObject>()
    // The path's body and form fields belong to each operation's body; its other parameters stay on the path.
    for (const raw of [...shared, ...arr(own(operation, "parameters"))]) {
      const parameter = refs.object(raw)
      const where = parameter ? str(own(parameter, "in")) : undefined
      if (parameter && where === "body") body = parameter
      else if (parameter && where === "formData") form.set(cleanText(own(parameter, "name"), 200), parameter)
      else if (!shared.includes(raw)) parameters.push(parameter ? parameterOf(parameter) : raw)
    }
    if (parameters.length > 0) result.parameters = parameters
    if (form.size > 0) hasForms = true
    if (body) {
      const content: JsonObject = {}
      const schema = own(body, "schema") ?? {}
      for (const type of consumes.filter((type) => !FORM_TYPES.includes(type))) setOwn(content, type, { schema })
      if (Object.keys(content).length === 0) content["application/json"] = { schema }
      result.requestBody = {
        content,
        ...(typeof own(body, "description") === "string" ? { description: own(body, "description") ?? "" } : {}),
        ...(own(body, "required") === true ? { required: true } : {}),
      }
    } else if (form.size > 0) {
      const properties: JsonObject = {}
      const required: string[] = []
      for (const [name, field] of form) {
        const schema = schemaOf(field)
        if (typeof own(field, "description") === "string") schema.description = own(field, "description") ?? ""
        setOwn(properties, name, schema)
        if (own(field, "required") === true) required.push(name)
      }
      const hasFile = [...form.values()].some((field) => own(field, "type") === "file")
      const types = consumes.filter((type) => FORM_TYPES.includes(type))
      const content: JsonObject = {}
      const schema: JsonObject = { type: "object", properties, ...(required.length > 0 ? { required } : {}) }
      for (const type of types.length > 0 ? types : [hasFile ? "multipart/form-data" : (FORM_TYPES[0] ?? "")])
        setOwn(content, type, { schema })
      result.requestBody = { content }
    }
    const responses: JsonObject = {}
    for (const [status, raw] of entries(own(operation, "responses"))) {
      const response = refs.object(raw)
      setOwn(responses, status, response ? responseOf(response, produces) : raw)
    }
    result.responses = responses
    return result
  }

  const paths: JsonObject = {}
  for (const [path, raw] of entries(own(source, "paths"))) {
    const item = refs.object(raw)
    if (!item) {
      setOwn(paths, path, raw)
      continue
    }
    const shared = arr(own(item, "parameters"))
    const upgraded = withoutKeys(item, ["parameters", ...PATH_ITEM_METHODS])
    const pathParameters: Json[] = []
    for (const raw of shared) {
      const parameter = refs.object(raw)
      const where = parameter ? str(own(parameter, "in")) : undefined
      if (where !== "body" && where !== "formData") pathParameters.push(parameter ? parameterOf(parameter) : raw)
    }
    if (pathParameters.length > 0) upgraded.parameters = pathParameters
    for (const method of PATH_ITEM_METHODS) {
      const operation = refs.object(own(item, method))
      if (operation) upgraded[method] = operationOf(operation, shared)
    }
    setOwn(paths, path, upgraded)
  }

  const securitySchemes: JsonObject = {}
  for (const [name, raw] of entries(own(source, "securityDefinitions"))) {
    const scheme = refs.object(raw)
    if (scheme) setOwn(securitySchemes, name, securitySchemeOf(scheme))
  }

  const document = withoutKeys(source, [
    "swagger",
    "host",
    "basePath",
    "schemes",
    "consumes",
    "produces",
    "securityDefinitions",
    "paths",
  ])
  document.openapi = "3.0.3"
  document.servers = [{ url: serverUrl(source) }]
  document.paths = paths
  document.components = {
    ...obj(own(source, "components")),
    ...(isObject(own(source, "definitions")) ? { schemas: own(source, "definitions") ?? {} } : {}),
    securitySchemes,
  }
  if (hasForms) notes.push(SWAGGER_FORM_NOTE)
  return { document: document as unknown as OpenAPIV3.Document, notes }
}

/**
 * host + basePath with the https scheme when the document lists it (an https page can only call that one), else
 * its one scheme; with none, "//host" (the document's own scheme, resolved by servers.ts). No host: basePath alone.
 */
function serverUrl(source: JsonObject): string {
  const host = cleanText(own(source, "host"), 500)
  const basePath = cleanText(own(source, "basePath"), 500)
  const schemes = arr(own(source, "schemes")).filter((s): s is string => s === "https" || s === "http")
  if (!host) return basePath || "/"
  const scheme = schemes.includes("https") ? "https" : schemes[0]
  return `${scheme ? `${scheme}:` : ""}//${host}${basePath}`
}

/** basic → HTTP basic; apiKey as it was; an OAuth 2 flow under its 3.0 name. */
function securitySchemeOf(scheme: JsonObject): JsonObject {
  const type = str(own(scheme, "type"))
  if (type === "basic") return { ...withoutKeys(scheme, ["type"]), type: "http", scheme: "basic" }
  if (type !== "oauth2") return scheme
  const v2 = scheme as unknown as OpenAPIV2.SecuritySchemeOauth2
  const flowName = {
    implicit: "implicit",
    password: "password",
    application: "clientCredentials",
    accessCode: "authorizationCode",
  }[String(v2.flow)]
  const flow: JsonObject = { scopes: obj(own(scheme, "scopes")) }
  for (const key of ["authorizationUrl", "tokenUrl"]) {
    const value = own(scheme, key)
    if (value !== undefined) setOwn(flow, key, value)
  }
  return {
    ...withoutKeys(scheme, ["flow", "authorizationUrl", "tokenUrl", "scopes"]),
    flows: flowName ? { [flowName]: flow } : {},
  }
}
