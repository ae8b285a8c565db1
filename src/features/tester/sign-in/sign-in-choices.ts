import type { AuthorizationServer } from "oauth4webapi"
import type { OAuthFlow, OAuthFlowType, OAuthScheme } from "@/lib/oauth/oauth-scheme"

// What the sign-in panel offers for a scheme: the flows this page can run, and why the others are not offered.

/** The flows the sign-in runs today (docs/oauth.md says which are missing and why). */
export const RUNNABLE_FLOWS: readonly OAuthFlowType[] = [
  "authorizationCode",
  "clientCredentials",
  "deviceAuthorization",
]

export const FLOW_LABELS: Record<OAuthFlowType, string> = {
  authorizationCode: "Authorization code with PKCE",
  clientCredentials: "Client credentials",
  deviceAuthorization: "Device authorization",
  implicit: "Implicit",
  password: "Password",
}

/**
 * A scheme's flows split into those offered and the names of those not (yet) run here. Implicit (deprecated) is
 * offered only when it is the scheme's only flow: with any other, that one is the safer choice.
 */
export function flowChoices(flows: readonly OAuthFlow[]): { offered: OAuthFlow[]; notOffered: string[] } {
  const isOffered = (flow: OAuthFlow) =>
    RUNNABLE_FLOWS.includes(flow.type) || (flow.type === "implicit" && flows.length === 1)
  return {
    offered: flows.filter(isOffered),
    notOffered: flows.filter((flow) => !isOffered(flow)).map((flow) => FLOW_LABELS[flow.type]),
  }
}

/**
 * An OpenID Connect scheme's flows, from its provider's metadata: authorization code when it has an authorization
 * endpoint, client credentials when it says it grants them, device authorization when it has a device authorization
 * endpoint (RFC 8628); scopes from `scopes_supported` (no descriptions there).
 */
export function discoveredFlows(server: AuthorizationServer): OAuthFlow[] {
  const scopes = (server.scopes_supported ?? []).map((name) => ({ name, description: "" }))
  const flows: OAuthFlow[] = []
  if (server.authorization_endpoint && server.token_endpoint)
    flows.push({
      type: "authorizationCode",
      authorizationUrl: server.authorization_endpoint,
      tokenUrl: server.token_endpoint,
      scopes,
    })
  if (server.token_endpoint && server.grant_types_supported?.includes("client_credentials"))
    flows.push({ type: "clientCredentials", tokenUrl: server.token_endpoint, scopes })
  if (server.token_endpoint && server.device_authorization_endpoint)
    flows.push({
      type: "deviceAuthorization",
      deviceAuthorizationUrl: server.device_authorization_endpoint,
      tokenUrl: server.token_endpoint,
      scopes,
    })
  return flows
}

/** Whether a scheme needs discovery before its flows are known. */
export function needsDiscovery(scheme: OAuthScheme): boolean {
  return scheme.flows.length === 0 && scheme.openIdConnectUrl !== undefined
}

/** The scopes ticked at first: OpenID Connect's `openid` when offered, nothing else (the visitor chooses). */
export function initialScopes(flow: OAuthFlow | undefined, isOpenIdConnect: boolean): string[] {
  return isOpenIdConnect && flow?.scopes.some((scope) => scope.name === "openid") ? ["openid"] : []
}
