import { credentialPlace, mapOnce, type MapContext } from "./map-context"
import { enumTexts, exampleOf, exampleText, namedExamples } from "./examples"
import type { ImportedParameter } from "./imported-api"
import { own, type Json } from "./refs"
import type { ServerVariable } from "./servers"
import { cleanText, NAME_LIMIT, str } from "./text"
import type { Parameter, Reference, Schema } from "./document-types"
import { defaultExplode, PARAMETER_STYLES, styleIn, type ParameterPlace, type ParameterStyle } from "@/lib/param-style"

const PLACES: readonly string[] = ["path", "query", "header", "cookie"] satisfies ParameterPlace[]

/**
 * The parameter's `style` and `explode` when they differ from OpenAPI's defaults for its place, so the common
 * parameter carries neither (the output is cloned to the page and stored). A style OpenAPI does not allow in that
 * place (`deepObject` in a path) is read as the place's default, as the tester writes it (lib/param-style.ts).
 */
function styleOf(parameter: object, place: ParameterPlace): { style?: ParameterStyle; explode?: boolean } {
  const given = own(parameter, "style")
  const known = PARAMETER_STYLES.find((style) => style === given)
  const style = styleIn(place, known)
  const explode = own(parameter, "explode")
  return {
    ...(style === styleIn(place, undefined) ? {} : { style }),
    ...(typeof explode === "boolean" && explode !== defaultExplode(style) ? { explode } : {}),
  }
}

function parameterType(schema: object | undefined): ImportedParameter["type"] {
  const type = schema ? own(schema, "type") : undefined
  const first = Array.isArray(type) ? type.find((t) => t !== "null") : type
  if (first === "integer" || first === "number") return "number"
  if (first === "array") return "array"
  if (first === "object") return "object"
  return "string"
}

/** One parameter object → ImportedParameter (a cookie one is shown, never sent: a page cannot set cookies). */
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
  if (where === undefined || !PLACES.includes(where)) return undefined
  const place = where as ParameterPlace
  const name = cleanText(own(parameter, "name"), NAME_LIMIT)
  if (!name) return undefined
  const schema = refs.resolve<Schema>(parameter.schema) ?? parameter
  const example = exampleOf(context, parameter, schema, refs.object(own(schema, "items")))
  const type = parameterType(schema)
  const defaultText = exampleText(context, own(schema, "default"))
  // A list's enum is of its items (kept: 'Use example values' may fill the first; typed as text, not picked from a
  // select); an object's is of its properties.
  const items = refs.object(own(schema, "items"))
  const choices =
    type === "object" ? [] : type === "array" ? (items ? enumTexts(context, items) : []) : enumTexts(context, schema)
  const examples = namedExamples(context, parameter)
  // The document marks it as a credential: a password, or the place of one of its apiKey schemes.
  const secret = own(schema, "format") === "password" || context.credentialPlaces.has(credentialPlace(place, name))
  return {
    name,
    in: place,
    type,
    required: place === "path" || own(parameter, "required") === true,
    description: cleanText(own(parameter, "description")),
    ...(example === undefined ? {} : { example }),
    ...styleOf(parameter, place),
    ...(defaultText === undefined ? {} : { default: defaultText }),
    ...(choices.length === 0 ? {} : { enum: choices }),
    ...(examples.length === 0 ? {} : { examples }),
    ...(secret ? { secret: true } : {}),
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
