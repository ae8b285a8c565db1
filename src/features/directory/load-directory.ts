import { decodeDirectory, DIRECTORY_INDEX_URL, type Directory } from "./directory-index"

export type LoadResult = { ok: true; directory: Directory } | { ok: false; message: string }

/**
 * Fetches and decodes the index. Never throws: a network failure, an HTTP error or a file of another shape each give
 * { ok: false } with a sentence to show. `fetchImpl` is injectable for tests.
 */
export async function loadDirectory(fetchImpl: typeof fetch = fetch): Promise<LoadResult> {
  let response: Response
  try {
    response = await fetchImpl(DIRECTORY_INDEX_URL)
  } catch {
    return { ok: false, message: "The directory's index could not be downloaded (are you offline?)." }
  }
  if (!response.ok)
    return { ok: false, message: `The directory's index could not be downloaded (HTTP ${response.status}).` }
  let json: unknown
  try {
    json = await response.json()
  } catch {
    return { ok: false, message: "The directory's index is not valid JSON." }
  }
  return decodeDirectory(json)
}
