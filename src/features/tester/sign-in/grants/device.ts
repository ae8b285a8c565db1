import { pollDeviceCode, refreshAccessToken, startDeviceAuthorization } from "../sign-in-flow"
import type { DeviceGrant } from "./grant"

/**
 * Device authorization (RFC 8628): a code to show, then one poll of the token endpoint per answer (device-polling.ts
 * spaces them); the token it gets refreshes like an authorization code's, as the same public client.
 */
export const deviceGrant: DeviceGrant = {
  async start({ provider, clientId, scopes, signal }) {
    return { kind: "device", device: await startDeviceAuthorization({ provider, clientId, scopes, signal }) }
  },
  onAnswer({ provider, clientId, deviceCode, signal }) {
    return pollDeviceCode(provider, clientId, deviceCode, signal)
  },
  refresh: refreshAccessToken,
}
