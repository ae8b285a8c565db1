import { describe, expect, it } from "vitest"
import { reasonPhrase, statusText } from "./http-status"

describe("reasonPhrase", () => {
  it.each([
    [100, "Continue"],
    [103, "Early Hints"],
    [200, "OK"],
    [204, "No Content"],
    [226, "IM Used"],
    [301, "Moved Permanently"],
    [308, "Permanent Redirect"],
    [400, "Bad Request"],
    [401, "Unauthorized"],
    [403, "Forbidden"],
    [404, "Not Found"],
    [413, "Content Too Large"],
    [418, "I'm a teapot"],
    [422, "Unprocessable Content"],
    [429, "Too Many Requests"],
    [451, "Unavailable For Legal Reasons"],
    [500, "Internal Server Error"],
    [502, "Bad Gateway"],
    [503, "Service Unavailable"],
    [511, "Network Authentication Required"],
  ])("%i → %s", (status, phrase) => {
    expect(reasonPhrase(status)).toBe(phrase)
  })

  it.each([0, 99, 104, 199, 299, 306, 420, 499, 509, 512, 599, 600, 404.5, -404, Number.NaN])(
    "unregistered %s → empty",
    (status) => {
      expect(reasonPhrase(status)).toBe("")
    },
  )

  it("knows every code of the IANA registry between 100 and 511", () => {
    const registered = [
      100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 305, 307, 308, 400,
      401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424, 425,
      426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505, 506, 507, 508, 510, 511,
    ]
    const known = Array.from({ length: 600 }, (_, i) => i).filter((status) => reasonPhrase(status) !== "")
    expect(known).toEqual(registered)
  })

  it("does not treat Object.prototype names as codes", () => {
    expect(reasonPhrase("constructor" as unknown as number)).toBe("")
  })
})

describe("statusText", () => {
  it.each([
    ["server text wins", 404, "Not Here", "Not Here"],
    ["HTTP/2: no server text", 404, "", "Not Found"],
    ["null server text", 429, null, "Too Many Requests"],
    ["undefined server text", 500, undefined, "Internal Server Error"],
    ["blank server text", 503, "  ", "Service Unavailable"],
    ["unknown code, no text", 599, "", "Unknown Status"],
    ["unknown code with text", 599, "Network Connect Timeout", "Network Connect Timeout"],
  ])("%s", (_name, status, serverText, expected) => {
    expect(statusText(status, serverText)).toBe(expected)
  })
})
