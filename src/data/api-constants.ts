/** The spec's category list (docs/behaviour.md §3), without the 'All' filter value. */
export const CATEGORIES = [
  "Animals",
  "Communication",
  "Development",
  "Entertainment",
  "Finance",
  "Games",
  "Geography",
  "Music",
  "News",
  "Photography",
  "Science",
  "Social",
  "Text",
  "Utilities",
  "Weather",
] as const

export const AUTH_TYPES = ["none", "apikey", "oauth", "bearer"] as const
/** The catalogue's methods (the spec: "GET or POST in the data"). */
export const HTTP_METHODS = ["GET", "POST"] as const
/** Every method an API opened from its OpenAPI description may use. */
export const OPENAPI_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const
/**
 * Where an opened API's parameter goes; catalogue parameters leave it out (a path placeholder, else the query). A cookie
 * one is shown but never sent: browsers set cookies themselves.
 */
export const PARAMETER_PLACES = ["path", "query", "header", "cookie"] as const
export const PARAMETER_TYPES = ["string", "number", "object", "array"] as const

/**
 * What really happens when a browser calls the API (the spec's own `cors` flag stays as it is, docs/behaviour.md §3):
 * ok = callable from a web page; server-only = no CORS / secret key; http-only = mixed content on https pages.
 */
export const BROWSER_SUPPORT = ["ok", "server-only", "http-only"] as const

export type Category = (typeof CATEGORIES)[number]
export type AuthType = (typeof AUTH_TYPES)[number]
export type HttpMethod = (typeof HTTP_METHODS)[number]
export type OpenApiMethod = (typeof OPENAPI_METHODS)[number]
export type BrowserSupport = (typeof BROWSER_SUPPORT)[number]
