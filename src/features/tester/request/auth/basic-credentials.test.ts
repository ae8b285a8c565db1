import { describe, expect, it } from "vitest"
import { joinBasic, splitBasic, type BasicCredentials } from "./basic-credentials"

describe("Basic credentials as two fields", () => {
  it.each<[string, BasicCredentials]>([
    ["id:secret", { user: "id", password: "secret" }],
    ["id:se:cret", { user: "id", password: "se:cret" }],
    ["sk_test_ü:", { user: "sk_test_ü", password: "" }],
    [":secret", { user: "", password: "secret" }],
    ["token", { user: "token", password: "" }],
    ["", { user: "", password: "" }],
  ])("splits %j", (key, credentials) => {
    expect(splitBasic(key)).toEqual(credentials)
  })

  it.each<[BasicCredentials, string]>([
    [{ user: "id", password: "secret" }, "id:secret"],
    [{ user: "anystring", password: "key" }, "anystring:key"],
    [{ user: "sk_test_ü", password: "" }, "sk_test_ü:"],
    [{ user: "", password: "pw" }, ":pw"],
    [{ user: "", password: "" }, ""],
  ])("joins %j as %j", (credentials, key) => {
    expect(joinBasic(credentials)).toBe(key)
  })

  it.each(["id:secret", "id:se:cret", "sk_test_ü:", ":secret", ""])("reads %j back unchanged", (key) => {
    expect(joinBasic(splitBasic(key))).toBe(key)
  })
})
