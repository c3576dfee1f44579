import { useEffect, useRef, useState } from "preact/hooks";

/** How long a number must rest (typed digit by digit, or stepped with the spinner) before it is asked for. */
const SETTLE_MS = 700;

/**
 * A labelled number input whose value spends a request: typing "2023" or clicking the spinner
 * five times asks once, when the value rests (0.7 s), at Enter, or on leaving the field; not at
 * every keystroke or step (the playground allows a few requests an hour).
 */
export function NumberField(props: {
  readonly label: string;
  readonly value: number | null;
  readonly min: number;
  readonly max: number;
  readonly onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(props.value === null ? "" : String(props.value));
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => setDraft(props.value === null ? "" : String(props.value)), [props.value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const commit = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const n = Number(text);
    if (text === "" || !Number.isFinite(n) || n < props.min || n > props.max) return;
    if (n !== props.value) props.onCommit(text);
  };
  const later = (text: string) => {
    setDraft(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(text), SETTLE_MS);
  };
  return (
    <label>
      {props.label}
      <input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        value={draft}
        onInput={(e) => later((e.target as HTMLInputElement).value)}
        onChange={(e) => later((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => (e.key === "Enter" ? (e.preventDefault(), commit((e.target as HTMLInputElement).value)) : undefined)}
        onBlur={(e) => commit((e.target as HTMLInputElement).value)}
      />
    </label>
  );
}
