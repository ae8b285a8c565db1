// React Router's default client entry, plus one line: taps made before this point were recorded by the inline
// EARLY_INTERACTIONS_SCRIPT; stop recording now, because from hydrateRoot on React queues events itself.
// root.tsx replays the recorded taps once the page has hydrated (src/app/boot/early-interactions.ts).
import { startTransition, StrictMode } from "react"
import { hydrateRoot } from "react-dom/client"
import { HydratedRouter } from "react-router/dom"
import { stopRecordingEarlyInteractions } from "@/app/boot/early-interactions"

stopRecordingEarlyInteractions()
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
