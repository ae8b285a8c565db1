/**
 * Which documented response a live status is: the exact status ("200"), else its class ("2XX", any case), else
 * "default"; -1 when none is (the live response is "not in the description").
 * findDocumentedStatus(201, ["200", "2XX", "default"]) → 1; findDocumentedStatus(500, ["200", "404"]) → -1
 */
export function findDocumentedStatus(status: number, documented: readonly string[]): number {
  const exact = documented.indexOf(String(status))
  if (exact !== -1) return exact
  const range = `${Math.floor(status / 100)}XX`
  const ranged = documented.findIndex((item) => item.toUpperCase() === range)
  return ranged !== -1 ? ranged : documented.indexOf("default")
}
