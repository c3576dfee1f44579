import AjvCompiler, { type BuildCompilerFromPool } from "@fastify/ajv-compiler";
import type { AjvErrorLike } from "./validation-detail.js";

/**
 * Settings shared by every request part: keep unknown properties (so `additionalProperties: false`
 * can refuse them instead of silently dropping them), fill defaults, report every error as FastAPI
 * does (the work stays linear in the input, which Fastify's body limit bounds), keep the offending
 * value on each error for the 422 body, and refuse NaN and ±Infinity as numbers.
 */
const COMMON = { removeAdditional: false, useDefaults: true, allErrors: true, verbose: true, strictNumbers: true } as const;

/**
 * Query strings and path parameters arrive as text, so they are coerced: integers, numbers,
 * booleans, and a single value where an array is expected. JSON bodies carry their own types and
 * are not coerced: `{"ticker": 12}` is a string_type error, as pydantic reports it, not "12".
 */
const TEXT_PARTS = { ...COMMON, coerceTypes: "array" } as const;
const JSON_PARTS = { ...COMMON, coerceTypes: false } as const;

/** One pool for the process: compilers are reused per (shared schemas, options). */
const factory = AjvCompiler();

/** What Fastify calls: ajv's validate function, with its `errors` and (for ajv) its `schemaEnv`. */
type Validate = ((data: unknown, ctx?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * Fastify's own ajv compiler, twice: one instance for the body, one for everything else, each
 * wrapped by `finiteOnly`. Passed as `schemaController.compilersFactory.buildValidator`.
 */
export const buildValidator: BuildCompilerFromPool = (externalSchemas, ajvServerOptions) => {
  // Keep the server's ajv plugins (the compiler adds ajv-formats, its own dependency, when none is given).
  const plugins = ajvServerOptions?.plugins ?? [];
  const forText = factory(externalSchemas, { plugins, customOptions: { ...TEXT_PARTS } });
  const forJson = factory(externalSchemas, { plugins, customOptions: { ...JSON_PARTS } });
  // At run time Fastify calls the compiler with the route ({schema, method, url, httpPart}),
  // which the package's typings do not say.
  type Compile = (route: { httpPart: string }) => Validate;
  const dispatch: Compile = (route) => finiteOnly((route.httpPart === "body" ? forJson : forText) as unknown as Compile)(route);
  return dispatch as unknown as ReturnType<BuildCompilerFromPool>;
};

/**
 * Ajv lets non-finite numbers through two doors: coercion turns the text `Infinity` or `1e309`
 * into Infinity without checking the type again, and with `strictNumbers` its bounds checks skip
 * non-finite values altogether, so `periods=1e309` passed `maximum: 20` (issue 9). After ajv has
 * run, any non-finite number left in the (coerced) input is a validation error of its own.
 */
function finiteOnly(compile: (route: { httpPart: string }) => Validate): (route: { httpPart: string }) => Validate {
  return (route) => {
    const validate = compile(route);
    const wrapped: Validate = (data, ctx) => {
      // The texts as sent are kept only when coercion may make one of them non-finite.
      const given = mayCoerceToInfinity(data) ? snapshotTopLevel(data) : NOTHING_KEPT;
      const ok = validate(data, ctx);
      // The common case, nothing non-finite: ajv's verdict stands, found without allocating.
      if (!hasNonFinite(data)) {
        wrapped.errors = validate.errors;
        return ok;
      }
      const errors = (validate.errors ?? []) as AjvErrorLike[];
      const nonFinite = nonFiniteErrors(data, "", given).filter((e) => !errors.some((x) => x.instancePath === e.instancePath));
      wrapped.errors = nonFinite.length > 0 ? [...errors, ...nonFinite] : validate.errors;
      return nonFinite.length > 0 ? false : ok;
    };
    if (validate.schemaEnv !== undefined) wrapped.schemaEnv = validate.schemaEnv;
    return wrapped;
  };
}

const NOTHING_KEPT: Record<string, unknown> = Object.freeze({});

/**
 * Whether a top-level text coerces to ±Infinity (`1e309`, `-Infinity`): ajv turns a text into a
 * number when `+text` equals it, and only a top-level text is shown as sent (`nonFiniteErrors`).
 * Checked instead of copying every input, which cost each request an object.
 */
function mayCoerceToInfinity(data: unknown): boolean {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  for (const key in data) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value === "string" && Math.abs(+value) === Infinity && Object.hasOwn(data, key)) return true;
  }
  return false;
}

/** Top-level values as sent (query text), to show the caller's own input in the 422. */
function snapshotTopLevel(data: unknown): Record<string, unknown> {
  return typeof data === "object" && data !== null && !Array.isArray(data) ? { ...(data as Record<string, unknown>) } : {};
}

/** Whether `value` holds a non-finite number anywhere (what `nonFiniteErrors` would report). */
function hasNonFinite(value: unknown): boolean {
  if (typeof value === "number") return !Number.isFinite(value);
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return value.some(hasNonFinite);
  for (const key in value) if (Object.hasOwn(value, key) && hasNonFinite((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** Nesting is bounded by the JSON body parser's depth limit, so this recursion is too. */
function nonFiniteErrors(value: unknown, path: string, given: Record<string, unknown>): AjvErrorLike[] {
  if (typeof value === "number") {
    if (Number.isFinite(value)) return [];
    const top = path.split("/")[1];
    const shown = top !== undefined && path === `/${top}` && typeof given[top] === "string" ? given[top] : String(value);
    return [{ keyword: "finite", instancePath: path, schemaPath: "#/finite", params: {}, data: shown }];
  }
  if (typeof value !== "object" || value === null) return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => nonFiniteErrors(v, `${path}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`, given));
}
