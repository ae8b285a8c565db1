import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

// The lint rules docs/security.md promises, checked against the real eslint.config.js: browser code that
// evaluates strings or injects raw HTML must not pass `npm run lint`.
const eslint = new ESLint({ cwd: process.cwd() })

async function problems(code: string, filePath = "src/features/example/example.tsx") {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`)
}

describe("eslint.config.js forbids dynamic code and raw HTML in src", () => {
  it.each([
    [
      "dangerouslySetInnerHTML",
      "export function X({ html }: { html: string }) {\n  return <div dangerouslySetInnerHTML={{ __html: html }} />\n}\n",
      /No raw HTML/,
    ],
    ["eval", "export const run = (code: string) => eval(code)\n", /no-eval/],
    ["new Function", 'export const make = (body: string) => new Function("x", body)\n', /no-new-func|No new Function/],
    ["Function()", "export const make = (body: string) => Function(body)\n", /no-new-func|No Function\(\)/],
    ["a string timer", 'export const later = () => setTimeout("alert(1)", 10)\n', /no-implied-eval/],
  ])(
    "%s is an error",
    async (_name, code, expected) => {
      const found = await problems(code)
      expect(
        found.some((text) => expected.test(text)),
        found.join("\n"),
      ).toBe(true)
    },
    30_000,
  )

  it("plain text rendering passes", async () => {
    expect(await problems("export function X({ text }: { text: string }) {\n  return <pre>{text}</pre>\n}\n")).toEqual(
      [],
    )
  }, 30_000)
})

describe("eslint.config.js keeps features apart", () => {
  it.each([
    ["an alias import", 'import { filterApis } from "@/features/explore/filter-apis"\nexport const f = filterApis\n'],
    ["a relative import", 'import { filterApis } from "../explore/filter-apis"\nexport const f = filterApis\n'],
  ])(
    "%s of another feature is an error",
    async (_name, code) => {
      const found = await problems(code, "src/features/tester/example.ts")
      expect(
        found.some((text) => text.startsWith("api-explorer/feature-boundaries")),
        found.join("\n"),
      ).toBe(true)
    },
    30_000,
  )

  it("an import inside the same feature passes", async () => {
    const code = 'import { sendRequest } from "./send-request"\nexport const s = sendRequest\n'
    expect(await problems(code, "src/features/tester/example.ts")).toEqual([])
  }, 30_000)
})
