import { useEffect, useRef, useState } from "preact/hooks";
import { METRICS } from "../metrics";

/** How long a choice stepped through with the arrow keys must rest before it is asked for. */
const SETTLE_MS = 700;

/**
 * A labelled choice of the registry's headline metrics (chart and compare views). Stepping
 * through it with the arrow keys (each step is a `change` in Chromium) asks for the metric only
 * once it rests, or at Enter or on leaving the menu: a request per step would spend the
 * playground's hourly few. A pick with the mouse is asked for at once.
 */
export function MetricSelect({
  label,
  value,
  onChange,
}: {
  readonly label: string;
  readonly value: string;
  readonly onChange: (metric: string) => void;
}) {
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keyed = useRef(false);
  useEffect(() => setShown(value), [value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const commit = (metric: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    keyed.current = false;
    if (metric !== value) onChange(metric);
  };
  return (
    <label>
      {label}
      <select
        value={shown}
        onKeyDown={(e) => (e.key === "Enter" ? commit(shown) : void (keyed.current = true))}
        onBlur={() => commit(shown)}
        onChange={(e) => {
          const metric = (e.target as HTMLSelectElement).value;
          setShown(metric);
          if (!keyed.current) return commit(metric);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(metric), SETTLE_MS);
        }}
      >
        {/* A concept from elsewhere (search, a KPI row, a breakdown) is offered as it is named. */}
        {METRICS.some(([name]) => name === value) ? null : <option value={value}>{value}</option>}
        {METRICS.map(([name, text]) => (
          <option key={name} value={name}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
