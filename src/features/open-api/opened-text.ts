import type { OpenedFrom } from "@/data/api-schema"
import { formatDay } from "@/lib/check-time"

/**
 * Where and when an opened API came from, in words.
 * originText({ source: "url", location: "https://x.dev/openapi.json", openedAt }) → "from https://x.dev/openapi.json, opened 2026-11-25"
 * (the day in the visitor's time zone, written as every date in the app is: formatDay, without Intl)
 */
export function originText(origin: Pick<OpenedFrom, "source" | "location" | "openedAt">): string {
  const from =
    origin.source === "paste"
      ? "from pasted text"
      : `from ${origin.location ?? (origin.source === "url" ? "an address" : "a file")}`
  const at = Date.parse(origin.openedAt)
  if (Number.isNaN(at)) return from
  return `${from}, opened ${formatDay(at)}`
}
