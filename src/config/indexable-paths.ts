import { APIS } from "../data/apis"
import { paths } from "./paths"

/** Every path without parameters: "/", "/explore", …, "/sitemap.xml". All of them are prerendered. */
export function fixedPaths(): string[] {
  return Object.values(paths)
    .map((route) => route.path)
    .filter((path) => !path.includes(":"))
}

/** A page (HTML), as opposed to a file such as /sitemap.xml or /catalogue.json. */
function isPage(path: string): boolean {
  return !/\.[a-z]+$/.test(path)
}

/** Every prerendered page: the fixed pages and one per catalogue entry. Used by prerendering and sitemap.xml. */
export function indexablePaths(apis: readonly { id: string }[] = APIS): string[] {
  return [...fixedPaths().filter(isPage), ...apis.map((api) => paths.api.getHref(api.id))]
}

/** Everything `react-router build` prerenders: every page and the fixed files (sitemap.xml, robots.txt …). */
export function prerenderedPaths(apis: readonly { id: string }[] = APIS): string[] {
  return [...indexablePaths(apis), ...fixedPaths().filter((path) => !isPage(path))]
}
