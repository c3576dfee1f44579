/**
 * The short text rendering of a tool result that accompanies its structured content: the
 * headline numbers a model reads first, then compact JSON cut to a readable size.
 */
const MAX_CHARS = 4000;

interface ValueLike {
  value?: number | null;
  unit?: string | null;
  period?: { start?: string | null; end?: string };
  concept?: string;
  source?: string;
}

function describeValue(v: ValueLike | null | undefined): string {
  if (!v || v.value === undefined || v.value === null) return "not reported";
  const period = v.period ? (v.period.start ? `${v.period.start}..${v.period.end}` : `at ${v.period.end}`) : "";
  return `${v.value.toLocaleString("en-US")} ${v.unit ?? ""} (${period}${v.source === "derived" ? ", derived" : ""})`.replace(/\s+/g, " ");
}

export function renderResult(tool: string, body: Record<string, unknown>): string {
  const lines: string[] = [];
  if (tool === "get_metric") {
    const m = body.metric as { concept?: string } | undefined;
    const yoy = body.yoy as { percent?: number | null } | null;
    lines.push(
      `${String(body.ticker)} ${m?.concept ?? ""}: ${describeValue(body.current as ValueLike)}; prior ${describeValue(body.prior as ValueLike)}${yoy?.percent != null ? `; YoY ${yoy.percent.toFixed(2)}%` : ""}`,
    );
  }
  const json = JSON.stringify(body);
  lines.push(
    json.length > MAX_CHARS ? `${json.slice(0, MAX_CHARS)}… (truncated: the structured content has all ${json.length} characters)` : json,
  );
  return lines.join("\n");
}
