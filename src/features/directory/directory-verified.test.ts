// @vitest-environment node
import { describe, expect, it } from "vitest"
import {
  directoryVerifiedText,
  loadDirectoryVerified,
  parseDirectoryVerified,
  type DirectoryVerification,
} from "./directory-verified"

const AT = "2026-11-27T03:00:00.000Z"
const good = { at: AT, worked: 2, sent: 3, matches: 1, differs: 1 }

describe("parseDirectoryVerified", () => {
  it.each<[string, unknown, [string, DirectoryVerification][]]>([
    ["a good file", { format: 1, apis: { "p.com": good } }, [["p.com", good]]],
    ["another format", { format: 2, apis: { "p.com": good } }, []],
    ["not an object", "x", []],
    ["apis as a list", { format: 1, apis: [good] }, []],
    [
      "a damaged entry beside a good one",
      { format: 1, apis: { "p.com": good, "q.com": { ...good, worked: 9 } } },
      [["p.com", good]],
    ],
    ["a time that is none", { format: 1, apis: { "p.com": { ...good, at: "yesterday" } } }, []],
    ["a fractional count", { format: 1, apis: { "p.com": { ...good, matches: 0.5 } } }, []],
    ["a count of 1e300", { format: 1, apis: { "p.com": { ...good, sent: 1e300 } } }, []],
    ["nothing sent", { format: 1, apis: { "p.com": { ...good, sent: 0, worked: 0, matches: 0, differs: 0 } } }, []],
    ["more compared than sent", { format: 1, apis: { "p.com": { ...good, matches: 3, differs: 1 } } }, []],
  ])("%s", (_, value, expected) => expect([...parseDirectoryVerified(value)]).toEqual(expected))
})

describe("directoryVerifiedText", () => {
  it.each<[DirectoryVerification, string]>([
    [
      good,
      "Verified from a browser on 2026-11-27: 2 of 3 endpoints worked; 1 matches its description, 1 differs from its description",
    ],
    [
      { at: AT, worked: 1, sent: 1, matches: 0, differs: 0 },
      "Verified from a browser on 2026-11-27: 1 of 1 endpoint worked",
    ],
    [
      { at: AT, worked: 4, sent: 4, matches: 4, differs: 0 },
      "Verified from a browser on 2026-11-27: 4 of 4 endpoints worked; 4 match its description",
    ],
    [
      { at: AT, worked: 3, sent: 3, matches: 0, differs: 2 },
      "Verified from a browser on 2026-11-27: 3 of 3 endpoints worked; 2 differ from its description",
    ],
  ])("%j", (verification, text) => expect(directoryVerifiedText(verification)).toBe(text))
})

describe("loadDirectoryVerified", () => {
  it.each<[string, typeof fetch, number]>([
    ["a file", async () => new Response(JSON.stringify({ format: 1, apis: { "p.com": good } })), 1],
    ["none on this site (404)", async () => new Response("", { status: 404 }), 0],
    ["not JSON", async () => new Response("<html>"), 0],
    [
      "offline",
      async () => {
        throw new TypeError("Failed to fetch")
      },
      0,
    ],
  ])("%s", async (_, fetchImpl, size) => expect((await loadDirectoryVerified(fetchImpl)).size).toBe(size))
})
