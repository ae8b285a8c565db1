import type { Api, Endpoint, KeyPlacement } from "@/data/api-schema"
import { endpointKeyPlacement, endpointNeedsKey, requestKeySlot, requestOrigin } from "@/lib/api-keys"
import { buildRequestUrl } from "@/lib/url"
import { authChoices, withAuthChoice } from "../request/auth/auth-choice"
import { bodyValueNames } from "../request/body/request-body"
import { chooseServer, serverValueNames, type ServerChoice } from "../request/parameters/server-choice"
import { markedHeaderNames, markedNames } from "../request/auth/typed-secrets"

/**
 * What the tester's draft is made of before any value is typed: the endpoint as the chosen scheme places its key
 * (Stripe: Basic or Bearer), the names of the values kept in the link (its parameters, an opened API's server and
 * body), and the names the document marks as credentials.
 */
export type TesterShape = {
  /** The schemes the visitor may choose between (more than one: the Scheme picker is shown). */
  schemes: readonly KeyPlacement[]
  /** The endpoint with the chosen scheme's placement as its own (auth-choice.ts); the same object otherwise. */
  keyed: Endpoint
  placement: KeyPlacement | undefined
  /** Every value the link keeps, in order, never the key's own placeholder (Telegram's {token}). */
  names: readonly string[]
  /** Parameters the document marks as credentials: kept out of the link, history and code as the key is. */
  marked: ReadonlySet<string>
  /** 'Advanced' header names the document marks as credentials (any case). */
  markedHeaders: ReadonlySet<string>
}

export function deriveShape(api: Api, endpoint: Endpoint, schemeIndex: number): TesterShape {
  const keyed = withAuthChoice(api, endpoint, schemeIndex)
  const placement = endpointKeyPlacement(api, keyed)
  const names = [
    ...new Set([
      ...(endpoint.parameters ?? []).map((p) => p.name).filter((name) => !isKeyPlaceholder(placement, name)),
      ...serverValueNames(api, endpoint),
      ...bodyValueNames(api, endpoint),
    ]),
  ]
  return {
    schemes: authChoices(api, endpoint),
    keyed,
    placement,
    names,
    marked: markedNames(endpoint.parameters),
    markedHeaders: markedHeaderNames(endpoint, api),
  }
}

/**
 * Where the draft's values send to: the chosen server (its base URL and variables), the fields the form shows, and
 * the key slot. An opened API's key is kept for the origin it was entered for — the one these values send to — so a
 * changed server or a link naming another host finds no key (lib/api-keys.ts).
 */
export type TesterTarget = {
  choice: ServerChoice
  /** The form's fields: neither the key's placeholder nor the chosen server's variables (under the server picker). */
  fields: NonNullable<Endpoint["parameters"]>
  needsKey: boolean
  /** The key field is shown: the endpoint needs a key and its place is known. */
  hasKeyField: boolean
  keyOrigin: string
  /** The key store's slot for this request (null: no key is asked for). */
  keySlot: string | null
}

export function deriveTarget(
  api: Api,
  endpoint: Endpoint,
  shape: Pick<TesterShape, "keyed" | "placement">,
  values: Readonly<Record<string, string>>,
): TesterTarget {
  const choice = chooseServer(api, shape.keyed, values)
  const parameters = choice.endpoint.parameters ?? []
  const fields = parameters.filter(
    (p) => !isKeyPlaceholder(shape.placement, p.name) && !choice.variableNames.includes(p.name),
  )
  const needsKey = endpointNeedsKey(api, endpoint)
  const keyOrigin = requestOrigin(
    buildRequestUrl(choice.api.baseUrl, "", parameters, choice.values),
    choice.api.baseUrl,
  )
  return {
    choice,
    fields,
    needsKey,
    hasKeyField: needsKey && shape.placement !== undefined,
    keyOrigin,
    keySlot: needsKey ? requestKeySlot(api, shape.keyed, keyOrigin) : null,
  }
}

/** A key that fills a URL placeholder (Telegram's {token}) is typed in the key field, never in a visible one. */
function isKeyPlaceholder(placement: KeyPlacement | undefined, name: string): boolean {
  return placement?.in === "placeholder" && name === placement.name
}
