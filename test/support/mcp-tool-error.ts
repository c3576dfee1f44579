import { expect } from "vitest";

/**
 * The error body of an MCP tool error result (the HTTP status and error JSON in its text
 * content), after checking it is one an SDK client accepts: `isError` and no structured content
 * (which would have to match the tool's output schema).
 */
export function toolError(answer: object): Record<string, unknown> & { status: number } {
  const result = answer as { isError?: unknown; structuredContent?: unknown; content?: unknown };
  expect(result.isError, JSON.stringify(result)).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const content = result.content as { type: string; text: string }[];
  expect(content[0]?.type).toBe("text");
  return JSON.parse(content[0]!.text) as Record<string, unknown> & { status: number };
}
