import { planProbe, probeKeySlot, type ProbeTarget } from "./probe"

/** More requests than this to one host and 'Check endpoints' asks first (docs/behaviour.md). */
export const CONFIRM_OVER_PER_HOST = 10

/**
 * Rate limits we know, by host, said as the provider does: GitHub allows 60 requests an hour without a token.
 * Only hosts whose limit is documented; the question leaves the limit out elsewhere.
 */
export const KNOWN_HOST_LIMITS: Readonly<Record<string, string>> = {
  "api.github.com": "anonymous limit 60/hour",
}

export type HostCount = { host: string; count: number }

/**
 * How many requests a check of `targets` would send to each host (planProbe: GETs with everything they need; the
 * rest send nothing), most first. getKey: the visitor's key under a key slot, as runProbes gets it.
 */
export function requestsPerHost(
  targets: readonly ProbeTarget[],
  getKey: (slot: string) => string = () => "",
): HostCount[] {
  const counts = new Map<string, number>()
  for (const target of targets) {
    const plan = planProbe(target, getKey(probeKeySlot(target)))
    if (plan.kind !== "send") continue
    const host = new URL(plan.request.url).host
    counts.set(host, (counts.get(host) ?? 0) + 1)
  }
  return [...counts].map(([host, count]) => ({ host, count })).sort((a, b) => b.count - a.count)
}

/**
 * The question asked before a check that sends more than CONFIRM_OVER_PER_HOST requests to one host, or null when it
 * sends no more than that to any. One sentence per such host:
 * confirmText([{ host: "api.github.com", count: 55 }]) → "This sends 55 requests to api.github.com (anonymous limit 60/hour)."
 */
export function confirmText(hosts: readonly HostCount[]): string | null {
  const many = hosts.filter((h) => h.count > CONFIRM_OVER_PER_HOST)
  if (many.length === 0) return null
  return many
    .map(({ host, count }) => {
      const limit = KNOWN_HOST_LIMITS[host]
      return `This sends ${count} requests to ${host}${limit ? ` (${limit})` : ""}.`
    })
    .join(" ")
}

/**
 * What a finished check's badge says it checked: "55 of 55 checked work · 790 not checked" (GitHub: 845 endpoints,
 * 55 sent); "1 of 1 checked works"; nothing left out when every endpoint was sent.
 */
export function checkedText(working: number, checked: number, total: number): string {
  const notChecked = Math.max(0, total - checked)
  return `${working} of ${checked} checked ${checked === 1 ? "works" : "work"}${notChecked > 0 ? ` · ${notChecked} not checked` : ""}`
}
