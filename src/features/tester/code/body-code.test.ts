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
  it("fetch: the multipart body as the tester writes it, part by part, with its Content-Type and boundary", () => {
    expect(fetchCode(SPEC, MULTIPART)).toBe(`import { readFile } from "node:fs/promises";

// The multipart body exactly as it is sent, part by part (the boundary is the one its Content-Type names).
const multipart = new Blob([
  "--B\\r\\nContent-Disposition: form-data; name=\\"note\\"\\r\\n\\r\\nit's @home; ok\\r\\n",
  "--B\\r\\nContent-Disposition: form-data; name=\\"meta\\"\\r\\nContent-Type: application/json\\r\\n\\r\\n{\\"a\\":\\"x\\\\\\"y\\"}\\r\\n",
  "--B\\r\\nContent-Disposition: form-data; name=\\"file\\"; filename=\\"my photo.png\\"\\r\\nContent-Type: image/png\\r\\n\\r\\n",
  await readFile("my photo.png"),
  "\\r\\n--B--\\r\\n",
]);

const response = await fetch("https://api.example.dev/upload", {
  method: "POST",
  headers: {
    "Accept": "application/json",
    "Content-Type": "multipart/form-data; boundary=B",
  },
  body: multipart,
});

if (!response.ok) {
  throw new Error(\`Request failed with HTTP \${response.status}\`);
}

const data = await response.json();
console.log(JSON.stringify(data, null, 2));
`)
  })

  it('no part gets a file name it does not have (FormData would name a JSON Blob part "blob")', () => {
    const code = fetchCode(SPEC, MULTIPART)
    expect(code).not.toContain("FormData")
    expect(code).not.toContain("blob")
    expect(code.match(/filename=/g)).toHaveLength(1)
  })

  it("axios: both imports first, then the body, sent as an ArrayBuffer", () => {
    const code = axiosCode(SPEC, { kind: "multipart", boundary: "B", parts: [{ name: "a", value: "1" }] })
    expect(code).toBe(`import axios from "axios";

// The multipart body exactly as it is sent, part by part (the boundary is the one its Content-Type names).
const multipart = new Blob([
  "--B\\r\\nContent-Disposition: form-data; name=\\"a\\"\\r\\n\\r\\n1\\r\\n",
  "--B--\\r\\n",
]);

const response = await axios({
  method: "POST",
  url: "https://api.example.dev/upload",
  headers: {
    "Accept": "application/json",
    "Content-Type": "multipart/form-data; boundary=B",
  },
  data: await multipart.arrayBuffer(),
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
