import { describe, expect, it } from "vitest"
import { APIS } from "@/data/apis"
import { toAxios, toCurl, toFetch } from "@/lib/snippets"
import { exampleValues } from "@/lib/url"
import { buildTesterRequest } from "./tester-request"

// Pins the spec's snippets (docs/behaviour.md §7) for every catalogue endpoint, with and without a key, as they
// were before the opt-in body and headers (issue 13 §4): with nothing opted in they must stay byte-identical.
// The snapshot was written before that change; never update it to make a change pass.
describe("default snippets are pinned for every catalogue endpoint", () => {
  const cases = APIS.flatMap((api) =>
    api.endpoints.flatMap((endpoint) =>
      ["", "k3y/+&?"].map((apiKey) => ({
        api,
        endpoint,
        apiKey,
        label: `${api.id} ${endpoint.name}${apiKey ? " (key)" : ""}`,
      })),
    ),
  )

  it.each(cases)("$label", ({ api, endpoint, apiKey }) => {
    const request = buildTesterRequest({ api, endpoint, values: exampleValues(endpoint.parameters ?? []), apiKey })
    expect({
      send: request.send,
      fetch: toFetch(request.snippet),
      axios: toAxios(request.snippet),
      curl: toCurl(request.snippet),
    }).toMatchSnapshot()
  })
})
