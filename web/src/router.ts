import { useEffect, useState } from "preact/hooks";

/**
 * Hash routes (`#/c/AAPL/chart?metric=revenue`): every view has a link that can be shared, and the
 * server serves one page at `/` only, so every other path keeps its API meaning.
 */
export interface Route {
  readonly parts: readonly string[];
  readonly params: URLSearchParams;
}

function parse(hash: string): Route {
  const text = hash.replace(/^#\/?/, "");
  const [path = "", query = ""] = text.split("?", 2) as [string?, string?];
  return { parts: path.split("/").filter(Boolean).map(decodeURIComponent), params: new URLSearchParams(query) };
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parse(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parse(location.hash));
    addEventListener("hashchange", onChange);
    return () => removeEventListener("hashchange", onChange);
  }, []);
  return route;
}

/** A link target: `href("c", "AAPL", "chart")` with optional query parameters. */
export function href(...args: (string | Record<string, string | number | null | undefined>)[]): string {
  const parts: string[] = [];
  const params = new URLSearchParams();
  for (const a of args) {
    if (typeof a === "string") parts.push(encodeURIComponent(a));
    else for (const [k, v] of Object.entries(a)) if (v !== null && v !== undefined && v !== "") params.set(k, String(v));
  }
  const q = params.toString();
  return `#/${parts.join("/")}${q ? `?${q}` : ""}`;
}

/** Changes the query of the current route without a new history entry per keystroke. */
export function replaceParams(route: Route, changes: Record<string, string | number | null>): void {
  const params = new URLSearchParams(route.params);
  for (const [k, v] of Object.entries(changes)) {
    if (v === null || v === "") params.delete(k);
    else params.set(k, String(v));
  }
  const q = params.toString();
  location.hash = `#/${route.parts.map(encodeURIComponent).join("/")}${q ? `?${q}` : ""}`;
}
