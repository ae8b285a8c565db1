// Screenshots of the tester after a Send, for docs/behaviour.md: docs/screenshots/tester-phone.png (390×844) and
// tester-desktop.png (1280×900), light theme. Runs against the production build (`npm run build` first) with
// GitHub's answer stood in for, so the pictures never depend on the network or on GitHub's data.
//   node scripts/tester-screenshots.mjs
import { spawn } from "node:child_process"
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"

const SHOTS = [
  { file: "docs/screenshots/tester-phone.png", viewport: { width: 390, height: 844 } },
  { file: "docs/screenshots/tester-desktop.png", viewport: { width: 1280, height: 900 } },
]
const USER = {
  login: "octocat",
  id: 583231,
  avatar_url: "https://avatars.githubusercontent.com/u/583231?v=4",
  html_url: "https://github.com/octocat",
  name: "The Octocat",
  company: "@github",
  blog: "https://github.blog",
  location: "San Francisco",
  public_repos: 8,
  followers: 21000,
  following: 9,
  created_at: "2011-01-25T18:44:36Z",
}

const server = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, PORT: "0" } })
const origin = await new Promise((resolve, reject) => {
  server.stdout.on("data", (chunk) => {
    const match = /at (http:\/\/\S+)/.exec(String(chunk))
    if (match) resolve(match[1])
  })
  server.on("exit", (code) => reject(new Error(`the server stopped (${code}); run npm run build first`)))
})

const browser = await chromium.launch(launchOptions())
try {
  for (const { file, viewport } of SHOTS) {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce", serviceWorkers: "block" })
    await context.addInitScript(() => localStorage.setItem("darkMode", "false"))
    const page = await context.newPage()
    await page.route("https://api.github.com/**", (route) =>
      route.fulfill({
        status: 200,
        headers: { "access-control-allow-origin": "*", "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(USER),
      }),
    )
    await page.goto(`${origin}/api/github?endpoint=0&p.username=octocat`)
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
    await page.getByRole("button", { name: "Send Request" }).click()
    await page.getByRole("tabpanel", { name: "Response" }).getByText("200 OK").waitFor()
    // The phone scrolls to the answer by itself; the picture shows that view.
    await page.evaluate("document.fonts.ready")
    await page.screenshot({ path: file })
    console.log(`wrote ${file}`)
    await context.close()
  }
} finally {
  await browser.close()
  server.kill()
}
