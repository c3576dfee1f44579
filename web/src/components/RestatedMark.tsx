import type { Fact } from "../facts";
import { restatementText } from "../restatement";

/** "R" beside a value the API marks `restated`: both figures and their filings in its title, "restated" for a screen reader. */
export function RestatedMark(props: { fact: Fact | null }) {
  const text = restatementText(props.fact);
  if (!text) return null;
  return (
    <span class="restated-mark" title={text}>
      <span aria-hidden="true">R</span>
      <span class="visually-hidden"> (restated: {text})</span>
    </span>
  );
}
