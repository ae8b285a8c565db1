import type { Api, Endpoint, KeyPlacement } from "@/data/api-schema"

// Which of an API's documented schemes the key goes by (docs/api-keys.md): a description may allow several for the same
// credentials (Stripe: a secret key as Bearer or as Basic). The chosen one becomes the endpoint's own placement, so
// the key note, the key's slot (a Basic password is kept apart from a bearer token: lib/api-keys.ts keySlot), the
// request and the snippets all follow it through the code that already reads `endpoint.keyPlacement`.

/**
 * The schemes the visitor may choose from for this endpoint: the API's `keyChoices` (its own placement first) when it
 * has several and the endpoint uses the API's scheme; none for an endpoint with its own scheme or that takes no key.
 */
export function authChoices(
  api: Pick<Api, "keyChoices">,
  endpoint: Pick<Endpoint, "keyPlacement" | "noKey">,
): readonly KeyPlacement[] {
  if (endpoint.noKey || endpoint.keyPlacement !== undefined) return []
  return api.keyChoices && api.keyChoices.length > 1 ? api.keyChoices : []
}

/**
 * The endpoint as the chosen scheme sends it: unchanged for the first (the API's own) or a choice out of range;
 * otherwise with that scheme as its own `keyPlacement`.
 * withAuthChoice({ keyPlacement: { in: "basic" }, keyChoices: [basic, bearer] }, endpoint, 1)
 *   → { ...endpoint, keyPlacement: { in: "bearer" } }
 */
export function withAuthChoice<E extends Pick<Endpoint, "keyPlacement" | "noKey">>(
  api: Pick<Api, "keyChoices">,
  endpoint: E,
  index: number,
): E {
  const chosen = index > 0 ? authChoices(api, endpoint)[index] : undefined
  return chosen === undefined ? endpoint : { ...endpoint, keyPlacement: chosen }
}

/**
 * The picker's words for a scheme: "Bearer token", "HTTP Basic (user:password)", 'API key in the header "X-Key"'.
 */
export function authChoiceLabel(placement: KeyPlacement): string {
  switch (placement.in) {
    case "bearer":
      return "Bearer token"
    case "basic":
      return "HTTP Basic (user:password)"
    case "header":
      return `API key in the header "${placement.name}"`
    case "query":
      return `API key in the query parameter "${placement.name}"`
    case "cookie":
      return `API key in the cookie "${placement.name}"`
    case "placeholder":
      return `Key in the URL ({${placement.name}})`
  }
}
