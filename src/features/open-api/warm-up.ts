import { runOpenJob } from "./open-job"
import { outcomeMessages } from "./worker-messages"

// A prepared worker (run-in-worker.ts prepareWorker) opens this small description once, while the visitor is still
// typing an address: the importer's functions and patterns are then compiled and the first real document does not
// pay for it (a worker starts cold: Stripe's import took 2.5 times its warm time in Node, bench:open's "import"
// phase). It touches what most documents have: parameters of each kind and style, JSON and form bodies, responses
// with examples, security schemes, server variables, tags and descriptions with Markdown and HTML.

const operation = (name: string) => ({
  tags: ["Things"],
  description: `${name} the thing. See the [guide](https://example.com/guide) and \`code\`; <b>bold</b> text.\n\nMore.`,
  parameters: [
    { name: "id", in: "path", required: true, schema: { type: "string" }, example: "t_1" },
    { name: "tags", in: "query", style: "form", explode: false, schema: { type: "array", items: { type: "string" } } },
    { name: "filter", in: "query", style: "deepObject", schema: { type: "object" }, examples: { a: { value: {} } } },
    { name: "X-Trace", in: "header", schema: { type: "string", enum: ["on", "off"], default: "on" } },
    { $ref: "#/components/parameters/Limit" },
  ],
  requestBody: {
    content: {
      "application/json": { schema: { $ref: "#/components/schemas/Thing" }, example: { name: "A thing" } },
      "application/x-www-form-urlencoded": { schema: { $ref: "#/components/schemas/Thing" } },
    },
  },
  responses: {
    "200": {
      description: "The thing",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" }, example: { id: "t_1" } } },
    },
    default: { $ref: "#/components/responses/Error" },
  },
})

export const WARM_UP_TEXT = JSON.stringify({
  openapi: "3.0.3",
  info: { title: "Warm-up", version: "1", description: "# Things\n\n| a | b |\n|---|---|\n| 1 | 2 |" },
  servers: [{ url: "https://{region}.example.com/v1", variables: { region: { default: "eu", enum: ["eu", "us"] } } }],
  security: [{ key: [] }],
  paths: {
    "/things/{id}": {
      get: { summary: "Get a thing", ...operation("Gets") },
      post: { ...operation("Updates"), security: [{ bearer: [] }] },
    },
  },
  components: {
    parameters: { Limit: { name: "limit", in: "query", schema: { type: "integer", minimum: 1 } } },
    schemas: {
      Thing: {
        type: "object",
        required: ["name"],
        properties: { id: { type: "string", readOnly: true }, name: { type: "string" }, meta: { type: "object" } },
      },
    },
    responses: { Error: { description: "An error", content: { "application/json": { example: { error: "x" } } } } },
    securitySchemes: {
      key: { type: "apiKey", in: "header", name: "X-Api-Key" },
      bearer: { type: "http", scheme: "bearer" },
    },
  },
})

/** Opens WARM_UP_TEXT and drops the result (nothing is posted or stored). */
export async function warmUp(): Promise<void> {
  const outcome = await runOpenJob({ kind: "text", text: WARM_UP_TEXT })
  outcomeMessages(outcome)
}
