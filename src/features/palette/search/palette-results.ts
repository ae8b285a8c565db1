// What the palette shows and where Enter goes, from the searches' hits (pure: the worker builds these).
import type { LocalHit } from "./local-search"
import type { DirectoryHit } from "./operation-search"

export type PaletteResult = {
  key: string
  kind: "catalogue" | "opened" | "directory"
  api: string
  method: string
  path: string
  summary: string
  href: string
}

/**
 * Where a directory operation opens: `/open?url=<its API's definition>&op=<METHOD path>`, the path as in the
 * document, one space, the whole value URL-encoded.
 * directoryHref("https://x.io/a.json", "get", "/pets/{id}") → "/open?url=https%3A%2F%2Fx.io%2Fa.json&op=GET%20%2Fpets%2F%7Bid%7D"
 */
export function directoryHref(url: string, method: string, path: string): string {
  return `/open?url=${encodeURIComponent(url)}&op=${encodeURIComponent(`${method.toUpperCase()} ${path}`)}`
}

/** Local hits weigh a little more than the directory's at the same score: they open at once. */
const LOCAL_BOOST = 1.25

/** The palette's list: local and directory hits merged by score, directory ones without a definition URL left out. */
export function mergeResults(local: LocalHit[], directory: DirectoryHit[], limit = 20): PaletteResult[] {
  const items: { score: number; result: PaletteResult }[] = []
  local.forEach(({ entry, score }, index) =>
    items.push({
      score: score * LOCAL_BOOST,
      result: {
        key: `${entry.kind}-${index}-${entry.href}`,
        kind: entry.kind,
        api: entry.api,
        method: entry.method,
        path: entry.path,
        summary: entry.name,
        href: entry.href,
      },
    }),
  )
  for (const hit of directory) {
    if (!hit.url) continue
    items.push({
      score: hit.score,
      result: {
        key: `directory-${hit.id}`,
        kind: "directory",
        api: hit.apiTitle,
        method: hit.method,
        path: hit.path,
        summary: hit.name,
        href: directoryHref(hit.url, hit.method, hit.path),
      },
    })
  }
  return items
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((item) => item.result)
}
