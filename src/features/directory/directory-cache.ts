import { loadDirectory, type LoadResult } from "./load-directory"

let pending: Promise<LoadResult> | null = null

/**
 * The index, downloaded once per page load and shared by every visit to /directory; a failed download is forgotten,
 * so the next call (Retry, or coming back to the page) asks again.
 */
export function directoryOnce(): Promise<LoadResult> {
  pending ??= loadDirectory().then((result) => {
    if (!result.ok) pending = null
    return result
  })
  return pending
}
