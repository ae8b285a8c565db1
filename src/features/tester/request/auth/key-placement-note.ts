import type { Api, Endpoint } from "@/data/api-schema"
import { apiHost, canSendFromPage, endpointKeyPlacement, KEY_MASK } from "@/lib/api-keys"

export type KeyNoteApi = Pick<Api, "name" | "auth" | "baseUrl" | "keyPlacement">
export type KeyNoteEndpoint = Pick<Endpoint, "keyPlacement">

/**
 * The one line under the 'API key' field that says where the key goes (docs/api-keys.md), e.g.
 * 'Sent as the query parameter "appid" to api.openweathermap.org only.' Empty for an API without a placement.
 * The endpoint's own placement wins over the API's (HTTP Basic on PayPal's token endpoint).
 */
export function keyPlacementNote(api: KeyNoteApi, endpoint: KeyNoteEndpoint = {}, origin = api.baseUrl): string {
  const placement = endpointKeyPlacement(api, endpoint)
  if (placement === undefined) return ""
  const host = apiHost(origin)
  if (placement.in === "cookie")
    return `${api.name} takes the key in the cookie "${placement.name}", which browsers do not let web pages set: the tester cannot send it. Copy the code and run it from a server or a terminal.`
  if (placement.in === "header" && !canSendFromPage(placement))
    return `${api.name} takes the key in the "${placement.name}" header, which browsers do not let web pages set: the tester cannot send it. Copy the code and run it from a server or a terminal.`
  const sentence = (() => {
    switch (placement.in) {
      case "query":
        return `Sent as the query parameter "${placement.name}" to ${host} only.`
      case "header":
        if (placement.name.toLowerCase() !== "authorization")
          return `Sent as the header "${placement.name}" to ${host} only.`
        // The key is the whole Authorization value, scheme included (Discord's "Bot …").
        return placement.hint === undefined
          ? `Sent as the whole Authorization header to ${host} only: paste the complete value with its scheme, as ${api.name}'s docs show (e.g. "Basic …" or "Bot …").`
          : `Type ${placement.hint}. Sent as the whole Authorization header to ${host} only.`
      case "placeholder":
        return `Fills {${placement.name}} in the URL, sent to ${host} only; the URL on screen shows it as ${KEY_MASK}.`
      case "bearer":
        return `Sent as "Authorization: Bearer …" to ${host} only.`
      case "basic":
        // PayPal's token endpoint takes client credentials; Twilio and Mailchimp say what their user and password are.
        return `Type ${placement.hint ?? "your client ID as the user and your client secret as the password"}. Sent as "Authorization: Basic …" (their base64) to ${host} only.`
    }
  })()
  // An OAuth token is pasted for bearer endpoints; HTTP Basic takes the app's own credentials instead.
  return api.auth === "oauth" && placement.in === "bearer"
    ? `Paste an access token from ${api.name}'s OAuth flow. ${sentence}`
    : sentence
}

/**
 * Why the field is empty although this opened API has a key: it was entered for another origin, and a key goes only
 * where it was entered for (lib/api-keys.ts requestKeySlot). "" when there is no other key.
 * otherOriginNote("https://api.new.dev", ["https://api.old.dev"]) → 'Your key for api.old.dev is not sent to
 * api.new.dev: …'
 */
export function otherOriginNote(origin: string, otherOrigins: readonly string[]): string {
  if (otherOrigins.length === 0) return ""
  const host = apiHost(origin)
  const named = otherOrigins.filter((other) => other !== "").map(apiHost)
  const before =
    named.length === 0
      ? "A key saved earlier for this API is not sent"
      : `Your key for ${named.join(", ")} is not sent to ${host}`
  return `${before}: a key goes only to the server it was entered for, and this API's server has changed or differs here. Enter the key for ${host} to send one.`
}
