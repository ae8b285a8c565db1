// Which provider addresses the sign-in will use (docs/oauth.md): https only, except plain http to this machine
// (a provider a developer runs locally). Anything else — `javascript:`, `data:`, http to another host, a relative
// address the importer could not resolve — is refused with a sentence, before any window opens or request goes out.

export type CheckedUrl = { ok: true; url: URL; isLocal: boolean } | { ok: false; message: string }

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

/** Whether a host is this machine: localhost, 127.0.0.1 or [::1]. */
export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith(".localhost")
}

/**
 * `value` as a URL the sign-in may use, or why not. `what` names it in the message ("authorization URL").
 * checkEndpointUrl("https://a.dev/auth", "authorization URL") → ok
 * checkEndpointUrl("http://127.0.0.1:9000/auth", …) → ok, isLocal
 * checkEndpointUrl("javascript:alert(1)", …) → refused
 */
export function checkEndpointUrl(value: string | undefined, what: string): CheckedUrl {
  if (!value) return { ok: false, message: `The description gives no ${what}, so this sign-in cannot start.` }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, message: `The description's ${what} "${value}" is not a full address, so it is not used.` }
  }
  if (url.protocol === "https:") return { ok: true, url, isLocal: isLocalHost(url.hostname) }
  if (url.protocol === "http:" && isLocalHost(url.hostname)) return { ok: true, url, isLocal: true }
  if (url.protocol === "http:")
    return {
      ok: false,
      message: `The description's ${what} uses plain http (${url.host}), which would expose the sign-in to anyone on the network: only https is used, or http to this machine.`,
    }
  return {
    ok: false,
    message: `The description's ${what} is a "${url.protocol}" address, not a web address: it is refused.`,
  }
}
