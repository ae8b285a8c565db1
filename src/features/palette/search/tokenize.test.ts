import { describe, expect, it } from "vitest"
import { firstSentence, queryTerms, stem, tokenize } from "./tokenize"

describe("stem", () => {
  it.each([
    ["issues", "issue"],
    ["repositories", "repository"],
    ["addresses", "address"],
    ["status", "status"],
    ["sms", "sms"],
    ["items", "item"],
    ["analysis", "analysis"],
    ["v1s", "v1s"],
  ])("%s → %s", (word, stemmed) => expect(stem(word)).toBe(stemmed))
})

describe("tokenize", () => {
  it.each([
    ["listRepoIssues /repos/{owner}/{repo}", false, ["list", "repo", "issue", "owner"]],
    ["PostPaymentIntents", false, ["post", "payment", "intent"]],
    ["chat.postMessage", false, ["chat", "post", "message"]],
    ["send_SMS-now", false, ["send", "sms", "now"]],
    ["HTMLParser", false, ["html", "parser"]],
    ["Send an SMS to the phone", true, ["send", "sms", "phone"]],
    ["Send an SMS to the phone", false, ["send", "an", "sms", "to", "the", "phone"]],
  ] as const)("%s (stop words dropped: %s)", (text, drop, terms) => expect(tokenize(text, drop)).toEqual(terms))
})

describe("queryTerms", () => {
  it.each([
    ["list the issues", ["list", "issue"]],
    ["the", ["the"]],
    ["", []],
  ])("%s", (query, terms) => expect(queryTerms(query)).toEqual(terms))
})

describe("firstSentence", () => {
  it.each([
    ["Creates a pet. Then more.", "Creates a pet."],
    ["No end", "No end"],
    ["Version 1.2 is here. Next", "Version 1.2 is here."],
  ])("%s", (text, sentence) => expect(firstSentence(text)).toBe(sentence))
  it("cuts at max", () => expect(firstSentence("a".repeat(300), 10)).toBe("a".repeat(10)))
})
