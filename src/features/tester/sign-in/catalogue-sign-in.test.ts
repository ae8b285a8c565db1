import { describe, expect, it } from "vitest"
import { CATALOGUE_OAUTH, catalogueOAuth } from "@/data/catalogue-oauth"
import { catalogueSignIn } from "./catalogue-sign-in"

describe("catalogueSignIn", () => {
  it.each([
    ["spotify", ["authorizationCode"], ["Client credentials"]],
    ["reddit", [], ["Authorization code with PKCE", "Client credentials"]],
    ["paypal", [], ["Client credentials"]],
  ])("%s: offers %j, names %j with the reason", (id, offered, notOffered) => {
    const signIn = catalogueSignIn(catalogueOAuth(id))
    expect(signIn?.schemes.flatMap((scheme) => scheme.flows.map((flow) => flow.type))).toEqual(offered)
    expect(signIn?.notOffered.map((entry) => entry.flow)).toEqual(notOffered)
    for (const entry of signIn?.notOffered ?? []) expect(entry.why.length).toBeGreaterThan(20)
    expect(signIn?.tokenHelp).toMatch(/^https:\/\//)
  })

  it("keeps the offered flow's URLs and scopes as the data has them", () => {
    const spotify = catalogueOAuth("spotify")
    const [scheme] = catalogueSignIn(spotify)?.schemes ?? []
    expect(scheme?.flows[0]).toBe(spotify?.scheme.flows[0])
    expect(scheme?.name).toBe("Spotify accounts")
  })

  it("an API without OAuth data has no catalogue sign-in", () => {
    expect(catalogueSignIn(catalogueOAuth("dog-ceo"))).toBeUndefined()
    expect(CATALOGUE_OAUTH.map((entry) => entry.id)).toEqual(["spotify", "reddit", "paypal"])
  })
})
