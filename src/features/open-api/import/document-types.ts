import type { OpenAPIV3, OpenAPIV3_1 } from "openapi-types"

// The typed view the mappers read: after the upgrade stage every document is OpenAPI 3.0 or 3.1, so one set of
// object types names what each mapper reads. Type-only (openapi-types ships no code). The values are still the
// document's: a field typed string may hold anything, so mappers read each through text.ts's checks.

export type OpenApiDocument = OpenAPIV3.Document | OpenAPIV3_1.Document
export type Reference = OpenAPIV3.ReferenceObject
export type PathItem = OpenAPIV3.PathItemObject
export type Operation = OpenAPIV3.OperationObject
export type Parameter = OpenAPIV3.ParameterObject
export type Schema = OpenAPIV3.SchemaObject
export type RequestBody = OpenAPIV3.RequestBodyObject
export type MediaType = OpenAPIV3.MediaTypeObject
export type Response = OpenAPIV3.ResponseObject
export type SecurityScheme = OpenAPIV3.SecuritySchemeObject
export type Server = OpenAPIV3.ServerObject
export type Tag = OpenAPIV3.TagObject
