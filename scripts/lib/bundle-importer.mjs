// The app's TypeScript modules as ES modules Node can load (Node 20 has no type stripping): bundled with Vite in lib
// mode, their dependencies (`yaml`) included. Shared by `npm run corpus` (the importer), `npm run verify -- --directory`
// (the importer and the directory index format) and `npm run directory:index` (the format).
import { join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { build } from "vite"

/** The entry points scripts load, by the name of the file each becomes. */
export const MODULES = {
  /** openDocument(text, source?): the importer the browser's worker runs. */
  importer: "src/features/open-api/import/open-document.ts",
  /** pickExample(parameter, purpose): which example a parameter's field, example URL and fill take. */
  "parameter-example": "src/lib/parameter-example.ts",
  /** encodeDirectoryIndex / decodeDirectoryIndex: public/directory/index.json's format. */
  "directory-index-format": "src/features/directory/directory-index-format.ts",
  /** checkOperationBody(requestBodies): the body the tester would send, built and read back (`npm run corpus`). */
  "request-body-check": "src/lib/request-body/check-body.ts",
  /** collectResponseSchemas(document, specVersion): the import worker's second pass (`npm run corpus`). */
  "response-schemas": "src/features/open-api/import/response-schemas.ts",
  /** checkExamples(document, record): each response example against its schema (`npm run corpus`). */
  "examples-check": "src/lib/conformance/check-examples.ts",
  /** APIS, findApi: the built-in catalogue (`npm run catalogue:schemas`). */
  catalogue: "src/data/apis.ts",
  /** pickOperations, CATALOGUE_SCHEMA_SOURCES: catalogue endpoints' documented responses (`npm run catalogue:schemas`). */
  "catalogue-schemas": "src/lib/response-schemas/catalogue-schemas.ts",
  /** checkConformance({ record, operation, status, contentType, body }): the tester's check (`bench-conformance`). */
  "conformance-check": "src/lib/conformance/check-conformance.ts",
  /** buildOperationIndex: the palette's directory operation index (`npm run directory:index`). */
  "operation-index": "src/features/palette/search/operation-index.ts",
}

/**
 * Bundles `names` (keys of MODULES) into `outDir` (emptied first: give each script its own, so two scripts running at
 * once never empty each other's) and returns each one's file: URL, ready for `await import(url)`.
 * bundleModules(["importer"], ".cache/corpus-importer") → { importer: "file:///…/.cache/corpus-importer/importer.js" }
 * `src`: another copy of the app's src folder (`npm run corpus` bundles the old importer from git history).
 */
export async function bundleModules(names, outDir, src = resolve("src")) {
  const entry = Object.fromEntries(names.map((name) => [name, join(src, MODULES[name].replace(/^src\//, ""))]))
  const dir = resolve(outDir)
  await build({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "@": src } },
    build: {
      outDir: dir,
      emptyOutDir: true,
      minify: false,
      lib: { entry, formats: ["es"], fileName: (_format, name) => `${name}.js` },
    },
  })
  return Object.fromEntries(names.map((name) => [name, pathToFileURL(join(dir, `${name}.js`)).href]))
}

/** The importer (src/features/open-api/import/open-document.ts) bundled into `outDir`: its file's path. */
export async function bundleImporter(outDir, src = resolve("src")) {
  const { importer } = await bundleModules(["importer"], outDir, src)
  return fileURLToPath(importer)
}
