/**
 * Turns ajv validation errors into FastAPI's HTTPValidationError items
 * (`{loc, msg, type, input?, ctx?}`), with pydantic v2's type names and messages, so clients
 * written against the FastAPI service read our 422s unchanged.
 */

/** The fields of an ajv error we read (ajv runs with `verbose: true`, so `data` is present). */
export interface AjvErrorLike {
  readonly keyword: string;
  readonly instancePath: string;
  readonly schemaPath: string;
  readonly params: Record<string, unknown>;
  readonly message?: string;
  readonly data?: unknown;
  readonly schema?: unknown;
  readonly parentSchema?: unknown;
}

export interface ValidationDetail {
  readonly loc: (string | number)[];
  readonly msg: string;
  readonly type: string;
  readonly input?: unknown;
  readonly ctx?: Record<string, unknown>;
}

/** Fastify's name of the request part -> FastAPI's first `loc` element. */
const LOC_ROOT: Record<string, string> = { querystring: "query", body: "body", params: "path", headers: "header" };

/** Pydantic's wording of a wrong type, by JSON-schema type (and whether the input was a string). */
const TYPE_ERRORS: Record<string, { type: string; msg: string; fromString?: { type: string; msg: string } }> = {
  integer: {
    type: "int_type",
    msg: "Input should be a valid integer",
    fromString: { type: "int_parsing", msg: "Input should be a valid integer, unable to parse string as an integer" },
  },
  number: {
    type: "float_type",
    msg: "Input should be a valid number",
    fromString: { type: "float_parsing", msg: "Input should be a valid number, unable to parse string as a number" },
  },
  boolean: {
    type: "bool_type",
    msg: "Input should be a valid boolean",
    fromString: { type: "bool_parsing", msg: "Input should be a valid boolean, unable to interpret input" },
  },
  string: { type: "string_type", msg: "Input should be a valid string" },
  array: { type: "list_type", msg: "Input should be a valid list" },
  object: { type: "model_attributes_type", msg: "Input should be a valid dictionary or object to extract fields from" },
  null: { type: "none_required", msg: "Input should be None" },
};

/** FastAPI detail items for ajv's errors on one request part (`querystring`, `body` ...). */
export function validationDetails(errors: readonly AjvErrorLike[], part: string): ValidationDetail[] {
  const root = LOC_ROOT[part] ?? part;
  // A failed anyOf reports every branch and then itself: keep one item per union.
  const unions = errors.filter((e) => e.keyword === "anyOf");
  // A tool's body rule (under the body's allOf) reports itself alone, whatever field its branches looked into.
  const inUnion = (e: AjvErrorLike) =>
    e.keyword !== "anyOf" &&
    unions.some(
      (u) => e.schemaPath.startsWith(`${u.schemaPath}/`) && (e.instancePath === u.instancePath || u.schemaPath.startsWith("#/allOf/")),
    );
  return errors.filter((e) => !inUnion(e)).map((e) => detail(e, root, errors));
}

function detail(e: AjvErrorLike, root: string, all: readonly AjvErrorLike[]): ValidationDetail {
  const loc: (string | number)[] = [root, ...pointerSegments(e.instancePath)];
  const input = e.data;
  const at = (type: string, msg: string, ctx?: Record<string, unknown>): ValidationDetail => ({
    loc,
    msg,
    type,
    ...(input === undefined ? {} : { input }),
    ...(ctx === undefined ? {} : { ctx }),
  });
  switch (e.keyword) {
    case "required":
      return { loc: [...loc, String(e.params.missingProperty)], msg: "Field required", type: "missing" };
    case "additionalProperties": {
      const name = String(e.params.additionalProperty);
      const value = isRecord(input) ? input[name] : undefined;
      return {
        loc: [...loc, name],
        msg: "Extra inputs are not permitted",
        type: "extra_forbidden",
        ...(value === undefined ? {} : { input: value }),
      };
    }
    case "type":
      // A missing body (no payload at all) is reported like FastAPI's missing required body.
      if (input === undefined || (input === null && root === "body" && loc.length === 1))
        return { loc, msg: "Field required", type: "missing" };
      return typeError(String(e.params.type), input, at);
    case "maximum":
      return at("less_than_equal", `Input should be less than or equal to ${String(e.params.limit)}`, { le: e.params.limit });
    case "minimum":
      return at("greater_than_equal", `Input should be greater than or equal to ${String(e.params.limit)}`, { ge: e.params.limit });
    case "exclusiveMaximum":
      return at("less_than", `Input should be less than ${String(e.params.limit)}`, { lt: e.params.limit });
    case "exclusiveMinimum":
      return at("greater_than", `Input should be greater than ${String(e.params.limit)}`, { gt: e.params.limit });
    case "minLength":
      return at("string_too_short", `String should have at least ${plural(e.params.limit, "character")}`, { min_length: e.params.limit });
    case "maxLength":
      return at("string_too_long", `String should have at most ${plural(e.params.limit, "character")}`, { max_length: e.params.limit });
    case "pattern":
      return at("string_pattern_mismatch", `String should match pattern '${String(e.params.pattern)}'`, { pattern: e.params.pattern });
    case "minItems":
      return at("too_short", `List should have at least ${plural(e.params.limit, "item")} after validation`, {
        min_length: e.params.limit,
      });
    case "maxItems":
      return at("too_long", `List should have at most ${plural(e.params.limit, "item")} after validation`, { max_length: e.params.limit });
    case "enum":
      return enumError(e.params.allowedValues as unknown[], at);
    case "const":
      return enumError([e.params.allowedValue], at);
    case "anyOf":
      return unionError(e, all, at);
    case "finite":
      // pydantic's wording for inf and nan where a finite number is required.
      return at("finite_number", "Input should be a finite number");
    case "multipleOf":
      return at("multiple_of", `Input should be a multiple of ${String(e.params.multipleOf)}`, { multiple_of: e.params.multipleOf });
    default:
      return at("value_error", `Value error, ${e.message ?? "invalid value"}`);
  }
}

