import { BASIS_LABELS, type Basis } from "../restatement";
import { replaceParams, type Route } from "../router";

/** The basis control of the financial views: as first reported (the default, no parameter) or latest. */
export function BasisSelect(props: { readonly route: Route; readonly basis: Basis }) {
  return (
    <label>
      Basis
      <select
        value={props.basis}
        onChange={(e) => replaceParams(props.route, { basis: (e.target as HTMLSelectElement).value === "latest" ? "latest" : null })}
      >
        {(Object.keys(BASIS_LABELS) as Basis[]).map((b) => (
          <option key={b} value={b}>
            {BASIS_LABELS[b]}
          </option>
        ))}
      </select>
    </label>
  );
}
