import type { ReactNode } from "react"

/**
 * Draws a description: the API's (`endpointIndex` undefined) or an endpoint's. /open/{id}'s route passes its Markdown
 * renderer, which picks each one's heading ids and levels; a catalogue page passes none, and the text shows as it is.
 */
export type RenderDescription = (text: string, endpointIndex?: number) => ReactNode
