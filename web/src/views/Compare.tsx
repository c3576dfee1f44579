import { useState } from "preact/hooks";
import { api, ApiError, useApi, type ApiCall } from "../api";
import { Cite } from "../components/Cite";
import { ErrorNote } from "../components/ErrorNote";
import { ExportBar } from "../components/ExportBar";
import { NumberField } from "../components/NumberField";
import { RestatedMark } from "../components/RestatedMark";
import { factCells, FACT_COLUMNS } from "../export";
import { LineChart } from "../components/LineChart";
import { MetricSelect } from "../components/MetricSelect";
import type { Fact, Schemas } from "../facts";
import { scaleNote } from "../format";
import { metricLabel } from "../metrics";
import { replaceParams, type Route } from "../router";

type CompareAnswer = Schemas["CompareConceptResponse"];
type Company = CompareAnswer["companies"][number];

/** The route takes at most 20 ticker-periods (fiscal) or 20 companies (calendar, one request per year). */
const MAX_PAIRS = 20;
/** Calendar periods asked at most: one request each. */
const MAX_CALENDAR_YEARS = 5;
const MAX_CALENDAR_QUARTERS = 8;

/** How the columns are aligned: each company's fiscal years, calendar years or calendar quarters. */
type Alignment = "fiscal" | "calendar" | "calendar_quarter";

/** One column: a fiscal or calendar year, or a calendar quarter (quarter set). */
interface Slot {
  readonly year: number;
  readonly quarter: number | null;
}

/** What a comparison's cell holds: the company's period that answered, its dates, its value or why none. */
interface Cell {
  readonly value: Fact | null;
  readonly fiscal: string | null;
  readonly end: string | null;
  readonly error: { readonly code: string; readonly message: string } | null;
}

/** `quarters`: the cell is a fiscal quarter (Q4 included), not a fiscal year. */
const cellOf = (c: Company | undefined, quarters = false): Cell => ({
  value: c?.result?.value ?? null,
  fiscal: c?.fiscal_year ? (c.quarter && (quarters || c.quarter < 4) ? `FY${c.fiscal_year} Q${c.quarter}` : `FY${c.fiscal_year}`) : null,
  end: c?.period?.end ?? c?.result?.value.period.end ?? null,
  error: c?.error ?? null,
});

/** Every calendar period's answer (one request each); a period no company answers keeps its error, the rest still show. */
type CalendarAnswers = { readonly slot: Slot; readonly answer: CompareAnswer | null; readonly error: ApiError | null }[];

/** The last `count` calendar quarters ending with `year` Q`quarter`, oldest first. */
function quarterSlots(year: number, quarter: number, count: number): Slot[] {
  const end = year * 4 + quarter - 1;
  return Array.from({ length: count }, (_, i) => end - count + 1 + i).map((n) => ({ year: Math.floor(n / 4), quarter: (n % 4) + 1 }));
}

/**
 * One concept across tickers, as a chart and a table. Fiscal: each company's own fiscal years, in
 * one request. Calendar: for each calendar year (or quarter), each company's fiscal year (or
 * quarter) whose midpoint falls in it, as the API aligns them from the period dates of the company's
 * filings (one request per calendar period); every cell says which fiscal period answered and when
 * it ended.
 */
