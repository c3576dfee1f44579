import { useApi, type ApiCall } from "../api";
import { Cite } from "../components/Cite";
import { ErrorNote, PeriodUnknown } from "../components/ErrorNote";
import { analysed, COMMON_SIZE_BASE, percent, type StatementView } from "../analysis";
import { ExportBar } from "../components/ExportBar";
import { factCells, FACT_COLUMNS } from "../export";
import type { Fact, Schemas } from "../facts";
import { latestQuarter, latestYear, storedPeriods, useStoredFilings } from "../filings";
import { asCell, scaleNote } from "../format";
import { NumberField } from "../components/NumberField";
import { RestatedMark } from "../components/RestatedMark";
import { BasisSelect } from "../components/BasisSelect";
import { basisFigure, basisOf } from "../restatement";
import { replaceParams, type Route } from "../router";
import { statementTtm } from "../ttm";
import { CompanyNav } from "./Company";

type StatementAnswer = Schemas["StatementResponse"];
type StatementPeriod = StatementAnswer["periods"][number];

const TITLES: Record<string, string> = {
  income_statement: "Income statement",
  balance_sheet: "Balance sheet",
  cash_flow: "Cash flow statement",
};

/** A statement laid out like the filing, periods across, integrity checks as warnings; one request. */
export function Statement(props: { ticker: string; kind: string; route: Route }) {
  const { ticker, kind, route } = props;
  const filings = useStoredFilings();
  const annual = (route.params.get("mode") ?? "FY") === "FY";
  // The default end is the company's own latest fiscal year with an annual report (quarters: its
  // latest stored quarter), from the fiscal years its filings report, never the calendar year.
  const latest = filings.data ? latestQuarter(filings.data.events, ticker) : null;
  const end = Number(route.params.get("end")) || (filings.data ? (latestYear(filings.data.events, ticker) ?? latest?.year ?? null) : null);
  const endQuarter =
    !route.params.get("end") && latest && latest.year >= (end ?? 0) ? latest : end === null ? null : { year: end, quarter: 4 };
  const count = Math.min(20, Math.max(1, Number(route.params.get("periods")) || (annual ? 5 : 8)));
  const range =
    end === null
      ? null
      : annual
        ? [`FY${end - count + 1}`, `FY${end}`]
        : endQuarter
          ? quarterRange(endQuarter.year, endQuarter.quarter, count)
          : null;
  // As first reported (the route's default, left out of the address) or the latest filing's figures.
  const basis = basisOf(route.params.get("basis"));
  const call: ApiCall | null = range
    ? {
        method: "GET",
        path: "/api/statement",
        query: { ticker, statement: kind, period_from: range[0], period_to: range[1], basis: basis === "latest" ? basis : null },
      }
    : null;
  const { data, error, loading } = useApi<StatementAnswer>(call);
  const first = data?.lines.flatMap((l) => l.values).find((v) => v && v.unit === "USD") ?? null;
  const failed = data?.checks.filter((c) => c.status !== "pass") ?? [];
  // The route also lists failed checks among its warnings: each is said once, with its check.
  const otherWarnings = (data?.warnings ?? []).filter((w) => !failed.some((c) => c.message === w));
  const title = TITLES[kind] ?? kind;
  // What the cells show: the reported values, or a ratio computed from them (marked as such).
  const views: [StatementView, string][] = [
    ["values", "Reported values"],
    ...(COMMON_SIZE_BASE[kind] ? [["common_size", `Common size (${COMMON_SIZE_BASE[kind]!.label})`] as [StatementView, string]] : []),
    ["growth", annual ? "Growth on the year before" : "Growth on the quarter before"],
    ...(!annual ? [["growth_year", "Growth on the same quarter a year before"] as [StatementView, string]] : []),
  ];
  const asked = route.params.get("show") as StatementView | null;
  const view: StatementView = views.some(([v]) => v === asked) ? asked! : "values";
  const shares = data && view !== "values" ? analysed(data.lines, view, kind, view === "growth_year" ? 4 : 1) : null;
  const viewLabel = views.find(([v]) => v === view)![1];
  // Trailing twelve months to the last quarter shown, for flow statements' additive lines: a column
  // computed in the page from the four latest quarters (statementTtm says from which columns).
  const ttms =
    data && !annual && kind !== "balance_sheet" && view === "values" ? data.lines.map((l) => statementTtm(data.periods, l.values)) : null;
  const ttmLabel = ttms?.some(Boolean) ? `TTM to ${data!.periods.at(-1)!.label}` : null;
  // Values whose first report and latest stored filing differ (the API marks them `restated`).
  const restated = (data?.lines ?? []).flatMap((l) =>
    l.values.flatMap((v, i) => (v?.restated ? [{ line: l, period: data!.periods[i]!, v }] : [])),
  );
  return (
    <section aria-labelledby="statement-title">
      <h1 tabIndex={-1} id="statement-title">
        {ticker}: {title}
      </h1>
      <CompanyNav ticker={ticker} current={kind} />
      <form class="controls" onSubmit={(e) => e.preventDefault()}>
        <fieldset>
          <legend>Periods</legend>
          <label>
            <input type="radio" name="smode" checked={annual} onChange={() => replaceParams(route, { mode: "FY", periods: null })} /> Fiscal
            years
          </label>
          <label>
            <input type="radio" name="smode" checked={!annual} onChange={() => replaceParams(route, { mode: "Q", periods: null })} />{" "}
            Quarters
          </label>
        </fieldset>
        <NumberField
          label="Last fiscal year"
          min={1990}
          max={2100}
          value={(annual ? end : (endQuarter?.year ?? end)) ?? null}
          onCommit={(v) => replaceParams(route, { end: v })}
        />
        <BasisSelect route={route} basis={basis} />
        <label>
          Show
          <select
            value={view}
            onChange={(e) =>
              replaceParams(route, {
                show: (e.target as HTMLSelectElement).value === "values" ? null : (e.target as HTMLSelectElement).value,
              })
            }
          >
            {views.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <NumberField label="Columns" min={1} max={20} value={count} onCommit={(v) => replaceParams(route, { periods: v })} />
      </form>
      {filings.error && end === null ? <PeriodUnknown error={filings.error} ticker={ticker} /> : null}
      {error ? <ErrorNote error={error} ticker={ticker} knownPeriods={storedPeriods(filings.data?.events, ticker)} /> : null}
      {loading ? <p aria-busy="true">Loading the statement…</p> : null}
      {failed.length ? (
        <div class="warning" role="status">
          <strong>Integrity checks that did not pass:</strong>
          <ul>
            {failed.map((c) => (
              <li key={`${c.name}${c.period}`}>
                {c.period} {c.name} ({c.status}): {c.message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {otherWarnings.length ? (
        <ul class="warnings">
          {otherWarnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <ExportBar
          name={`${ticker} ${title} ${range?.join("-") ?? ""}`}
          shown={() => ({
            name: shares ? `${title}, ${viewLabel}`.slice(0, 28) : title,
            columns: ["Line", ...data.periods.map((p) => p.label), ...(ttmLabel ? [`${ttmLabel} (computed)`, "TTM computed from"] : [])],
            rows: data.lines.map((l, r) => [
              l.label,
              ...l.values.map((v, i) => (shares ? (shares[r]![i] ?? null) : (v?.value ?? null))),
              ...(ttmLabel ? [ttms![r]?.value ?? null, ttms![r]?.formula ?? null] : []),
            ]),
          })}
          sourced={() => ({
            name: "Values and sources",
            columns: ["line", "period", ...FACT_COLUMNS, "as first reported", "latest"],
            rows: data.lines.flatMap((l) =>
              l.values.flatMap((v, i) =>
                v
                  ? [
                      [
                        l.label,
                        data.periods[i]?.label ?? null,
                        ...factCells(v),
                        v.restated?.as_reported.value ?? null,
                        v.restated?.latest.value ?? null,
                      ],
                    ]
                  : [],
              ),
            ),
          })}
        />
      ) : null}
      {data ? (
        <div class="table-wrap">
          <table class="statement">
            <caption>
              {shares
                ? `${title}: ${viewLabel}, computed in the page from the reported values (a value of another unit, or without its base, is "—"). Choose "Reported values" to open a number in its filing.`
                : `${title} (${first ? scaleNote(first.decimals, first.unit) : "USD"}, except per-share amounts). Click a number to open the filing at it.${ttmLabel ? " The TTM column is computed in the page from the four latest quarters (per-share amounts, share counts and balances have none)." : ""}`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                {data.periods.map((p, i) => (
                  <th
                    scope="col"
                    key={p.label}
                    title={p.filing ? `${p.filing.form} ${p.filing.accession}` : "no filing stored"}
                    data-period={p.label}
                  >
                    {p.label}
                    <span class="period-note">
                      {periodNote(
                        p,
                        data.lines.map((l) => l.values[i] ?? null),
                      )}
                    </span>
                  </th>
                ))}
                {ttmLabel ? (
                  <th scope="col" class="ttm" data-period="ttm">
                    {ttmLabel}
                    <span class="period-note">computed: four latest quarters</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data.lines.map((line, r) => (
                <tr key={line.key} class={line.subtotal ? "subtotal" : ""} data-line={line.key}>
                  <th scope="row" style={{ paddingLeft: `${0.5 + line.level * 1.2}em` }} title={line.concept ?? "not reported"}>
                    {line.label}
                  </th>
                  {line.values.map((v, i) => (
                    <td
                      key={data.periods[i]?.label ?? i}
                      data-period={data.periods[i]?.label}
                      data-share={shares ? (shares[r]![i] ?? "") : undefined}
                      class={v?.restated ? "restated" : undefined}
                    >
                      {shares ? (
                        <span
                          class={`computed${shares[r]![i] === null ? " missing" : ""}`}
                          title={`${viewLabel}, computed in the page from the values the API served`}
                        >
                          {percent(shares[r]![i] ?? null, view !== "common_size")}
                        </span>
                      ) : (
                        <>
                          <Cite fact={v} label={`${line.label} ${data.periods[i]?.label ?? ""}`} />
                          <RestatedMark fact={v} />
                        </>
                      )}
                    </td>
                  ))}
                  {ttmLabel ? <TtmCell ttm={ttms![r] ?? null} like={line.values.at(-1) ?? null} /> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {restated.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with no link inside must take focus to be scrolled by keyboard
        <section class="table-wrap" tabIndex={0} aria-label="Restated values">
          <table class="restatements">
            <caption>
              Restated values ({restated.length}): the figure first reported for the period and the latest stored filing's differ. This
              table shows {basis === "latest" ? "the latest" : "the first-reported"} figures; choose the other basis above to see the
              others.
            </caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Period</th>
                <th scope="col">As first reported</th>
                <th scope="col">Latest</th>
              </tr>
            </thead>
            <tbody>
              {restated.map(({ line, period, v }) => {
                const first = basisFigure(v.restated!.as_reported, v.unit);
                const latest = basisFigure(v.restated!.latest, v.unit);
                return (
                  <tr key={`${line.key}${period.label}`} data-line={line.key} data-period={period.label}>
                    <th scope="row">{line.label}</th>
                    <td>{period.label}</td>
                    <td data-value={v.restated!.as_reported.value ?? ""}>
                      {first.text} <span class="period-note">{first.filing}</span>
                    </td>
                    <td data-value={v.restated!.latest.value ?? ""}>
                      {latest.text} <span class="period-note">{latest.filing}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
    </section>
  );
}

/** A computed trailing-twelve-months cell: marked computed, its formula in words, "—" where none adds up. */
function TtmCell(props: { ttm: ReturnType<typeof statementTtm>; like: Fact | null }) {
  const { ttm, like } = props;
  const from = ttm
    ? `Trailing twelve months, computed in the page: ${ttm.formula}${ttm.derivedInput ? " (an input is a value the API derived)" : ""}`
    : "No trailing twelve months: a balance, per-share amount, share count or ratio does not add up, or a quarter is missing";
  return (
    <td class="ttm" data-period="ttm" data-ttm={ttm?.value ?? ""} data-from={ttm?.from.join(" ") ?? ""}>
      <span class={`computed${ttm ? "" : " missing"}`} title={from}>
        {ttm ? asCell({ value: ttm.value, decimals: like?.decimals ?? null, unit: like?.unit ?? null }) : "—"}
      </span>
    </td>
  );
}

/** The last `count` fiscal quarters ending with the given one, as the statement route writes them. */
function quarterRange(endYear: number, endQuarter: number, count: number): [string, string] {
  const endIndex = endYear * 4 + endQuarter - 1;
  const startIndex = endIndex - (count - 1);
  return [`${Math.floor(startIndex / 4)}Q${(startIndex % 4) + 1}`, `${endYear}Q${endQuarter}`];
}

const SPANS: Record<string, string> = { Q: "3 months", H: "6 months", "9M": "9 months", FY: "12 months" };

/**
 * What a column holds and when it ends: "3 months ended 2024-03-30", "6 months, year to date,
 * ended 2024-03-30" (a 10-Q's cash flow), "at 2024-03-30" (balance sheet); the end date is the
 * column's values' own (the period's filing may be a later one's comparative).
 */
function periodNote(p: StatementPeriod, values: readonly (Fact | null)[]): string {
  const v = values.find((x) => x !== null) ?? null;
  const end = v?.period.end ?? null;
  if (v?.period.type === "instant") return end ? `at ${end}` : "";
  const span = SPANS[p.duration_class] ?? p.duration_class;
  const ytd = p.quarter < 4 && p.duration_class !== "Q" ? ", year to date," : p.quarter < 4 ? ", quarter" : "";
  return `${span}${ytd}${end ? ` ended ${end}` : ""}`;
}
