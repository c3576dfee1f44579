import { METRICS } from "../metrics";

/** A labelled choice of the registry's headline metrics (chart and compare views). */
export function MetricSelect({ label, value, onChange }: { readonly label: string; readonly value: string; readonly onChange: (metric: string) => void }) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {METRICS.map(([name, text]) => (
          <option key={name} value={name}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