export function Compare(props: { route: Route }) {
  const { route } = props;
  const tickers = (route.params.get("tickers") ?? "AAPL,NVDA")
    .split(/[\s,]+/)
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean)
    .slice(0, 8);
  const concept = route.params.get("concept") ?? "revenue";
  const asked = route.params.get("align");
  const align: Alignment = asked === "calendar" || asked === "calendar_quarter" ? asked : "fiscal";
  const calendar = align !== "fiscal";
  const byQuarter = align === "calendar_quarter";
  const end = Number(route.params.get("end")) || 2024;
  const endQuarter = Math.min(4, Math.max(1, Number(route.params.get("q")) || 4));
  const maxYears = calendar ? MAX_CALENDAR_YEARS : Math.floor(MAX_PAIRS / Math.max(1, tickers.length));
  const years = Math.max(1, Math.min(Number(route.params.get("years")) || 3, maxYears));
  const quarters = Math.max(1, Math.min(Number(route.params.get("quarters")) || 4, MAX_CALENDAR_QUARTERS));
  const slots: Slot[] = byQuarter
    ? quarterSlots(end, endQuarter, quarters)
    : Array.from({ length: years }, (_, i) => ({ year: end - years + 1 + i, quarter: null }));
  const yearList = slots.map((s) => s.year);
  const calendarCalls: ApiCall[] = calendar
    ? slots.map(({ year, quarter }) => ({
        method: "POST",
        path: "/api/concept/compare",
        body: { concept, tickers, year, ...(quarter ? { quarter } : {}), align: "calendar" },
      }))
    : [];
  const fiscalCall: ApiCall | null =
    tickers.length && !calendar
      ? {
          method: "POST",
          path: "/api/concept/compare",
          body: { concept, periods: tickers.flatMap((ticker) => yearList.map((year) => ({ ticker, year, quarter: 4 }))), date_type: "FY" },
        }
      : null;
  const fiscal = useApi<CompareAnswer>(fiscalCall);
  const cal = useApi<CalendarAnswers>(
    tickers.length && calendar ? calendarCalls[0]! : null,
    async () => {
      const settled = await Promise.allSettled(calendarCalls.map((c) => api<CompareAnswer>(c)));
      const answers = settled.map((s, i) => ({
        slot: slots[i]!,
        answer: s.status === "fulfilled" ? s.value : null,
        error:
          s.status === "rejected" ? (s.reason instanceof ApiError ? s.reason : new ApiError(0, "error", String(s.reason), {}, null)) : null,
      }));
      // Nothing answered: the first failure is the view's (a 429 or a bad key is the same for every year).
      if (answers.every((a) => a.answer === null)) throw answers[0]!.error;
      return answers;
    },
    calendarCalls.slice(1),
  );
  const { error, loading } = calendar ? cal : fiscal;
  const ready = calendar ? cal.data !== null : fiscal.data !== null;
  const cell = (ticker: string, slot: Slot): Cell => {
    if (calendar)
      return cellOf(
        cal.data
          ?.find((a) => a.slot.year === slot.year && a.slot.quarter === slot.quarter)
          ?.answer?.companies.find((c) => c.ticker === ticker),
        byQuarter,
      );
    // The route answers the periods asked in their order: a company that could not answer has no fiscal year to match by.
    const at = fiscal.data?.companies[tickers.indexOf(ticker) * years + yearList.indexOf(slot.year)];
    return cellOf(at?.ticker === ticker ? at : fiscal.data?.companies.find((c) => c.ticker === ticker && c.fiscal_year === slot.year));
  };
  const slotLabel = (s: Slot) => (calendar ? `CY${s.year}${s.quarter ? `Q${s.quarter}` : ""}` : `FY${s.year}`);
  const slotKey = (s: Slot) => `${s.year}${s.quarter ? `Q${s.quarter}` : ""}`;
  const span = byQuarter ? "calendar quarter" : calendar ? "calendar year" : "fiscal year";
  const firstFact = tickers.flatMap((t) => slots.map((s) => cell(t, s).value)).find(Boolean) ?? null;
  // Each value is printed as its filing prints it (millions for one, thousands for another): a cell
  // whose scale is not the caption's says its own.
  const captionScale = firstFact ? scaleNote(firstFact.decimals, firstFact.unit) : "";
  const ownScale = (v: Fact | null) => {
    const scale = v ? scaleNote(v.decimals, v.unit) : "";
    return scale && scale !== captionScale ? ` · ${scale}` : "";
  };
  const [draft, setDraft] = useState(tickers.join(", "));
  const failedYears = cal.data?.filter((a) => a.error) ?? [];
  return (
    <section aria-labelledby="compare-title">
      <h1 tabIndex={-1} id="compare-title">
        Compare {metricLabel(concept)} across companies{calendar ? ` by ${span}` : ""}
      </h1>
      <form
        class="controls"
        onSubmit={(e) => {
          e.preventDefault();
          replaceParams(route, { tickers: draft.replace(/\s+/g, "") });
        }}
      >
        <label>
          Tickers (comma-separated)
          <input value={draft} onInput={(e) => setDraft((e.target as HTMLInputElement).value)} />
        </label>
        <button type="submit">Compare</button>
        <MetricSelect label="Concept" value={concept} onChange={(concept) => replaceParams(route, { concept })} />
        <label>
          Align
          <select
            value={align}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              replaceParams(route, { align: v === "fiscal" ? null : v });
            }}
          >
            <option value="fiscal">Each company's fiscal years</option>
            <option value="calendar">Calendar years</option>
            <option value="calendar_quarter">Calendar quarters</option>
          </select>
        </label>
        <NumberField
          label={calendar ? "Last calendar year" : "Last fiscal year"}
          min={1990}
          max={2100}
          value={end}
          onCommit={(v) => replaceParams(route, { end: v })}
        />
        {byQuarter ? (
          <>
            <NumberField label="Last quarter" min={1} max={4} value={endQuarter} onCommit={(v) => replaceParams(route, { q: v })} />
            <NumberField
              label="Quarters"
              min={1}
              max={MAX_CALENDAR_QUARTERS}
              value={quarters}
              onCommit={(v) => replaceParams(route, { quarters: v })}
            />
          </>
        ) : (
          <NumberField label="Years" min={1} max={maxYears} value={years} onCommit={(v) => replaceParams(route, { years: v })} />
        )}
      </form>
      <p class="hint">
        {byQuarter
          ? `For each calendar quarter (CY2024Q3: July to September 2024), each company's fiscal quarter whose midpoint falls in it, from the period dates of its filings (as the API aligns them; one request per quarter, at most ${MAX_CALENDAR_QUARTERS}). Each cell says which fiscal quarter fills it and when that quarter ended.`
          : calendar
            ? `For each calendar year, each company's fiscal year whose midpoint falls in it (as the API aligns them; one request per year, at most ${MAX_CALENDAR_YEARS}). Each cell says which fiscal year answered and when it ended.`
            : "Fiscal years as each company counts them (NVIDIA's fiscal 2025 ends in January 2025); each cell says when its year ended."}
      </p>
      {error ? <ErrorNote error={error} /> : null}
      {failedYears.map((a) => (
        <ErrorNote key={slotKey(a.slot)} error={a.error!} />
      ))}
      {loading ? <p aria-busy="true">Loading…</p> : null}
      {ready ? (
        <>
          <LineChart
            title={`${metricLabel(concept)} by ${span} (${firstFact?.unit ?? ""})`}
            labels={slots.map(slotLabel)}
            unit={firstFact?.unit ?? null}
            series={tickers.map((t) => ({ label: t, values: slots.map((s) => cell(t, s).value?.value ?? null) }))}
          />
          <ExportBar
            name={`${metricLabel(concept)} ${tickers.join(" ")} ${slotLabel(slots[0]!)}-${slotLabel(slots.at(-1)!)}`}
            shown={() => ({
              name: metricLabel(concept),
              columns: ["Ticker", ...slots.map(slotLabel)],
              rows: tickers.map((t) => [t, ...slots.map((s) => cell(t, s).value?.value ?? null)]),
            })}
            sourced={() => ({
              name: "Values and sources",
              columns: ["ticker", span, "fiscal period", "error", ...FACT_COLUMNS],
              rows: tickers.flatMap((t) =>
                slots.map((s) => {
                  const c = cell(t, s);
                  return [t, calendar ? slotLabel(s) : s.year, c.fiscal, c.value ? null : (c.error?.code ?? null), ...factCells(c.value)];
                }),
              ),
            })}
          />
          <div class="table-wrap">
            <table class="compare">
              <caption>
                {metricLabel(concept)} by company and {span}
                {captionScale ? ` (${captionScale} unless a cell says otherwise)` : ""}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Ticker</th>
                  {slots.map((s) => (
                    <th scope="col" key={slotKey(s)}>
                      {slotLabel(s)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {tickers.map((t) => (
                  <tr key={t} data-ticker={t}>
                    <th scope="row">{t}</th>
                    {slots.map((s) => {
                      const c = cell(t, s);
                      return (
                        <td
                          key={slotKey(s)}
                          data-year={s.year}
                          data-period={slotLabel(s)}
                          data-fiscal={c.fiscal ?? ""}
                          data-end={c.end ?? ""}
                          class={c.value?.restated ? "restated" : undefined}
                        >
                          {c.value ? (
                            <>
                              <Cite fact={c.value} label={`${t} ${slotLabel(s)}`} />
                              <RestatedMark fact={c.value} />
                            </>
                          ) : (
                            <span class="missing" title={c.error?.message}>
                              {c.error ? c.error.code.replace(/_/g, " ") : "—"}
                            </span>
                          )}
                          {c.end ? (
                            <span class="period-note">
                              {calendar && c.fiscal ? `${c.fiscal}, ` : ""}ended {c.end}
                              {ownScale(c.value)}
                            </span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
