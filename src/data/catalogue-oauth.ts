import type { OAuthFlowType, OAuthScheme } from "@/lib/oauth/oauth-scheme"

// The OAuth data of the catalogue's `auth: "oauth"` entries (docs/oauth.md, "The catalogue's OAuth
// APIs"): each provider's authorization and token URLs, its scopes with the provider's own descriptions, and for each
// flow whether a web page can complete it, and why not. Sources: the providers' documentation and
// /work/shared/reference/catalogue-facts.md (Reddit's and PayPal's token endpoints send no CORS headers to browsers).

/** Whether a flow completes in a browser, and the plain reason when it does not. */
export type BrowserFlow =
  { type: OAuthFlowType; inBrowser: true } | { type: OAuthFlowType; inBrowser: false; why: string }

export type CatalogueOAuth = {
  /** The catalogue entry's id (src/data/apis-*.ts). */
  id: string
  /** As an opened API's scheme, so the tester's sign-in can read it. */
  scheme: OAuthScheme
  browser: BrowserFlow[]
  /** Where to get a token to paste when no flow completes here. */
  tokenHelp: string
}

const SPOTIFY_TOKEN = "https://accounts.spotify.com/api/token"
const REDDIT_TOKEN = "https://www.reddit.com/api/v1/access_token"
const PAYPAL_TOKEN = "https://api-m.sandbox.paypal.com/v1/oauth2/token"

export const CATALOGUE_OAUTH: readonly CatalogueOAuth[] = [
  {
    id: "spotify",
    scheme: {
      name: "Spotify accounts",
      description: "Spotify's OAuth 2: authorization code with PKCE for apps without a server.",
      flows: [
        {
          type: "authorizationCode",
          authorizationUrl: "https://accounts.spotify.com/authorize",
          tokenUrl: SPOTIFY_TOKEN,
          scopes: [
            { name: "user-read-private", description: "Access your subscription details." },
            { name: "user-read-email", description: "Get your real email address." },
            { name: "user-top-read", description: "Read your top artists and content." },
            { name: "user-read-recently-played", description: "Access your recently played items." },
            { name: "user-library-read", description: "Access your saved content." },
            { name: "playlist-read-private", description: "Access your private playlists." },
          ],
        },
        { type: "clientCredentials", tokenUrl: SPOTIFY_TOKEN, scopes: [] },
      ],
    },
    browser: [
      { type: "authorizationCode", inBrowser: true },
      {
        type: "clientCredentials",
        inBrowser: false,
        why: "Client credentials need the app's client secret, which a web page cannot keep: sign in with authorization code and PKCE instead, which Spotify documents for apps without a server.",
      },
    ],
    tokenHelp: "https://developer.spotify.com/documentation/web-api/concepts/authorization",
  },
  {
    id: "reddit",
    scheme: {
      name: "Reddit OAuth",
      description: "Reddit's OAuth 2; every API call goes to oauth.reddit.com with a bearer token.",
      flows: [
        {
          type: "authorizationCode",
          authorizationUrl: "https://www.reddit.com/api/v1/authorize",
          tokenUrl: REDDIT_TOKEN,
          scopes: [
            { name: "identity", description: "Access your reddit username and signup date." },
            { name: "read", description: "Access posts and comments through your account." },
            {
              name: "mysubreddits",
              description: "Access the list of subreddits you moderate, contribute to, and subscribe to.",
            },
            {
              name: "history",
              description: "Access your voting history and comments or submissions you've saved or hidden.",
            },
          ],
        },
        { type: "clientCredentials", tokenUrl: REDDIT_TOKEN, scopes: [{ name: "read", description: "" }] },
      ],
    },
    browser: [
      {
        type: "authorizationCode",
        inBrowser: false,
        why: "Reddit's token endpoint (www.reddit.com/api/v1/access_token) sends no CORS headers, so a web page cannot read its answer: get a token elsewhere (a script run from a terminal) and paste it as the key.",
      },
      {
        type: "clientCredentials",
        inBrowser: false,
        why: "Reddit's token endpoint sends no CORS headers, and this flow needs the app's secret: get the token from a terminal and paste it as the key.",
      },
    ],
    tokenHelp: "https://github.com/reddit-archive/reddit/wiki/OAuth2",
  },
  {
    id: "paypal",
    scheme: {
      name: "PayPal OAuth",
      description: "PayPal's REST APIs take an access token from client credentials (the REST app's id and secret).",
      flows: [{ type: "clientCredentials", tokenUrl: PAYPAL_TOKEN, scopes: [] }],
    },
    browser: [
      {
        type: "clientCredentials",
        inBrowser: false,
        why: "PayPal's token endpoint is for servers: it sends no CORS headers, and it needs the REST app's secret. Get a sandbox token with the copied cURL of 'Get access token' (HTTP Basic client_id:client_secret) and paste it as the key.",
      },
    ],
    tokenHelp: "https://developer.paypal.com/api/rest/authentication/",
  },
]

/** The OAuth data of a catalogue entry, if it has any: catalogueOAuth("spotify")?.scheme.flows.length → 2 */
export function catalogueOAuth(id: string): CatalogueOAuth | undefined {
  return CATALOGUE_OAUTH.find((entry) => entry.id === id)
}
