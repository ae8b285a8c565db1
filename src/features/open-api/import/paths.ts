// A path template as a browser will request it. The URL parser resolves dot segments — "..", and also ".%2E",
// "%2e%2e" and a backslash as a slash — so "/v1/../../admin" is shown as written but sent as "/admin", and no
// encoding survives it. The importer lists such a path as it will be requested (docs/open-any-api.md).

const SINGLE_DOT = /^(?:\.|%2e)$/i
const DOUBLE_DOT = /^(?:\.|%2e){2}$/i

/** "/v1/../../admin" → "/admin", "/a/./b" → "/a/b", "/a/b/.." → "/a/"; other paths as they are. */
export function resolveDotSegments(path: string): string {
  if (!/(?:^|[/\\])(?:\.|%2e)/i.test(path)) return path
  const segments = path.replace(/\\/g, "/").split("/").slice(1)
  const out: string[] = []
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1
    if (DOUBLE_DOT.test(segment)) {
      out.pop()
      if (last) out.push("")
    } else if (SINGLE_DOT.test(segment)) {
      if (last) out.push("")
    } else out.push(segment)
  })
  return `/${out.join("/")}`
}
