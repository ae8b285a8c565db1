import { isObject, RefResolver, type Json } from "../refs"
import type { OpenApiDocument } from "../document-types"
import { upgradeSwagger2 } from "./swagger-2"
import { detectVersion, type SpecVersion } from "./version"

export type Upgraded =
  { ok: true; document: OpenApiDocument; specVersion: SpecVersion; notes: string[] } | { ok: false; message: string }

/**
 * The upgrade stage: a parsed (and bundled) value → an OpenAPI 3.0 or 3.1 document, whatever it was written in, or
 * one sentence saying why it is not an API description this app opens. `specVersion` keeps what it was written in.
 */
export function upgradeDocument(value: Json): Upgraded {
  if (!isObject(value))
    return { ok: false, message: "This is not an API description: it is not a JSON or YAML object." }
  const version = detectVersion(value)
  if (version === "") {
    return {
      ok: false,
      message: 'This is not an OpenAPI or Swagger description: it has no "openapi" or "swagger" version field.',
    }
  }
  if (typeof version === "object") {
    return {
      ok: false,
      message: `${version.unsupported} is not supported: API Explorer opens OpenAPI 3.0, 3.1 and Swagger 2.0.`,
    }
  }
  if (version !== "2.0")
    return { ok: true, document: value as unknown as OpenApiDocument, specVersion: version, notes: [] }
  const { document, notes } = upgradeSwagger2(value, new RefResolver(value))
  return { ok: true, document, specVersion: version, notes }
}
