import { act, render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { OAuthScheme } from "@/lib/oauth/oauth-scheme"
import { POPUP_BLOCKED } from "../sign-in-problem"
import { SignInPanel } from "./sign-in-panel"

// The panel by role, with the browser's outside stubbed: window.open, the callback's BroadcastChannel and fetch.

const CODE_SCHEME: OAuthScheme = {
  name: "oauth",
  description: "",
  flows: [
    {
      type: "authorizationCode",
      authorizationUrl: "https://id.example/authorize",
      tokenUrl: "https://id.example/token",
      scopes: [{ name: "read", description: "Read things" }],
    },
  ],
}

// The redirect tests use implicit: jsdom's Web Crypto cannot compute the PKCE challenge of the code flow (its
// Uint8Array is another realm's); the code flow's URL and exchange are table-tested in grants/grants.test.ts.
const IMPLICIT_SCHEME: OAuthScheme = {
  name: "old",
  description: "",
  flows: [{ type: "implicit", authorizationUrl: "https://id.example/authorize", scopes: [] }],
}

const CLIENT_SCHEME: OAuthScheme = {
  name: "machine",
  description: "",
  flows: [{ type: "clientCredentials", tokenUrl: "https://id.example/token", scopes: [] }],
}

/** The channels the panel opened, to hand it the callback page's message. */
const channels: FakeChannel[] = []
class FakeChannel {
  onmessage: ((event: MessageEvent) => void) | null = null
  constructor(readonly name: string) {
    channels.push(this)
  }
  postMessage() {}
  close() {}
  deliver(data: unknown) {
    this.onmessage?.({ data } as MessageEvent)
  }
}

function tokenResponse(body: Record<string, unknown>, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
}

beforeEach(() => {
  channels.length = 0
  vi.stubGlobal("BroadcastChannel", FakeChannel)
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderPanel(schemes: OAuthScheme[], hasToken = false) {
  const onToken = vi.fn()
  const onSignOut = vi.fn()
  render(<SignInPanel idPrefix="t" schemes={schemes} hasToken={hasToken} onToken={onToken} onSignOut={onSignOut} />)
  return { onToken, onSignOut }
}

describe("SignInPanel", () => {
  it("asks for the client id before signing in", async () => {
    renderPanel([CODE_SCHEME])
    expect(screen.getByRole("heading", { name: "Sign in with OAuth" })).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(screen.getByRole("alert")).toHaveTextContent("Enter the client id first.")
  })

  it("says so when the sign-in window is blocked, and offers this tab instead", async () => {
    vi.spyOn(window, "open").mockReturnValue(null)
    renderPanel([IMPLICIT_SCHEME])
    await userEvent.type(screen.getByRole("textbox", { name: "Client ID" }), "client-1")
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(POPUP_BLOCKED)
    expect(screen.getByRole("button", { name: "Sign in in this tab instead" })).toBeInTheDocument()
    // The dropped sign-in leaves no state behind.
    expect(Object.keys(sessionStorage)).toEqual([])
  })

  it("opens the sign-in window, then takes the token from the callback's message", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue({} as Window)
    const fetchStub = vi.fn()
    vi.stubGlobal("fetch", fetchStub)
    const { onToken } = renderPanel([IMPLICIT_SCHEME])
    await userEvent.type(screen.getByRole("textbox", { name: "Client ID" }), "client-1")
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    const statuses = () =>
      screen
        .getAllByRole("status")
        .map((status) => status.textContent)
        .join(" ")
    await waitFor(() => expect(statuses()).toContain("Waiting for the sign-in window."))
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled()
    expect(screen.getByRole("button", { name: "Cancel sign-in" })).toBeInTheDocument()
    const url = new URL(String(open.mock.calls[0]?.[0]))
    expect(url.searchParams.get("response_type")).toBe("token")
    const state = url.searchParams.get("state") ?? ""
    act(() => channels[0]?.deliver({ type: "oauth-callback", state, search: `#access_token=at-1&state=${state}` }))
    await waitFor(() => expect(onToken).toHaveBeenCalledWith("at-1"))
    expect(statuses()).toContain('Signed in: the access token is the key now, sent as "Authorization: Bearer …".')
    // Implicit: no exchange.
    expect(fetchStub).not.toHaveBeenCalled()
  })

  it("Cancel drops the sign-in: a late answer is not taken", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue({} as Window)
    const fetchStub = vi.fn()
    vi.stubGlobal("fetch", fetchStub)
    const { onToken } = renderPanel([IMPLICIT_SCHEME])
    await userEvent.type(screen.getByRole("textbox", { name: "Client ID" }), "client-1")
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }))
    await userEvent.click(await screen.findByRole("button", { name: "Cancel sign-in" }))
    expect(screen.queryByRole("button", { name: "Cancel sign-in" })).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled()
    const state = new URL(String(open.mock.calls[0]?.[0])).searchParams.get("state") ?? ""
    act(() => channels[0]?.deliver({ type: "oauth-callback", state, search: `#access_token=late&state=${state}` }))
    expect(fetchStub).not.toHaveBeenCalled()
    expect(onToken).not.toHaveBeenCalled()
  })

  it("client credentials gets a token at once, and words a refusal", async () => {
    vi.stubGlobal(
      "fetch",
      vi
        .fn()
        .mockResolvedValueOnce(tokenResponse({ error: "invalid_client" }, 401))
        .mockResolvedValueOnce(tokenResponse({ access_token: "cc", token_type: "Bearer" })),
    )
    const { onToken } = renderPanel([CLIENT_SCHEME])
    await userEvent.type(screen.getByRole("textbox", { name: "Client ID" }), "machine-1")
    await userEvent.type(screen.getByLabelText("Client secret"), "s3cret")
    await userEvent.click(screen.getByRole("button", { name: "Get a token" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'The token endpoint at id.example refused: "invalid_client" (HTTP 401). Check the client id (and secret)',
    )
    await userEvent.click(screen.getByRole("button", { name: "Get a token" }))
    await waitFor(() => expect(onToken).toHaveBeenCalledWith("cc"))
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("Sign out empties the key", async () => {
    const { onSignOut } = renderPanel([CODE_SCHEME], true)
    await userEvent.click(screen.getByRole("button", { name: "Sign out" }))
    expect(onSignOut).toHaveBeenCalledTimes(1)
  })
})