type At = (type: string, msg: string, ctx?: Record<string, unknown>) => ValidationDetail;

function typeError(expected: string, input: unknown, at: At): ValidationDetail {
  // ajv writes several types as "integer,null"; the first is the one the field is about.
  const first = expected.split(",")[0] ?? expected;
  const known = TYPE_ERRORS[first];
  if (!known) return at("value_error", `Input should be of type ${expected}`);
  if (first === "integer" && typeof input === "number")
    return at("int_from_float", "Input should be a valid integer, got a number with a fractional part");
  const chosen = typeof input === "string" && known.fromString ? known.fromString : known;
  return at(chosen.type, chosen.msg);
}

function enumError(allowed: readonly unknown[], at: At): ValidationDetail {
  const shown = allowed.map((v) => (typeof v === "string" ? `'${v}'` : String(v)));
  const list = shown.length <= 1 ? (shown[0] ?? "") : `${shown.slice(0, -1).join(", ")} or ${shown.at(-1)}`;
  return at("enum", `Input should be ${list}`, { expected: list });
}

/**
 * One item for a failed union. A union of constants (and null), such as `date_type`, is an enum;
 * otherwise the first branch speaks for it (`integer | null` given "abc" is an int_parsing error).
 */
function unionError(union: AjvErrorLike, all: readonly AjvErrorLike[], at: At): ValidationDetail {
  // A tool's cross-field rule (`Tool.bodyRules`, under the body's allOf) says what is missing in the tool's words.
  const rule = (union.parentSchema as { description?: unknown } | undefined)?.description;
  if (union.schemaPath.startsWith("#/allOf/") && typeof rule === "string") return at("value_error", `Value error, ${rule}`);
  const branches = Array.isArray(union.schema) ? (union.schema as Record<string, unknown>[]) : [];
  // A `{const: null}` branch (a nullable query parameter) is "absent", not a value one can send.
  const constants = branches.flatMap((b) => ("const" in b ? [b.const] : Array.isArray(b.enum) ? b.enum : [])).filter((c) => c !== null);
  const onlyConstants = branches.length > 0 && branches.every((b) => "const" in b || Array.isArray(b.enum) || b.type === "null");
  if (onlyConstants && constants.length > 0) return enumError(constants, at);
  const first = all.find((e) => e !== union && e.instancePath === union.instancePath && e.schemaPath.startsWith(`${union.schemaPath}/`));
  return first ? branchDetail(first, at) : at("value_error", "Input does not match any allowed form");
}

/** A branch's own item, moved to the union's location. */
function branchDetail(branch: AjvErrorLike, at: At): ValidationDetail {
  const d = detail(branch, "", []);
  return at(d.type, d.msg, d.ctx);
}

/** `/a/0/b~1c` -> ["a", 0, "b/c"] (JSON pointer, array indices as numbers). */
function pointerSegments(pointer: string): (string | number)[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function plural(n: unknown, word: string): string {
  return `${String(n)} ${word}${n === 1 ? "" : "s"}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
