import type { OpenedFrom } from "@/data/api-schema"

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const

/**
 * A day in the visitor's time zone, the same in every locale: dayText(new Date("2026-11-25T10:00")) → "25 Nov 2026".
 * Written out rather than `toLocaleDateString`: a page's first Intl date format loads the locale's data, one
 * main-thread task of 35–50 ms on a desktop (four times that on the slow phone), in the render that shows an opened
 * API's page (docs/performance.md, "Opening big descriptions").
 */
export function dayText(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`
}

/**
 * Where and when an opened API came from, in words.
 * originText({ source: "url", location: "https://x.dev/openapi.json", openedAt }) → "from https://x.dev/openapi.json, opened 25 Nov 2026"
 */
export function originText(origin: Pick<OpenedFrom, "source" | "location" | "openedAt">): string {
  const from =
    origin.source === "paste"
      ? "from pasted text"
      : `from ${origin.location ?? (origin.source === "url" ? "an address" : "a file")}`
  const date = new Date(origin.openedAt)
  if (Number.isNaN(date.getTime())) return from
  return `${from}, opened ${dayText(date)}`
}
