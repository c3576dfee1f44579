import type { ValidationDetail } from "./validation-detail.js";

/** Deepest nesting of arrays and objects a JSON body may have; request bodies need a handful. */
export const MAX_JSON_DEPTH = 64;

/**
 * A request body that could not be read as the JSON object a route expects: answered as a 422
 * HTTPValidationError with `loc: ["body"]`, as FastAPI answers malformed or non-JSON bodies.
 */
export class BodyValidationError extends Error {
  constructor(readonly detail: ValidationDetail) {
    super(detail.msg);
    this.name = "BodyValidationError";
  }
}

/**
 * Parses a JSON body, refusing nesting deeper than `maxDepth` before `JSON.parse` sees it: a
 * 5,000-deep body would otherwise reach every recursive walk behind the parser (validation,
 * error rendering) and overflow the stack.
 */
export function parseJsonBody(text: string, maxDepth: number = MAX_JSON_DEPTH): unknown {
  if (text.trim() === "") throw new BodyValidationError({ loc: ["body"], msg: "Field required", type: "missing" });
  const depth = nestingDepth(text, maxDepth);
  if (depth > maxDepth) {
    throw new BodyValidationError({
      loc: ["body"],
      msg: "JSON decode error",
      type: "json_invalid",
      ctx: { error: `nesting deeper than ${maxDepth} levels` },
    });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new BodyValidationError({
      loc: ["body"],
      msg: "JSON decode error",
      type: "json_invalid",
      ctx: { error: (error as Error).message },
    });
  }
}

/**
 * The deepest bracket nesting of a JSON text, skipping strings (and escapes inside them); stops
 * counting as soon as `limit` is passed. Linear in the text, no recursion.
 */
function nestingDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The nesting depth of a parsed value (arrays and objects), without recursion, stopping as soon
 * as `limit` is passed: for values that did not come through `parseJsonBody` (MCP over stdio).
 */
export function valueDepth(value: unknown, limit: number = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v !== "object" || v === null) continue;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}
