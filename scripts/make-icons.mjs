// `node scripts/make-icons.mjs`: renders the app icons (public/icons/*.png) from public/favicon.svg with
// Chromium, once; the PNGs are committed. Run it again only when the logo changes.
// - icon-{192,512}.png: the logo as is ("any" purpose, transparent rounded corners);
// - maskable-{192,512}.png: full-bleed background, the mark inside the central 80 % safe zone (platforms crop it);
// - apple-touch-icon.png (180): full-bleed too, iOS rounds the corners itself.
import { mkdirSync, readFileSync } from "node:fs"
import { chromium } from "@playwright/test"
import { launchOptions } from "./lib/chromium.mjs"

const svg = readFileSync("public/favicon.svg", "utf8")
const BRAND = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1]
const MARK = /<rect[^>]*\/>([\s\S]*)<\/svg>/.exec(svg)?.[1]
if (!BRAND || !MARK) throw new Error("public/favicon.svg changed shape: update scripts/make-icons.mjs")

/** The mark on a full square, scaled so it fills `scale` of the icon around the centre. */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/>` +
  `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${MARK}</g></svg>`

const ICONS = [
  { file: "icon-192.png", size: 192, svg },
  { file: "icon-512.png", size: 512, svg },
  { file: "maskable-192.png", size: 192, svg: fullBleed(0.8) },
  { file: "maskable-512.png", size: 512, svg: fullBleed(0.8) },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.9) },
]

const browser = await chromium.launch(launchOptions())
mkdirSync("public/icons", { recursive: true })
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
  const data = `data:image/svg+xml;base64,${Buffer.from(icon.svg).toString("base64")}`
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img src="${data}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
  )
  await page.locator("img").evaluate((img) => img.decode())
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true })
  await page.close()
  console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`)
}
await browser.close()
