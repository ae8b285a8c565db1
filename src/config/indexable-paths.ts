import { APIS } from "../data/apis"
import { paths, STATIC_PATHS } from "./paths"

/** Every prerendered page: the fixed routes and one per catalogue entry. Used by prerendering and sitemap.xml. */
export function indexablePaths(apis: readonly { id: string }[] = APIS): string[] {
  return [...STATIC_PATHS, ...apis.map((api) => paths.api.getHref(api.id))]
}
