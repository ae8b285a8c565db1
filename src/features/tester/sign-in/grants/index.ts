import { authorizationCodeGrant } from "./authorization-code"
import { clientCredentialsGrant } from "./client-credentials"
import { deviceGrant } from "./device"
import type { OAuthFlowType } from "@/lib/oauth/oauth-scheme"
import type { PendingSignIn } from "../pending-sign-ins"
import type { GrantTable } from "./grant"
import { implicitGrant } from "./implicit"

export type { DeviceGrant, Grant, GrantAnswer, GrantInput, GrantStart, RedirectGrant, TokenGrant } from "./grant"

/** The grant of each flow type: chosen here once, not by branches in the panel's handlers. */
export const GRANTS = {
  authorizationCode: authorizationCodeGrant,
  implicit: implicitGrant,
  clientCredentials: clientCredentialsGrant,
  deviceAuthorization: deviceGrant,
} satisfies GrantTable

/** The grant of `type`, or undefined for a flow no browser completes (password). */
export function grantOf(type: OAuthFlowType): GrantTable[keyof GrantTable] | undefined {
  return type in GRANTS ? GRANTS[type as keyof GrantTable] : undefined
}

/** The redirect grant a returning answer belongs to: the kept record says whether it was implicit. */
export function redirectGrantOf(pending: PendingSignIn): GrantTable["authorizationCode"] {
  return pending.implicit ? GRANTS.implicit : GRANTS.authorizationCode
}
