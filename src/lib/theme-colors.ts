/** Page backgrounds of the light and dark themes (src/index.css --background), for theme-color and the manifest. */
export const THEME_COLORS = { light: "#f9fafb", dark: "#0b0f18" } as const
