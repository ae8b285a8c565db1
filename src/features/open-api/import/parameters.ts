import { mapOnce, type MapContext } from "./context"
import { exampleOf } from "./examples"
import type { ImportedParameter } from "./imported-api"
import { own, type Json } from "./refs"
import type { ServerVariable } from "./servers"
import { cleanText, NAME_LIMIT, str } from "./text"
import type { Parameter, Reference, Schema } from "./view"

function parameterType(schema: object | undefined): ImportedParameter["type"] {
  const type = schema ? own(schema, "type") : undefined
  const first = Array.isArray(type) ? type.find((t) => t !== "null") : type
  if (first === "integer" || first === "number") return "number"
  if (first === "array") return "array"
  if (first === "object") return "object"
  return "string"
}

/** One parameter object → ImportedParameter; undefined for cookie parameters (a page cannot set them). */
export function mapParameter(
  context: MapContext,
  value: Parameter | Reference | Json | undefined,
): ImportedParameter | undefined {
  const { refs } = context
  const parameter = refs.resolve(value)
  if (!parameter) return undefined
  return mapOnce(context, parameter, "parameter", () => mapResolved(context, parameter))
}

function mapResolved(context: MapContext, parameter: Parameter): ImportedParameter | undefined {
  const { refs } = context
  const where = str(own(parameter, "in"))
  if (where !== "path" && where !== "query" && where !== "header") return undefined
  const name = cleanText(own(parameter, "name"), NAME_LIMIT)
  if (!name) return undefined
  const schema = refs.resolve<Schema>(parameter.schema) ?? parameter
  const example = exampleOf(context, parameter, schema, refs.object(own(schema, "items")))
  return {
    name,
    in: where,
    type: parameterType(schema),
    required: where === "path" || own(parameter, "required") === true,
    description: cleanText(own(parameter, "description")),
    ...(example === undefined ? {} : { example }),
  }
}

/** Server variables as parameters of every endpoint ("{region}" in the base URL is filled in like a path one). */
export function serverParameters(variables: Map<string, ServerVariable>): ImportedParameter[] {
  return [...variables].map(([name, variable]) => ({
    name,
    in: "path",
    type: "string",
    required: true,
    description: variable.description || "A server variable.",
    ...(variable.example === undefined ? {} : { example: variable.example }),
  }))
}
