import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ProviderResponse } from "../../../src/domain/estimates/trend-response.js";

/** A recorded earningsTrend response of the shared estimates, as the import command reads it. */
export interface RecordedTrend {
  readonly file: string;
  readonly response: ProviderResponse;
}

/** Every recorded earningsTrend response of a snapshot (`2021-04`, `2025-02`). */
export function recordedTrends(dir: string, snapshot: string): RecordedTrend[] {
  return readdirSync(path.join(dir, snapshot))
    .filter((f) => f.endsWith(".earningsTrend.json"))
    .sort()
    .map((f) => {
      const recorded = JSON.parse(readFileSync(path.join(dir, snapshot, f), "utf8")) as {
        source: { status: number; response_date: string };
        body: unknown;
      };
      const file = `${snapshot}/${f}`;
      return {
        file,
        response: {
          ticker: f.split(".")[0]!,
          status: recorded.source.status,
          at: new Date(recorded.source.response_date).toISOString(),
          source: file,
          body: recorded.body,
        },
      };
    });
}

/** The trend rows of a recorded 200 response. */
export const trendRows = (r: ProviderResponse) =>
  (
    r.body as {
      quoteSummary: {
        result: {
          earningsTrend: {
            trend: {
              period: string;
              endDate: string | null;
              earningsEstimate: { avg: { raw?: number } };
              revenueEstimate: { avg: { raw?: number } };
              epsTrend: Record<string, { raw?: number }>;
              epsRevisions: Record<string, { raw?: number }>;
            }[];
          };
        }[];
      };
    }
  ).quoteSummary.result[0]!.earningsTrend.trend;
