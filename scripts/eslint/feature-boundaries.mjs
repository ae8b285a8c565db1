// ESLint rule: a feature never imports another feature (STYLE.md; bulletproof-react's rule). Routes in src/app
// compose features; code two features need lives in the shared folders (components, hooks, lib, data, config).
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

export function featureBoundaries(srcDir) {
  return {
    meta: {
      type: "problem",
      messages: {
        crossFeature:
          "The '{{own}}' feature must not import the '{{other}}' feature: compose them in a route (src/app), or move shared code to src/lib, src/components or src/hooks.",
      },
      schema: [],
    },
    create(context) {
      function check(node) {
        if (!node.source || typeof node.source.value !== "string") return
        const other = crossFeatureImport(node.source.value, context.filename, srcDir)
        if (other === undefined) return
        context.report({
          node: node.source,
          messageId: "crossFeature",
          data: { own: featureOf(context.filename, srcDir), other },
        })
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
