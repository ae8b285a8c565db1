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

/** Control characters and the bidi marks, overrides and isolates that can make text read as something else. */
// eslint-disable-next-line no-control-regex -- matching control characters is this expression's purpose
const DISGUISING = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * An address or file name as it may be shown: each character that could disguise it (a right-to-left override makes
 * "https://x.dev/\u202Elmth.exe" read as "https://x.dev/exe.html") written as its percent-encoding instead, so
 * the text shows what is there and reads in one direction. showableLocation("a\u202Eb") → "a%E2%80%AEb"
 */
export function showableLocation(text: string): string {
  return text.replace(DISGUISING, (char) => encodeURIComponent(char))
}

/**
 * Where and when an opened API came from, in words.
 * originText({ source: "url", location: "https://x.dev/openapi.json", openedAt }) → "from https://x.dev/openapi.json, opened 25 Nov 2026"
 */
export function originText(origin: Pick<OpenedFrom, "source" | "location" | "openedAt">): string {
  const from =
    origin.source === "paste"
      ? "from pasted text"
      : `from ${origin.location === undefined ? (origin.source === "url" ? "an address" : "a file") : showableLocation(origin.location)}`
  const date = new Date(origin.openedAt)
  if (Number.isNaN(date.getTime())) return from
  return `${from}, opened ${dayText(date)}`
}
