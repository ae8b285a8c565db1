import { useUrlParams, type UrlParamsCodec } from "@/hooks/use-url-params"
import {
  DEFAULT_DIRECTORY_PARAMS,
  parseDirectoryParams,
  serializeDirectoryParams,
  updateDirectoryParams,
  type DirectoryParams,
} from "./directory-params"

const CODEC: UrlParamsCodec<DirectoryParams> = {
  defaults: DEFAULT_DIRECTORY_PARAMS,
  parse: parseDirectoryParams,
  serialize: serializeDirectoryParams,
  update: updateDirectoryParams,
}

/**
 * The /directory state, read from the URL and written back to it; the defaults before hydration (/directory is
 * prerendered without a query string). Two changes before a re-render both land (src/hooks/use-url-params.ts).
 */
export function useDirectoryParams() {
  return useUrlParams(CODEC)
}
