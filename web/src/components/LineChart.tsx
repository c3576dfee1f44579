import { useEffect, useRef } from "preact/hooks";
import { saveFile } from "../export";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { chartSvg } from "../chart-svg";
import { compact } from "../format";

export interface ChartSeries {
  readonly label: string;
  /** One value per x label; null: no value for that period. */
  readonly values: readonly (number | null)[];
  /** Hollow points, no line (derived values drawn over the reported line). */
  readonly pointsOnly?: boolean;
}

const COLORS = ["#1f5fbf", "#c2410c", "#15803d", "#7c3aed", "#be123c", "#0e7490", "#a16207", "#4d7c0f"];

/**
 * A line chart over periods (uPlot, canvas). The plotted numbers are also written on the figure
 * (`data-series`) and given as a table beside it, so a screen reader and a test read the same values.
 */
export function LineChart(props: { title: string; labels: readonly string[]; series: readonly ChartSeries[]; unit: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  const plotted = useRef<uPlot | null>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = props.labels.map((_, i) => i);
    const data: uPlot.AlignedData = [xs, ...props.series.map((s) => s.values.map((v) => v))] as uPlot.AlignedData;
    const width = () => Math.max(280, el.clientWidth);
    // Axes in the page's colours (light or dark, styles.css), not uPlot's black.
    const css = getComputedStyle(el);
    const line = css.getPropertyValue("--line").trim() || "#d0d7de";
    const ink = {
      stroke: css.getPropertyValue("--fg").trim() || "#1b1f24",
      grid: { stroke: line, width: 1 },
      ticks: { stroke: line, width: 1 },
    };
    const plot = new uPlot(
      {
        width: width(),
        height: 320,
        scales: { x: { time: false } },
        axes: [
          { ...ink, values: (_u, ticks) => ticks.map((t) => props.labels[t] ?? ""), space: 50 },
          { ...ink, values: (_u, ticks) => ticks.map((t) => compact(t, props.unit)), size: 70 },
        ],
        series: [
          { label: "Period", value: (_u, v) => (v === null ? "" : (props.labels[v] ?? "")) },
          ...props.series.map((s, i) => ({
            label: s.label,
            stroke: COLORS[i % COLORS.length],
            width: 2,
            // A quarter not stored is a gap, not a straight line drawn through it.
            spanGaps: false,
            value: (_u: uPlot, v: number | null) => (v === null ? "—" : compact(v, props.unit)),
            ...(s.pointsOnly
              ? { paths: () => null, points: { show: true, size: 12, width: 2, fill: "#fff" } }
              : { points: { show: true, size: 7 } }),
          })),
        ],
      },
      data,
      el,
    );
    plotted.current = plot;
    const resize = () => plot.setSize({ width: width(), height: 320 });
    addEventListener("resize", resize);
    return () => {
      removeEventListener("resize", resize);
      plot.destroy();
    };
  }, [JSON.stringify(props)]);
  return (
    <figure
      class="chart"
      data-series={JSON.stringify(props.series.map((s) => ({ label: s.label, values: s.values })))}
      data-labels={JSON.stringify(props.labels)}
    >
      <figcaption>
        {props.title}{" "}
        <button
          type="button"
          class="png"
          onClick={() => plotted.current?.ctx.canvas.toBlob((png) => png && saveFile(png, props.title, "png"))}
        >
          PNG
        </button>{" "}
        <button
          type="button"
          class="png"
          onClick={() =>
            saveFile(
              new Blob([chartSvg(props.title, props.labels, props.series, props.unit, COLORS)], { type: "image/svg+xml" }),
              props.title,
              "svg",
            )
          }
        >
          SVG
        </button>
      </figcaption>
      <div ref={box} role="img" aria-label={`${props.title}: line chart; the values are in the table below`} />
    </figure>
  );
}
