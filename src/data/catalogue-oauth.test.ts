import { describe, expect, it } from "vitest"
import { isOAuthSchemes } from "@/lib/oauth/oauth-scheme"
import { findApi } from "./apis"
import { CATALOGUE_OAUTH, catalogueOAuth } from "./catalogue-oauth"

describe("the catalogue's OAuth data", () => {
  it("covers exactly the catalogue's Spotify, Reddit and PayPal, each an `oauth` entry sending a bearer token", () => {
    expect(CATALOGUE_OAUTH.map((entry) => entry.id)).toEqual(["spotify", "reddit", "paypal"])
    for (const { id } of CATALOGUE_OAUTH) {
      const api = findApi(id)
      expect(api?.auth, id).toBe("oauth")
      expect(api?.keyPlacement, id).toEqual({ in: "bearer" })
    }
  })

  it.each(CATALOGUE_OAUTH.map((entry) => [entry.id, entry] as const))(
    "%s: a scheme the sign-in reads, https URLs, described scopes, one browser verdict per flow",
    (_id, entry) => {
      expect(isOAuthSchemes([entry.scheme])).toBe(true)
      expect(entry.browser.map((flow) => flow.type)).toEqual(entry.scheme.flows.map((flow) => flow.type))
      for (const flow of entry.scheme.flows) {
        for (const url of [flow.authorizationUrl, flow.tokenUrl].filter((u) => u !== undefined))
          expect(new URL(url).protocol).toBe("https:")
        if (flow.type === "authorizationCode") {
          expect(flow.authorizationUrl).toBeDefined()
          expect(flow.scopes.length).toBeGreaterThan(0)
          for (const scope of flow.scopes) expect(scope.description, scope.name).toMatch(/^[A-Z].+\.$/)
        }
      }
      for (const verdict of entry.browser)
        if (!verdict.inBrowser) expect(verdict.why).toMatch(/paste it as the key|instead/)
      expect(new URL(entry.tokenHelp).protocol).toBe("https:")
    },
  )

  it.each([
    ["spotify", ["authorizationCode"]],
    ["reddit", []],
    ["paypal", []],
  ])("%s: the flows that complete in a browser are %j", (id, flows) => {
    const entry = catalogueOAuth(id)
    expect(entry?.browser.filter((flow) => flow.inBrowser).map((flow) => flow.type)).toEqual(flows)
  })

  it("Reddit's and PayPal's say why not: no CORS headers on the token endpoint", () => {
    for (const id of ["reddit", "paypal"])
      for (const verdict of catalogueOAuth(id)?.browser ?? [])
        expect(!verdict.inBrowser && verdict.why, id).toMatch(/no CORS headers/)
    expect(catalogueOAuth("dog-api")).toBeUndefined()
  })
})
