/** The Badge tones (components/ui/badge.tsx) a method badge uses. */
export type MethodTone = "primary" | "warning" | "success" | "danger" | "neutral"

/**
 * The badge tone of an HTTP method, one per family, so a list of an opened API's endpoints reads at a glance:
 * GET primary and POST warning (as before), PUT and PATCH success, DELETE danger, HEAD, OPTIONS and anything
 * else neutral. methodTone("patch") → "success"
 */
export function methodTone(method: string): MethodTone {
  switch (method.toUpperCase()) {
    case "GET":
      return "primary"
    case "POST":
      return "warning"
    case "PUT":
    case "PATCH":
      return "success"
    case "DELETE":
      return "danger"
    default:
      return "neutral"
  }
}
