import type { Page, Request } from "@playwright/test"
import { CORS, expect, expectNoViolations, openPastedDescription, sendAndWait, test, testEndpoint } from "./fixtures"

// Parameters sent as the description's style says (lib/param-style.ts): an opened API's exploded list,
// deepObject query object and matrix path list reach the API byte for byte as OpenAPI 3.1 writes them, at phone and
// desktop width; a value that cannot be read is left out with a note; a cookie parameter is shown, never sent.

const DESCRIPTION = `openapi: 3.1.0
info: { title: Style Shop, version: "1" }
servers: [{ url: "https://shop.example.dev/v1" }]
paths:
  /items/{ids}:
    get:
      summary: Search items
      parameters:
        - name: ids
          in: path
          required: true
          style: matrix
          explode: true
          schema: { type: array, items: { type: integer } }
          example: [1, 2]
        - name: filter
          in: query
          style: deepObject
          explode: true
          schema: { type: object }
          example: { status: open, created: { gte: 5 } }
        - name: tag
          in: query
          schema: { type: array, items: { type: string } }
          example: ["a b", "c&d"]
        - name: session
          in: cookie
          schema: { type: string }
      responses: { "200": { description: ok } }
`

const SENT =
  "https://shop.example.dev/v1/items/;ids=1;ids=2" +
  "?filter%5Bstatus%5D=open&filter%5Bcreated%5D%5Bgte%5D=5&tag=a%20b&tag=c%26d"

async function openSearchTester(page: Page): Promise<Request[]> {
  const requests: Request[] = []
  await page.route("https://shop.example.dev/**", async (route) => {
    requests.push(route.request())
    await route.fulfill({ status: 200, headers: { ...CORS, "content-type": "application/json" }, body: '{"items":[]}' })
  })
  await openPastedDescription(page, DESCRIPTION, "Style Shop")
  await testEndpoint(page, "Search items")
  return requests
}

for (const [label, width, height] of [
  ["phone (390 px)", 390, 844],
  ["desktop (1280 px)", 1280, 800],
] as const) {
  test(`${label}: a deepObject query object, an exploded list and a matrix path list are sent byte for byte`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    const requests = await openSearchTester(page)

    // Each list or object field says how to type it and how it goes; the cookie one that it is not sent.
    await expect(page.getByLabel(/^filter/)).toHaveAccessibleDescription(
      /A JSON object, e\.g\. \{"R":100,"G":200\}\. Sent as filter\[R\]=100&filter\[G\]=200\./,
    )
    await expect(page.getByLabel(/^tag/)).toHaveAccessibleDescription(/Sent as tag=blue&tag=black&tag=brown\./)
    await expect(page.getByLabel(/^session/)).toHaveAccessibleDescription(/browsers set cookies themselves/)
    await expectNoViolations(page, `the tester with list, object and cookie fields at ${width} px`, "main")

    // An opened API's tester opens with the document's examples filled in (docs/open-any-api.md).
    await expect(page.getByLabel(/^filter/)).toHaveValue('{"status":"open","created":{"gte":5}}')
    await page.getByLabel(/^session/).fill("s-123")
    await sendAndWait(page)
    expect(requests.map((request) => request.url())).toEqual([SENT])
    const headers = await requests[0]!.allHeaders()
    expect(headers.cookie ?? "").not.toContain("s-123")
    expect(JSON.stringify(headers)).not.toContain("s-123")

    // The list typed as a comma list: the same bytes as the JSON array.
    await page.getByLabel(/^tag/).fill("a b, c&d")
    await sendAndWait(page)
    expect(requests.at(-1)?.url()).toBe(SENT)

    // An object that is not JSON: left out with a note under its field, the rest sent.
    await page.getByLabel(/^filter/).fill("status=open")
    await expect(page.getByLabel(/^filter/)).toHaveAccessibleDescription(/Not sent: not a JSON object\./)
    await expect(page.getByLabel(/^filter/)).toHaveAttribute("aria-invalid", "true")
    await sendAndWait(page)
    expect(requests.at(-1)?.url()).toBe("https://shop.example.dev/v1/items/;ids=1;ids=2?tag=a%20b&tag=c%26d")

    // Nothing scrolls sideways at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })
}
