import { afterEach } from "vitest"

// DOM matchers and React Testing Library's cleanup, only for the test files that run in jsdom
// (`// @vitest-environment jsdom`): loading them costs every plain-Node file a quarter of a second.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest")
  const { cleanup } = await import("@testing-library/react")
  afterEach(() => cleanup())
}
