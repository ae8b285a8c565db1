import type { Api, Endpoint } from "@/data/api-schema"
import { findApi } from "@/data/apis"
import { catalogueApi } from "@/data/catalogue-api"

/** A catalogue API as the tester takes it. */
export function catalogue(id: string): Api {
  const entry = findApi(id)
  if (!entry) throw new Error(`No catalogue API ${id}`)
  return catalogueApi(entry)
}

/** The endpoint of `api` at `method path` (the first when several share it). */
export function endpointOf(api: Api, method: string, path: string): Endpoint {
  const endpoint = api.endpoints.find((e) => e.method === method && e.path === path)
  if (!endpoint) throw new Error(`No ${method} ${path} in ${api.id}`)
  return endpoint
}

const PET: Endpoint = {
  name: "Get a pet",
  description: "One pet.",
  method: "GET",
  path: "/pets/{id}",
  parameters: [
    { name: "id", in: "path", type: "string", required: true, description: "Pet id", example: "7" },
    { name: "X-Secret", in: "header", type: "string", required: false, description: "A secret", secret: true },
  ],
}

/** An API opened from its description: `from` is where it came from (an address keeps a shareable link). */
export function opened(from: "url" | "file" | "paste"): Api {
  return {
    id: "opened-pets",
    name: "Pets",
    description: "Pets.",
    baseUrl: "https://api.pets.dev/v1",
    category: "Your API",
    auth: "apikey",
    website: "",
    endpoints: [PET],
    keyPlacement: { in: "header", name: "X-Key" },
    source: {
      kind: "opened",
      source: from,
      ...(from === "paste" ? {} : { location: from === "url" ? "https://pets.dev/openapi.json" : "pets.json" }),
      openedAt: "2026-01-01T00:00:00Z",
      notes: [],
      groups: [],
      version: "1",
      specVersion: "3.0",
    },
  }
}
