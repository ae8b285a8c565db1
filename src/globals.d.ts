/** The year the app was built (vite.config.ts `define`), used as the prerendered copyright year. */
declare const __BUILD_YEAR__: number
