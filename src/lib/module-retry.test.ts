import { describe, expect, it } from "vitest"
import { failedModuleUrl, retryAddress } from "./module-retry"

const ORIGIN = "https://api-explorer.dev"

describe("failedModuleUrl", () => {
  it.each<[string, unknown, string | undefined]>([
    [
      "Chromium's message",
      new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/palette-dialog-Bq1.js`),
      `${ORIGIN}/assets/palette-dialog-Bq1.js`,
    ],
    [
      "a retry that failed too: its query dropped",
      new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/palette-dialog-Bq1.js?retry=1`),
      `${ORIGIN}/assets/palette-dialog-Bq1.js`,
    ],
    [
      "Firefox's message",
      new TypeError(`error loading dynamically imported module: ${ORIGIN}/assets/a.js`),
      `${ORIGIN}/assets/a.js`,
    ],
    ["Safari's message names no address", new TypeError("Importing a module script failed."), undefined],
    [
      "another origin's script is never asked for",
      new TypeError("Failed to fetch dynamically imported module: https://evil.example/assets/a.js"),
      undefined,
    ],
    ["no script", new TypeError(`Failed to fetch dynamically imported module: ${ORIGIN}/assets/a.css`), undefined],
    ["not an address", new TypeError("Failed to fetch dynamically imported module: ::::"), undefined],
    ["not an error", "Failed to fetch dynamically imported module: nope", undefined],
    ["nothing", undefined, undefined],
  ])("%s", (_, error, url) => expect(failedModuleUrl(error, ORIGIN)).toBe(url))
})

describe("retryAddress", () => {
  it.each([
    [1, `${ORIGIN}/assets/a.js?retry=1`],
    [3, `${ORIGIN}/assets/a.js?retry=3`],
  ])("attempt %i → %s", (attempt, address) => expect(retryAddress(`${ORIGIN}/assets/a.js`, attempt)).toBe(address))
})
