import type { StoredConformance } from "@/lib/conformance/stored-conformance"
import type { StoredResult } from "@/lib/health-results"

// How a health check's conformance reads on /status, the detail page and in exports (docs/conformance.md, "In health
// checks"). The issue's words for a 2xx: "works, matches" and "works, differs from its description".

/**
 * The line for an endpoint's stored conformance, or undefined when there is nothing to say (no check ran, no schema):
 * ok → "works, matches", "works, differs from its description", "works, 201 is not in its description",
 * "works, not checked against its description"; a documented HTTP error → "the error matches its description",
 * "the error differs from its description".
 */
export function conformanceText({ outcome, status, conformance }: StoredResult): string | undefined {
  if (!conformance || (outcome !== "ok" && outcome !== "http-error")) return undefined
  const lead = outcome === "ok" ? "works" : "the error"
  switch (conformance.verdict) {
    case "matches":
      return outcome === "ok" ? "works, matches" : "the error matches its description"
    case "differs":
      return `${outcome === "ok" ? "works," : "the error"} differs from its description`
    case "undocumented":
      return `${lead}, ${status ?? "its status"} is not in its description`
    case "not-checked":
      return `${lead}, not checked against its description`
    case "no-schema":
      return undefined
  }
}

/** How the line is coloured: matches, differs, or neither. */
export function conformanceTone(conformance: StoredConformance): "success" | "danger" | "muted" {
  if (conformance.verdict === "matches") return "success"
  return conformance.verdict === "differs" ? "danger" : "muted"
}
