/**
 * The /open page's link for a definition URL: openHref("https://api.apis.guru/v2/specs/a.com/1/openapi.json")
 * → "/open?url=https%3A%2F%2Fapi.apis.guru%2Fv2%2Fspecs%2Fa.com%2F1%2Fopenapi.json".
 * /open is another feature's page; when it is declared in config/paths.ts, this should become its getHref.
 */
export function openHref(url: string): string {
  return `/open?${new URLSearchParams({ url }).toString()}`
}
