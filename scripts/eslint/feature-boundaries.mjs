// ESLint rule: imports go one way (STYLE.md; bulletproof-react's zones): shared folders (lib, data, components, hooks,
// config) → features → app. A feature never imports another feature or src/app; a shared folder never imports a
// feature or src/app. Routes in src/app compose features; code two features need lives in the shared folders.
// Resolves both import styles to a path, so `@/features/explore/x` and `../../explore/x` are caught alike.
import { dirname, relative, resolve, sep } from "node:path"

/** The feature a file under src/features belongs to ("tester"), or undefined outside src/features. */
export function featureOf(file, srcDir) {
  const parts = relative(srcDir, file).split(sep)
  return parts[0] === "features" && parts.length > 2 ? parts[1] : undefined
}

/** Where an import points, as a path; undefined for package imports ("react"). */
export function resolveImport(specifier, importer, srcDir) {
  if (specifier.startsWith("@/")) return resolve(srcDir, specifier.slice(2))
  if (specifier.startsWith(".")) return resolve(dirname(importer), specifier)
  return undefined
}

/** The other feature `specifier` reaches into from `importer`, or undefined when the import is allowed. */
export function crossFeatureImport(specifier, importer, srcDir) {
  const own = featureOf(importer, srcDir)
  if (own === undefined) return undefined
  const target = resolveImport(specifier, importer, srcDir)
  if (target === undefined) return undefined
  const parts = relative(srcDir, target).split(sep)
  if (parts[0] !== "features" || parts.length < 2) return undefined
  return parts[1] === own ? undefined : parts[1]
}

/** Folders under src whose code any feature may use, and which may use nothing of features or app. */
export const SHARED_FOLDERS = ["lib", "data", "components", "hooks", "config"]

/**
 * What is wrong with an import, or undefined when it goes the allowed way:
 * { kind: "crossFeature", own, other } | { kind: "sharedToFeature", own, other } | { kind: "toApp", own }.
 */
export function importViolation(specifier, importer, srcDir) {
  const target = resolveImport(specifier, importer, srcDir)
  if (target === undefined) return undefined
  const [from] = relative(srcDir, importer).split(sep)
  const [to, toFeature] = relative(srcDir, target).split(sep)
  const other = crossFeatureImport(specifier, importer, srcDir)
  if (other !== undefined) return { kind: "crossFeature", own: featureOf(importer, srcDir), other }
  const isShared = SHARED_FOLDERS.includes(from)
  if (isShared && to === "features") return { kind: "sharedToFeature", own: from, other: toFeature }
  if ((isShared || from === "features") && to === "app") return { kind: "toApp", own: from }
  return undefined
}

export function featureBoundaries(srcDir) {
  return {
    meta: {
      type: "problem",
      messages: {
        crossFeature:
          "The '{{own}}' feature must not import the '{{other}}' feature: compose them in a route (src/app), or move shared code to src/lib, src/components or src/hooks.",
        sharedToFeature:
          "src/{{own}} is shared by every feature and must not import the '{{other}}' feature: move what both need into a shared folder.",
        toApp:
          "src/{{own}} must not import src/app: routes compose features and shared code, never the other way round.",
      },
      schema: [],
    },
    create(context) {
      function check(node) {
        if (!node.source || typeof node.source.value !== "string") return
        const violation = importViolation(node.source.value, context.filename, srcDir)
        if (violation === undefined) return
        const { kind, ...data } = violation
        context.report({ node: node.source, messageId: kind, data })
      }
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      }
    },
  }
}
