// What an endpoint may hold (the catalogue's and an opened API's). Not in api-constants.ts: that module is part of
// every page's app chunk (the explore filters' values), and the opened-API store's checks would keep these lists
// there too.

/** The catalogue's methods (the spec: "GET or POST in the data"). */
export const HTTP_METHODS = ["GET", "POST"] as const
/** Every method an API opened from its OpenAPI description may use. */
export const OPENAPI_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const
/**
 * The same methods as a Path Item Object names them, in the same order: every walk over a document's operations
 * (the importer's passes, the Swagger 2.0 upgrade, the conformance check) reads these. TRACE is not among them:
 * browsers do not send it.
 */
export const PATH_ITEM_METHODS = OPENAPI_METHODS.map((method) => method.toLowerCase() as Lowercase<OpenApiMethod>)
/**
 * Where an opened API's parameter goes; catalogue parameters leave it out (a path placeholder, else the query). A cookie
 * one is shown but never sent: browsers set cookies themselves.
 */
export const PARAMETER_PLACES = ["path", "query", "header", "cookie"] as const
/**
 * Every place a parameter may name: an opened API's, and "form", a catalogue parameter the provider reads from an
 * application/x-www-form-urlencoded body (Twilio's message, Stripe's PaymentIntent, PayPal's token).
 */
export const ALL_PARAMETER_PLACES = [...PARAMETER_PLACES, "form"] as const
export const PARAMETER_TYPES = ["string", "number", "object", "array"] as const

export type HttpMethod = (typeof HTTP_METHODS)[number]
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number]
export type PathItemMethod = Lowercase<OpenApiMethod>
