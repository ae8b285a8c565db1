import { describe, expect, it } from "vitest"
import { firstSentence, operationName, SENTENCE_NAME_LIMIT } from "./operation-name"

describe("operationName", () => {
  it.each<[summary: string, description: string, method: string, path: string, name: string]>([
    ["List customers", "Returns the customers. Newest first.", "get", "/v1/customers", "List customers"],
    ["", "Returns the customers. Newest first.", "get", "/v1/customers", "Returns the customers"],
    // No summary and no prose: the method and path, never the operationId (it is not even passed).
    ["", "", "get", "/v1/customers", "GET /v1/customers"],
    ["", "```json\n{}\n```", "delete", "/v1/customers/{id}", "DELETE /v1/customers/{id}"],
    ["", "| a | b |\n|---|---|\n| 1 | 2 |", "post", "/v1/customers", "POST /v1/customers"],
    ["", "<p></p>", "patch", "/items", "PATCH /items"],
  ])("summary %j, description %j, %s %s → %j", (summary, description, method, path, name) => {
    expect(operationName(summary, description, method, path)).toBe(name)
  })
})

describe("firstSentence", () => {
  it.each<[description: string, sentence: string]>([
    // Plain sentences.
    ["Deletes a DB subnet group.", "Deletes a DB subnet group"],
    [
      "Quickly convert between all different kinds of measurement units",
      "Quickly convert between all different kinds of measurement units",
    ],
    ["Is the service up? Returns 200 when it is.", "Is the service up?"],
    ["Returns the top questions.\n \nThis method returns a list.", "Returns the top questions"],
    ["Lists the apps\nof the account. Paged.", "Lists the apps of the account"],
    // Periods that do not end a sentence.
    ["52 U.S.C. 30118 allows communications. More.", "52 U.S.C. 30118 allows communications"],
    ["Send a file, e.g. an image. Then poll.", "Send a file, e.g. an image"],
    ["Uses version 1.2 of the format. See below.", "Uses version 1.2 of the format"],
    ["Written by J. Smith and others. Done.", "Written by J. Smith and others"],
    // Markdown leftovers.
    ["**Lists the metric values for a resource**.", "Lists the metric values for a resource"],
    ["Gets `productDeliveryTime` by `productId`.", "Gets productDeliveryTime by productId"],
    [
      "[Developer Preview](https://developers.google.com/workspace/preview): Creates a subscription. To learn more, see [Create](https://x.dev).",
      "Developer Preview: Creates a subscription",
    ],
    ["Returns the ![logo](https://x.dev/l.png) image.", "Returns the logo image"],
    ["See [the guide][guide] first.\n\n[guide]: https://x.dev", "See the guide first"],
    ["Creates a _draft_ post with *one* snake_case_field.", "Creates a draft post with one snake_case_field"],
    ["Removes ~~old~~ __stale__ items.", "Removes old stale items"],
    ["Escaped \\*stars\\* stay.", "Escaped *stars* stay"],
    ["Read <https://x.dev/docs> first.", "Read https://x.dev/docs first"],
    ["# Get a pet\n\nReturns one pet.", "Get a pet"],
    ["#### Examples ####\nMore.", "Examples"],
    ["> Quoted note here. Second.", "Quoted note here"],
    ["- First item.\n- Second item.", "First item"],
    ['"Block a domain to:\n- hide all public posts from it', "Block a domain to"],
    ['"Write a range of table elements"\n#### Examples ####', "Write a range of table elements"],
    ['"Set the posting schedules for the profile.', "Set the posting schedules for the profile"],
    ["```\ncurl x\n```\n\nUploads a file.", "Uploads a file"],
    ["| a |\n|---|\n\nAfter the table. Yes.", "After the table"],
    ["Title\n=====\n\nBody.", "Title"],
    ["<!-- hidden --> Visible text.", "Visible text"],
    // HTML (AWS descriptions are HTML).
    [
      "<p>Retrieves the specified version.</p> <note> <p>Policies are JSON.</p> </note>",
      "Retrieves the specified version",
    ],
    ["<p>Deletes a safety rule.</p>/&gt;", "Deletes a safety rule"],
    [
      "<p>Describes <code>DescribeCollection</code> results &amp; more.</p>",
      "Describes DescribeCollection results & more",
    ],
    ["Description: Updates a policy.<br />\r\n    Purpose: Replaces it.", "Description: Updates a policy"],
    ["It&#39;s a &#x27;test&#x27;&nbsp;call.", "It's a 'test' call"],
    ["<script>alert(1)</script>Runs.", "alert(1)Runs"],
    // Nothing readable.
    ["", ""],
    ["   ", ""],
    ["```\nonly code\n```", ""],
  ])("%j → %j", (description, sentence) => {
    expect(firstSentence(description)).toBe(sentence)
  })

  it.each<[description: string, name: string]>([
    [
      "Rejects the transfer of a domain from another Amazon Web Services account to the current Amazon Web Services account.",
      "Rejects the transfer of a domain from another Amazon Web Services account to…",
    ],
    [
      "Rejects the transfer of a domain from another Amazon Web Services account to th current account.",
      "Rejects the transfer of a domain from another Amazon Web Services account to th…",
    ],
    [`${"x".repeat(200)}.`, `${"x".repeat(SENTENCE_NAME_LIMIT - 1)}…`],
  ])("caps a long first sentence at a word: %j → %j", (description, name) => {
    expect(name.length).toBeLessThanOrEqual(SENTENCE_NAME_LIMIT)
    expect(firstSentence(description)).toBe(name)
  })

  it("reads only the start of a long description", () => {
    expect(firstSentence(`${"word ".repeat(2000)}end. Next.`)).toMatch(/^word word .*…$/)
    expect(firstSentence(`${"\n".repeat(5000)}Too far down.`)).toBe("")
  })
})
