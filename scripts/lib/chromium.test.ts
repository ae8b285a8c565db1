import { spawnSync } from "node:child_process"
import { describe, expect, it } from "vitest"
// @ts-expect-error -- plain .mjs module without type declarations
import { availableBrowser, chromiumExecutable, NO_BROWSER_MESSAGE } from "./chromium.mjs"

const PLAYWRIGHT = "/root/.cache/ms-playwright/chromium-1/chrome"
const existing =
  (...paths: string[]) =>
  (path: string) =>
    paths.includes(path)

describe("availableBrowser", () => {
  it.each<[string, Record<string, string>, string[], string | null]>([
    ["Debian's chromium", {}, ["/usr/bin/chromium", PLAYWRIGHT], "/usr/bin/chromium"],
    ["CHROMIUM_PATH first", { CHROMIUM_PATH: "/opt/c" }, ["/opt/c", "/usr/bin/chromium"], "/opt/c"],
    ["CHROME_PATH when CHROMIUM_PATH is unset", { CHROME_PATH: "/opt/g" }, ["/opt/g"], "/opt/g"],
    // A CHROMIUM_PATH that points nowhere does not silently fall back to /usr/bin/chromium.
    ["a CHROMIUM_PATH that is missing, then Playwright's", { CHROMIUM_PATH: "/nope" }, [PLAYWRIGHT], PLAYWRIGHT],
    ["Playwright's own browser", {}, [PLAYWRIGHT], PLAYWRIGHT],
    ["nothing at all", {}, [], null],
  ])("%s", (_, env, paths, expected) => {
    expect(availableBrowser(PLAYWRIGHT, existing(...paths), env)).toBe(expected)
    expect(chromiumExecutable(existing(...paths), env)).toBe(
      expected === PLAYWRIGHT ? undefined : (expected ?? undefined),
    )
  })
})

describe("npm test without a browser", () => {
  it("stops within seconds with one clear message and the summary line", () => {
    const result = spawnSync("node", ["scripts/run-tests.mjs"], {
      encoding: "utf8",
      timeout: 60_000,
      env: {
        ...process.env,
        CHROMIUM_PATH: "/nonexistent/chromium",
        PLAYWRIGHT_BROWSERS_PATH: "/nonexistent/browsers",
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
      },
    })
    expect(result.status).toBe(1)
    expect(result.stdout).toContain(NO_BROWSER_MESSAGE)
    expect(result.stdout.trim().split("\n").at(-1)).toBe("0 passed, 1 failed")
    // Nothing else ran (no typecheck, no build, no test): what took 9 minutes now takes a moment.
    expect(result.stdout).not.toContain("▶")
  })
})
