import { describe, expect, it } from "vitest"
import type { RequestSpec } from "@/lib/snippets"
import type { BodyCode } from "../request/tester-request"
import { axiosCode, curlCode, fetchCode } from "./body-code"

const SPEC: RequestSpec = {
  method: "POST",
  url: "https://api.example.dev/upload",
  headers: { "Content-Type": "multipart/form-data; boundary=B" },
  body: null,
}
const MULTIPART: BodyCode = {
  kind: "multipart",
  parts: [
    { name: "note", value: "it's @home; ok" },
    { name: "meta", value: '{"a":"x\\"y"}', contentType: "application/json" },
    { name: "file", fileName: "my photo.png", contentType: "image/png" },
  ],
}
const FILE: BodyCode = { kind: "file", fileName: "doc.pdf", contentType: "application/pdf" }
const FILE_SPEC: RequestSpec = { ...SPEC, headers: { "Content-Type": "application/pdf" } }

describe("code for a multipart or file body", () => {
  it("fetch: FormData, no Content-Type (fetch writes the boundary)", () => {
    expect(fetchCode(SPEC, MULTIPART)).toBe(`import { readFile } from "node:fs/promises";

const form = new FormData();
form.append("note", "it's @home; ok");
form.append("meta", new Blob(["{\\"a\\":\\"x\\\\\\"y\\"}"], { type: "application/json" }));
form.append("file", new Blob([await readFile("my photo.png")], { type: "image/png" }), "my photo.png");

const response = await fetch("https://api.example.dev/upload", {
  method: "POST",
  headers: {
    "Accept": "application/json",
  },
  body: form,
});

if (!response.ok) {
  throw new Error(\`Request failed with HTTP \${response.status}\`);
}

const data = await response.json();
console.log(JSON.stringify(data, null, 2));
`)
  })

  it("axios: both imports first, then the form", () => {
    const code = axiosCode(SPEC, { kind: "multipart", parts: [{ name: "a", value: "1" }] })
    expect(code).toBe(`import axios from "axios";

const form = new FormData();
form.append("a", "1");

const response = await axios({
  method: "POST",
  url: "https://api.example.dev/upload",
  headers: {
    "Accept": "application/json",
  },
  data: form,
});

console.log(JSON.stringify(response.data, null, 2));
`)
    expect(axiosCode(FILE_SPEC, FILE).split("\n").slice(0, 3)).toEqual([
      'import axios from "axios";',
      'import { readFile } from "node:fs/promises";',
      "",
    ])
    expect(axiosCode(FILE_SPEC, FILE)).toContain('  data: await readFile("doc.pdf"),\n});')
  })

  it("fetch: a file body is the file's bytes, with its Content-Type", () => {
    const code = fetchCode(FILE_SPEC, FILE)
    expect(code.startsWith('import { readFile } from "node:fs/promises";\n\nconst response = await fetch(')).toBe(true)
    expect(code).toContain('    "Content-Type": "application/pdf",\n  },\n  body: await readFile("doc.pdf"),\n});')
  })

  it("cURL: --form-string for text, --form with type for JSON parts and files", () => {
    expect(curlCode(SPEC, MULTIPART)).toBe(`curl --request POST \\
  --url 'https://api.example.dev/upload' \\
  --header 'Accept: application/json' \\
  --form-string 'note=it'\\''s @home; ok' \\
  --form 'meta="{\\"a\\":\\"x\\\\\\"y\\"}";type=application/json' \\
  --form 'file=@"my photo.png";type=image/png'
`)
  })

  it("cURL: a file body with --data-binary @file", () => {
    expect(curlCode(FILE_SPEC, FILE)).toBe(`curl --request POST \\
  --url 'https://api.example.dev/upload' \\
  --header 'Accept: application/json' \\
  --header 'Content-Type: application/pdf' \\
  --data-binary '@doc.pdf'
`)
  })

  it("without a body code: the lib's snippets as they are", () => {
    const spec = { ...SPEC, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "a=1&b[c]=2" }
    expect(curlCode(spec)).toContain("--data-raw 'a=1&b[c]=2'")
    expect(fetchCode(spec)).toContain('  body: "a=1&b[c]=2",')
    expect(axiosCode(spec)).toContain('  data: "a=1&b[c]=2",')
  })
})
