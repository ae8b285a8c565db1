import { describe, expect, it } from "vitest"
import { downloadName } from "./download-name"

describe("downloadName", () => {
  it.each<[string, string, string]>([
    ["https://a.dev/files/report.pdf", "application/pdf", "report.pdf"],
    ["https://a.dev/img/dog.JPG?size=2", "image/jpeg", "dog.JPG"],
    ["https://a.dev/posts/1", "application/json; charset=utf-8", "response.json"],
    ["https://a.dev/posts/1", "application/problem+json", "response.json"],
    ["https://a.dev/", "text/plain", "response.txt"],
    ["https://a.dev/qr", "image/png", "response.png"],
    ["https://a.dev/qr", "image/svg+xml", "response.svg"],
    ["https://a.dev/x", "application/vnd.ms-excel", "response.bin"],
    ["https://a.dev/x", "", "response.bin"],
    ["https://a.dev/.env", "text/plain", "response.txt"],
    ["https://a.dev/a%2F..%2Fb.txt", "text/plain", "response.txt"],
    ["not a url", "audio/mpeg", "response.mp3"],
  ])("%s (%s) → %s", (url, contentType, expected) => {
    expect(downloadName(url, contentType)).toBe(expected)
  })
})
