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

/** Pages that are prerendered but not listed in sitemap.xml: the OAuth callback is no page to land on from a search. */
const UNLISTED: readonly string[] = [paths.oauthCallback.path]

/** Every listed page: the fixed pages and one per catalogue entry. Used by prerendering and sitemap.xml. */
export function indexablePaths(apis: readonly { id: string }[] = APIS): string[] {
  return [
    ...fixedPaths().filter((path) => isPage(path) && !UNLISTED.includes(path)),
    ...apis.map((api) => paths.api.getHref(api.id)),
  ]
}

/** Everything `react-router build` prerenders: every page, unlisted ones too, and the fixed files (sitemap.xml …). */
export function prerenderedPaths(apis: readonly { id: string }[] = APIS): string[] {
  return [...indexablePaths(apis), ...UNLISTED, ...fixedPaths().filter((path) => !isPage(path))]
}
