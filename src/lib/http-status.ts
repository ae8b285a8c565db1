/**
 * Reason phrases from the IANA HTTP Status Code Registry (RFC 9110 wording), plus 418, which the registry
 * keeps "(Unused)" but every server that sends it means "I'm a teapot".
 * HTTP/2 and HTTP/3 carry no reason phrase at all, so `Response.statusText` is "" for most modern APIs;
 * this table lets the tester still say "HTTP 404: Not Found" instead of "HTTP 404: ".
 */
const REASON_PHRASES: ReadonlyMap<number, string> = new Map(
  Object.entries({
    100: "Continue",
    101: "Switching Protocols",
    102: "Processing",
    103: "Early Hints",
    200: "OK",
    201: "Created",
    202: "Accepted",
    203: "Non-Authoritative Information",
    204: "No Content",
    205: "Reset Content",
    206: "Partial Content",
    207: "Multi-Status",
    208: "Already Reported",
    226: "IM Used",
    300: "Multiple Choices",
    301: "Moved Permanently",
    302: "Found",
    303: "See Other",
    304: "Not Modified",
    305: "Use Proxy",
    307: "Temporary Redirect",
    308: "Permanent Redirect",
    400: "Bad Request",
    401: "Unauthorized",
    402: "Payment Required",
    403: "Forbidden",
    404: "Not Found",
    405: "Method Not Allowed",
    406: "Not Acceptable",
    407: "Proxy Authentication Required",
    408: "Request Timeout",
    409: "Conflict",
    410: "Gone",
    411: "Length Required",
    412: "Precondition Failed",
    413: "Content Too Large",
    414: "URI Too Long",
    415: "Unsupported Media Type",
    416: "Range Not Satisfiable",
    417: "Expectation Failed",
    418: "I'm a teapot",
    421: "Misdirected Request",
    422: "Unprocessable Content",
    423: "Locked",
    424: "Failed Dependency",
    425: "Too Early",
    426: "Upgrade Required",
    428: "Precondition Required",
    429: "Too Many Requests",
    431: "Request Header Fields Too Large",
    451: "Unavailable For Legal Reasons",
    500: "Internal Server Error",
    501: "Not Implemented",
    502: "Bad Gateway",
    503: "Service Unavailable",
    504: "Gateway Timeout",
    505: "HTTP Version Not Supported",
    506: "Variant Also Negotiates",
    507: "Insufficient Storage",
    508: "Loop Detected",
    510: "Not Extended",
    511: "Network Authentication Required",
  }).map(([code, phrase]) => [Number(code), phrase]),
)

/** The standard reason phrase for a status code, e.g. 404 → "Not Found"; "" for an unregistered code. */
export function reasonPhrase(status: number): string {
  // A Map, not an object lookup, so odd inputs never reach Object.prototype ("constructor" etc.)
  return REASON_PHRASES.get(status) ?? ""
}

/**
 * The status text to show: the server's own text when it sent one (HTTP/1.1), otherwise the standard
 * reason phrase, otherwise "Unknown Status" — never empty.
 */
export function statusText(status: number, serverText?: string | null): string {
  return serverText?.trim() || reasonPhrase(status) || "Unknown Status"
}
