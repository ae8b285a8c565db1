import { describe, expect, it } from "vitest"
import { multipartChunks, type MultipartPart } from "@/lib/request-body/encode-multipart"
import { multipartPieces, partHead, type CodePart } from "./exact-body"

// The pieces code writes are the tester's bytes: joined (a file piece as the file's bytes) they equal multipartChunks'.

const FILE_BYTES = new Uint8Array([0x89, 0x50, 0x00, 0xff, 0x0d, 0x0a])

/** The tester's part and the code's part for one field. */
function pair(part: CodePart): [MultipartPart, CodePart] {
  if (part.fileName === undefined) {
    const text: MultipartPart = { name: part.name, value: part.value ?? "" }
    return [part.contentType === undefined ? text : { ...text, contentType: part.contentType }, part]
  }
  const file = new Blob([FILE_BYTES])
  return [{ name: part.name, file, filename: part.fileName, contentType: part.contentType ?? "" }, part]
}

async function bytesOf(chunks: (string | Blob)[]): Promise<Uint8Array> {
  return new Uint8Array(await new Blob(chunks).arrayBuffer())
}

describe("multipartPieces", () => {
  it.each<[label: string, parts: CodePart[]]>([
    ["one text part", [{ name: "note", value: "hi" }]],
    ["no parts", []],
    [
      "a JSON part: its Content-Type, no file name",
      [{ name: "meta", value: '{"a":1}', contentType: "application/json" }],
    ],
    [
      "a file between text parts",
      [
        { name: "a", value: "1" },
        { name: "file", fileName: "rex.png", contentType: "image/png" },
        { name: "b", value: "2" },
      ],
    ],
    [
      "two files in a row, then the end",
      [
        { name: "f", fileName: "a.png", contentType: "image/png" },
        { name: "f", fileName: "b.png", contentType: "image/png" },
      ],
    ],
    [
      "names and file names escaped as browsers do",
      [
        { name: 'say "hi"\r\n', value: "x" },
        { name: "é", fileName: 'my "photo"\n.png', contentType: "image/png" },
      ],
    ],
    ["line breaks as typed (LF stays LF), lone surrogates as U+FFFD", [{ name: "t", value: "a\nb\r\nc\rd \ud800" }]],
  ])("%s: joined, exactly multipartChunks' bytes", async (_label, parts) => {
    const pairs = parts.map(pair)
    const tester = await bytesOf(
      multipartChunks(
        pairs.map(([p]) => p),
        "B0",
      ),
    )
    const pieces = multipartPieces(
      pairs.map(([, c]) => c),
      "B0",
    )
    const code = await bytesOf(pieces.map((piece) => ("file" in piece ? new Blob([FILE_BYTES]) : piece.text)))
    expect(code).toEqual(tester)
  })

  it("one text piece per text part; a file part as its head, the file, and its CRLF going with what follows", () => {
    expect(
      multipartPieces(
        [
          { name: "a", value: "1" },
          { name: "f", fileName: "x.bin", contentType: "application/octet-stream" },
        ],
        "B",
      ),
    ).toEqual([
      { text: '--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n' },
      {
        text: '--B\r\nContent-Disposition: form-data; name="f"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
      },
      { file: "x.bin" },
      { text: "\r\n--B--\r\n" },
    ])
  })

  it("partHead: a Content-Type line only when the part has one", () => {
    expect(partHead({ name: "a", value: "" }, "B")).toBe('--B\r\nContent-Disposition: form-data; name="a"\r\n\r\n')
    expect(partHead({ name: "a", value: "", contentType: "text/plain" }, "B")).toBe(
      '--B\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: text/plain\r\n\r\n',
    )
  })
})
