import { describe, expect, it } from "vitest"
import type { Api, Endpoint } from "@/data/api-schema"
import { requestKeySlot, requestOrigin } from "@/lib/api-keys"
import { buildRequestUrl } from "@/lib/url"
import { chooseServer, SERVER_VALUE_KEY, serverLabel, serverValueNames } from "./server-choice"

const REGION = { name: "region", in: "path" as const, type: "string" as const, required: true, description: "Region." }

const ENDPOINT: Endpoint = {
  name: "List pets",
  method: "GET",
  path: "/pets/{id}",
  description: "Lists pets.",
  parameters: [
    { name: "id", in: "path", type: "string", required: true, description: "Pet id." },
    { ...REGION, example: "eu" },
  ],
}

const SERVERS = [
  { url: "https://{region}.pets.dev/v1", variables: [{ name: "region", default: "eu", enum: ["eu", "us"] }] },
  {
    url: "https://{env}.sandbox.dev",
    description: "Sandbox",
    variables: [{ name: "env", default: "test", description: "Environment." }],
  },
]

const OPENED: Api = {
  id: "opened-pets",
  name: "Pets",
  description: "Pets.",
  baseUrl: "https://{region}.pets.dev/v1",
  category: "Your API",
  auth: "apikey",
  website: "",
  endpoints: [ENDPOINT],
  keyPlacement: { in: "header", name: "X-Key" },
  source: {
    kind: "opened",
    source: "paste",
    openedAt: "2026-01-01T00:00:00Z",
    notes: [],
    groups: [],
    version: "1",
    specVersion: "3.0",
    servers: SERVERS,
  },
}

const CATALOGUE: Api = {
  ...OPENED,
  id: "pets",
  source: { kind: "catalogue", cors: true, free: true, browser: "ok" },
}

/** The URL the tester would send, from the choice of `values`. */
function sentUrl(api: Api, endpoint: Endpoint, values: Record<string, string>): string {
  const choice = chooseServer(api, endpoint, values)
  return buildRequestUrl(choice.api.baseUrl, choice.endpoint.path, choice.endpoint.parameters ?? [], choice.values)
}

describe("chooseServer", () => {
  it.each<[label: string, api: Api, endpoint: Endpoint, values: Record<string, string>, url: string]>([
    [
      "the first server, its variable's default filled in",
      OPENED,
      ENDPOINT,
      { id: "7" },
      "https://eu.pets.dev/v1/pets/7",
    ],
    ["a typed variable", OPENED, ENDPOINT, { id: "7", region: "us" }, "https://us.pets.dev/v1/pets/7"],
    ["a value outside the enum is its default", OPENED, ENDPOINT, { region: "xx" }, "https://eu.pets.dev/v1/pets/{id}"],
    [
      "the second server, its own variable's default",
      OPENED,
      ENDPOINT,
      { id: "7", [SERVER_VALUE_KEY]: "https://{env}.sandbox.dev", region: "us" },
      "https://test.sandbox.dev/pets/7",
    ],
    [
      "the second server, its variable changed",
      OPENED,
      ENDPOINT,
      { id: "7", [SERVER_VALUE_KEY]: "https://{env}.sandbox.dev", env: "staging" },
      "https://staging.sandbox.dev/pets/7",
    ],
    [
      "a server not offered is the first",
      OPENED,
      ENDPOINT,
      { id: "7", [SERVER_VALUE_KEY]: "https://evil.dev" },
      "https://eu.pets.dev/v1/pets/7",
    ],
    [
      "an operation's own server",
      OPENED,
      { ...ENDPOINT, servers: [{ url: "https://upload.pets.dev" }] },
      { id: "7" },
      "https://upload.pets.dev/pets/7",
    ],
    ["the catalogue: its base URL as before", CATALOGUE, ENDPOINT, { id: "7" }, "https://{region}.pets.dev/v1/pets/7"],
    [
      "a document with no server: its own site's root, as the base URL",
      { ...OPENED, baseUrl: "", source: { ...OPENED.source, servers: [{ url: "" }] } as Api["source"] },
      ENDPOINT,
      { id: "7" },
      "/pets/7",
    ],
  ])("%s", (_, api, endpoint, values, url) => {
    expect(sentUrl(api, endpoint, values)).toBe(url)
  })

  it.each<[label: string, values: Record<string, string>, chosen: number, variables: string[], fields: string[]]>([
    ["first", {}, 0, ["region"], ["id", "region"]],
    ["second", { [SERVER_VALUE_KEY]: "https://{env}.sandbox.dev" }, 1, ["env"], ["id", "env"]],
  ])("the %s server's variables replace the first's", (_, values, chosen, variables, fields) => {
    const choice = chooseServer(OPENED, ENDPOINT, values)
    expect([choice.chosen, choice.variableNames, choice.endpoint.parameters?.map((p) => p.name)]).toEqual([
      chosen,
      variables,
      fields,
    ])
  })

  it("keeps the catalogue's API and endpoint as they are", () => {
    const choice = chooseServer(CATALOGUE, ENDPOINT, { id: "7" })
    expect([choice.api, choice.endpoint, choice.servers]).toEqual([CATALOGUE, ENDPOINT, []])
  })
})

describe("serverValueNames", () => {
  it.each<[label: string, api: Api, endpoint: Endpoint, names: string[]]>([
    ["several servers: the choice and every variable", OPENED, ENDPOINT, [SERVER_VALUE_KEY, "region", "env"]],
    ["one server: its variables", OPENED, { ...ENDPOINT, servers: [SERVERS[1] ?? { url: "" }] }, ["env"]],
    ["the catalogue: none", CATALOGUE, ENDPOINT, []],
  ])("%s", (_, api, endpoint, names) => {
    expect(serverValueNames(api, endpoint)).toEqual(names)
  })
})

describe("a key and the chosen server", () => {
  /** The slot the tester keeps a key in for these values (tester-view.tsx's keyOrigin). */
  function slot(values: Record<string, string>): string {
    const choice = chooseServer(OPENED, ENDPOINT, values)
    const parameters = choice.endpoint.parameters ?? []
    const origin = requestOrigin(buildRequestUrl(choice.api.baseUrl, "", parameters, choice.values), choice.api.baseUrl)
    return requestKeySlot(OPENED, ENDPOINT, origin)
  }

  it.each<[label: string, a: Record<string, string>, b: Record<string, string>, same: boolean]>([
    ["the same server", {}, { id: "9" }, true],
    ["another server", {}, { [SERVER_VALUE_KEY]: "https://{env}.sandbox.dev" }, false],
    ["another variable value", {}, { region: "us" }, false],
  ])("%s", (_, a, b, same) => {
    expect(slot(a) === slot(b)).toBe(same)
  })

  it("names the origin it is kept for", () => {
    expect(slot({ [SERVER_VALUE_KEY]: "https://{env}.sandbox.dev" })).toMatch(/https:\/\/test\.sandbox\.dev$/)
  })
})

describe("serverLabel", () => {
  it.each([
    [{ url: "https://a.dev" }, "https://a.dev"],
    [{ url: "https://a.dev", description: "Production" }, "https://a.dev — Production"],
    [{ url: "" }, "/"],
  ])("%j → %s", (server, label) => {
    expect(serverLabel(server)).toBe(label)
  })
})
