import { describe, expect, it } from "vitest";
import { mask } from "../../scripts/answer-snapshot.js";

describe("answer-snapshot mask", () => {
  const today = "2026-11-26";

  it("masks run-minted ids, clock readings and durations, and keeps filing data", () => {
    const answer = {
      job_id: "job_0123456789abcdef01234567",
      state: "queued",
      created_at: "2026-11-26T09:00:00.000Z",
      timings: { total_ms: 12 },
      filing: { accession: "0000320193-24-000123", filed: "2024-11-01", period_end: "2024-09-28T00:00:00Z" },
      message: "no webhook wh_0123456789abcdef among yours, at 2026-11-26T09:00:01Z",
      description: null,
    };
    expect(mask(answer, today)).toEqual({
      job_id: "<masked>",
      state: "<masked>",
      created_at: "<masked>",
      timings: { total_ms: "<masked>" },
      filing: { accession: "0000320193-24-000123", filed: "2024-11-01", period_end: "2024-09-28T00:00:00Z" },
      message: "no webhook wh_<masked> among yours, at <now>",
      description: null,
    });
  });

  it("masks inside JSON text, whole or cut, as MCP renders it", () => {
    const whole = JSON.stringify({ status: 404, error: { code: "not_found", request_id: "req-1a2b" } });
    expect(JSON.parse(mask(whole, today) as string)).toEqual({ status: 404, error: { code: "not_found", request_id: "<masked>" } });
    const cut = `line\n{"state":"completed","timings":{"queued_ms":76}}… (truncated: the structured content has all 9001 characters)`;
    expect(mask(cut, today)).toBe('line\n{"state":"completed","timings":{"queued_ms":"<masked>"}}… (truncated)');
  });
});
