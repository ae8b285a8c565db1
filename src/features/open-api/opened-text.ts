import type { OpenedFrom } from "@/data/api-schema"
import { formatDay } from "@/lib/check-time"

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
 * originText({ source: "url", location: "https://x.dev/openapi.json", openedAt }) → "from https://x.dev/openapi.json, opened 2026-11-25"
 * (the day in the visitor's time zone, written as every date in the app is: formatDay, without Intl)
 */
export function originText(origin: Pick<OpenedFrom, "source" | "location" | "openedAt">): string {
  const from =
    origin.source === "paste"
      ? "from pasted text"
      : `from ${origin.location === undefined ? (origin.source === "url" ? "an address" : "a file") : showableLocation(origin.location)}`
  const at = Date.parse(origin.openedAt)
  if (Number.isNaN(at)) return from
  return `${from}, opened ${formatDay(at)}`
}
