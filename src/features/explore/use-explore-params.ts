import { useUrlParams, type UrlParamsCodec } from "@/hooks/use-url-params"
import {
  DEFAULT_EXPLORE_PARAMS,
  parseExploreParams,
  serializeExploreParams,
  updateExploreParams,
  type ExploreParams,
} from "./explore-params"

const CODEC: UrlParamsCodec<ExploreParams> = {
  defaults: DEFAULT_EXPLORE_PARAMS,
  parse: parseExploreParams,
  serialize: serializeExploreParams,
  update: updateExploreParams,
}

/** The explore state, read from the URL and written back to it (defaults before hydration: /explore is prerendered). */
export function useExploreParams() {
  return useUrlParams(CODEC)
}
