import type { OpenedFrom } from "@/data/api-schema"

/**
 * Where and when an opened API came from, in words.
 * originText({ source: "url", location: "https://x.dev/openapi.json", openedAt }) → "from https://x.dev/openapi.json, opened 25 Nov 2026"
 */
export function originText(
  origin: Pick<OpenedFrom, "source" | "location" | "openedAt">,
  locale: string | undefined = undefined,
): string {
  const from =
    origin.source === "paste"
      ? "from pasted text"
      : `from ${origin.location ?? (origin.source === "url" ? "an address" : "a file")}`
  const date = new Date(origin.openedAt)
  if (Number.isNaN(date.getTime())) return from
  const when = date.toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" })
  return `${from}, opened ${when}`
}
