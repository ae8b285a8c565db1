import type { Api, Endpoint, Parameter, ServerOption } from "@/data/api-schema"
import { placeholderNames } from "@/lib/url"

// An opened API's servers (docs/open-any-api.md): the tester offers the operation's own servers, else the document's;
// the chosen one is the request's base URL and its variables are its fields. The choice is kept with the typed values
// under SERVER_VALUE_KEY (share links and history, docs/testing-links-and-history.md), never a key. The catalogue and
// records stored before servers were kept have none: the API's base URL alone, as before.

/** The reserved value name of the chosen server's URL in the tester's values (`?p.@server=…` in a link). */
export const SERVER_VALUE_KEY = "@server"

export type ServerChoice = {
  /** The servers offered (empty: none known, the API's base URL is used). */
  servers: readonly ServerOption[]
  /** Index of the chosen server in `servers` (0 when none is named or the named one is not offered). */
  chosen: number
  /** The API with the chosen server's URL as its base URL. */
  api: Api
  /** The endpoint with the chosen server's variables as its server parameters (the first server's taken out). */
  endpoint: Endpoint
  /** Names of the chosen server's variables (shown by the server picker, not the parameter form). */
  variableNames: readonly string[]
  /** The values with each variable left untouched by the visitor set to its default. */
  values: Readonly<Record<string, string>>
}

/** The servers an endpoint of `api` can be sent to: its own, else the document's; none for the catalogue. */
export function serversOf(api: Api, endpoint: Endpoint): readonly ServerOption[] {
  if (endpoint.servers && endpoint.servers.length > 0) return endpoint.servers
  return api.source.kind === "opened" ? (api.source.servers ?? []) : []
}

/** A variable as a parameter the request URL fills in. */
function variableParameter(variable: NonNullable<ServerOption["variables"]>[number]): Parameter {
  return {
    name: variable.name,
    type: "string",
    required: true,
    description: variable.description || `Server variable ${variable.name}.`,
    in: "path",
    ...(variable.default ? { example: variable.default } : {}),
  }
}

/**
 * The chosen server of `values` applied to `api` and `endpoint`.
 * chooseServer(api with servers a.dev and {region}.b.dev, endpoint, { "@server": "https://{region}.b.dev" })
 *   → api.baseUrl "https://{region}.b.dev", variableNames ["region"], values.region its default
 */
export function chooseServer(api: Api, endpoint: Endpoint, values: Readonly<Record<string, string>>): ServerChoice {
  const servers = serversOf(api, endpoint)
  if (servers.length === 0) return { servers, chosen: 0, api, endpoint, variableNames: [], values }
  const named = Object.hasOwn(values, SERVER_VALUE_KEY) ? values[SERVER_VALUE_KEY] : undefined
  const found = named ? servers.findIndex((s) => s.url === named) : -1
  const chosen = Math.max(found, 0)
  const server = servers[chosen] ?? servers[0]
  const variables = server?.variables ?? []
  const variableNames = variables.map((v) => v.name)
  // The importer made the first document server's variables parameters of every endpoint: those not in the path are
  // replaced by the chosen server's.
  const inPath = new Set(placeholderNames(endpoint.path))
  const firstServer = new Set(placeholderNames(api.baseUrl).filter((name) => !inPath.has(name)))
  const taken = new Set(variableNames)
  const parameters = (endpoint.parameters ?? []).filter(
    (p) => !(p.in === "path" && (firstServer.has(p.name) || taken.has(p.name)) && !inPath.has(p.name)),
  )
  const filled: Record<string, string> = { ...values }
  for (const variable of variables) {
    const value = Object.hasOwn(values, variable.name) ? values[variable.name] : undefined
    // A select offers the enum only: a value outside it (an edited link) is its default.
    const outside = variable.enum !== undefined && value !== undefined && !variable.enum.includes(value)
    if ((value === undefined || outside) && variable.default) filled[variable.name] = variable.default
  }
  return {
    servers,
    chosen,
    api: { ...api, baseUrl: server?.url ?? api.baseUrl },
    endpoint: { ...endpoint, parameters: [...parameters, ...variables.map(variableParameter)] },
    variableNames,
    values: filled,
  }
}

/** The value names a tester keeps for `endpoint` of `api` beyond its parameters: the server and every variable. */
export function serverValueNames(api: Api, endpoint: Endpoint): string[] {
  const servers = serversOf(api, endpoint)
  if (servers.length === 0) return []
  const names = new Set(servers.flatMap((s) => (s.variables ?? []).map((v) => v.name)))
  return [...(servers.length > 1 ? [SERVER_VALUE_KEY] : []), ...names]
}

/** What a picker option reads: the address, with its description when the document gives one. */
export function serverLabel(server: ServerOption): string {
  const url = server.url || "/"
  return server.description ? `${url} — ${server.description}` : url
}
