import AjvCompiler, { type BuildCompilerFromPool } from "@fastify/ajv-compiler";

/**
 * Settings shared by every request part: keep unknown properties (so `additionalProperties: false`
 * can refuse them instead of silently dropping them), fill defaults, report every error as FastAPI
 * does (the work stays linear in the input, which Fastify's body limit bounds), and keep the
 * offending value on each error for the 422 body.
 */
const COMMON = { removeAdditional: false, useDefaults: true, allErrors: true, verbose: true } as const;

/**
 * Query strings and path parameters arrive as text, so they are coerced: integers, numbers,
 * booleans, and a single value where an array is expected. JSON bodies carry their own types and
 * are not coerced: `{"ticker": 12}` is a string_type error, as pydantic reports it, not "12".
 */
const TEXT_PARTS = { ...COMMON, coerceTypes: "array" } as const;
const JSON_PARTS = { ...COMMON, coerceTypes: false } as const;

/**
 * Fastify's own ajv compiler, twice: one instance for the body, one for everything else. Passed
 * as `schemaController.compilersFactory.buildValidator`.
 */
/** One pool for the process: compilers are reused per (shared schemas, options). */
const factory = AjvCompiler();

export const buildValidator: BuildCompilerFromPool = (externalSchemas, ajvServerOptions) => {
  // Keep the server's ajv plugins (ajv-formats is added by the compiler when none is given).
  const plugins = ajvServerOptions?.plugins ?? [];
  const forText = factory(externalSchemas, { plugins, customOptions: { ...TEXT_PARTS } });
  const forJson = factory(externalSchemas, { plugins, customOptions: { ...JSON_PARTS } });
  // At run time Fastify calls the compiler with the route ({schema, method, url, httpPart}),
  // which the package's typings do not say.
  type Compile = (route: { httpPart: string }) => ReturnType<typeof forText>;
  const dispatch: Compile = (route) => ((route.httpPart === "body" ? forJson : forText) as unknown as Compile)(route);
  return dispatch as unknown as ReturnType<BuildCompilerFromPool>;
};
