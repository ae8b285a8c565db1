import { own, type JsonObject } from "../refs"
import { cleanText, str } from "../text"

export type SpecVersion = "2.0" | "3.0" | "3.1"

/**
 * The document's version, or how to name the one it has when unsupported ("OpenAPI 4.0.0", "Swagger 1.2"); "" when
 * it has none. A YAML `openapi: 3.1` or `swagger: 2.0` without quotes is a number, and is read as meant.
 */
export function detectVersion(document: JsonObject): SpecVersion | { unsupported: string } | "" {
  const rawOpenapi = own(document, "openapi")
  const openapi = typeof rawOpenapi === "number" ? rawOpenapi.toFixed(1) : str(rawOpenapi)
  if (openapi !== undefined) {
    if (/^3\.0(\.|$)/.test(openapi)) return "3.0"
    if (/^3\.1(\.|$)/.test(openapi)) return "3.1"
    return { unsupported: `OpenAPI ${cleanText(openapi, 40)}` }
  }
  const swagger = own(document, "swagger") ?? own(document, "swaggerVersion")
  if (swagger === "2.0" || swagger === 2) return "2.0"
  if (typeof swagger === "string" || typeof swagger === "number")
    return { unsupported: `Swagger ${cleanText(String(swagger), 40)}` }
  return ""
}
