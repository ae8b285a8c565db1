// Answers of GitHub's REST API for conformance tests (docs/conformance.md): GET /users/{username} and
// GET /search/repositories, checked against public/catalogue-schemas/github.json.

// GitHub's own example of GET /users/{username} (its description's public-user-default-response): it matches.
export const OCTOCAT = {
  avatar_url: "https://github.com/images/error/octocat_happy.gif",
  bio: "There once was...",
  blog: "https://github.com/blog",
  company: "GitHub",
  created_at: "2008-01-14T04:33:35Z",
  email: "octocat@github.com",
  events_url: "https://api.github.com/users/octocat/events{/privacy}",
  followers: 20,
  followers_url: "https://api.github.com/users/octocat/followers",
  following: 0,
  following_url: "https://api.github.com/users/octocat/following{/other_user}",
  gists_url: "https://api.github.com/users/octocat/gists{/gist_id}",
  gravatar_id: "",
  hireable: false,
  html_url: "https://github.com/octocat",
  id: 1,
  location: "San Francisco",
  login: "octocat",
  name: "monalisa octocat",
  node_id: "MDQ6VXNlcjE=",
  organizations_url: "https://api.github.com/users/octocat/orgs",
  public_gists: 1,
  public_repos: 2,
  received_events_url: "https://api.github.com/users/octocat/received_events",
  repos_url: "https://api.github.com/users/octocat/repos",
  site_admin: false,
  starred_url: "https://api.github.com/users/octocat/starred{/owner}{/repo}",
  subscriptions_url: "https://api.github.com/users/octocat/subscriptions",
  twitter_username: "monatheoctocat",
  type: "User",
  updated_at: "2008-01-14T04:33:35Z",
  url: "https://api.github.com/users/octocat",
}

/** GET /search/repositories' documented result, but its count as text: exactly one difference (`type` at /total_count). */
export const SEARCH_WITH_TEXT_COUNT = { total_count: "many", incomplete_results: false, items: [] }
