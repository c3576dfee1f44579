import createClient from "openapi-fetch";
import { useEffect, useState } from "preact/hooks";
import type { paths } from "./api-schema";
import { currentCredential } from "./config";

/** One call of the public HTTP API, as the page makes it and as the curl panel shows it. */
export interface ApiCall {
  readonly method: "GET" | "POST";
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>;
  readonly body?: unknown;
}

/** An error answer of the API, with what the page needs to explain it. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>>,
    /** Seconds until the rate-limit window ends (Retry-After, else RateLimit-Reset). */
    readonly retryAfterSeconds: number | null,
    /** The bucket's size (RateLimit-Limit), when the answer says it. */
    readonly limit: number | null = null,
  ) {
    super(message);
  }
}

function queryString(call: ApiCall): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query ?? {})) {
    if (value === null || value === undefined || value === "") continue;
    if (Array.isArray(value)) for (const v of value) params.append(name, String(v));
    else params.append(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The call's URL relative to the page's origin (`/api/...`). */
function callUrl(call: ApiCall): string {
  return `${call.path}${queryString(call)}`;
}

/** The same call for a terminal; the key is a variable, never the one typed in the page. */
export function curlOf(call: ApiCall): string {
  const url = `${location.origin}${callUrl(call)}`;
  const auth = currentCredential().kind === "none" ? "" : ` -H "Authorization: Bearer $FDS_KEY"`;
  if (call.method === "GET") return `curl${auth} '${url}'`;
  return `curl -X POST${auth} -H 'Content-Type: application/json' '${url}' -d '${JSON.stringify(call.body ?? {})}'`;
}

// Answers kept for the session (the playground allows 30 requests an hour): in memory, and in
// sessionStorage so a reload does not spend them again. Errors are not kept.
const memory = new Map<string, Promise<unknown>>();
const SESSION_PREFIX = "fds.cache:";

/** The calls of the views on screen (each useApi while mounted), for the curl panel. */
const listeners = new Set<() => void>();
let onScreen: ApiCall[] = [];

export function callsOnScreen(): readonly ApiCall[] {
  const seen = new Set<string>();
  return onScreen.filter((c) => {
    const key = JSON.stringify(c);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
export function onCallsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function showCall(call: ApiCall): () => void {
  onScreen = [...onScreen, call];
  for (const l of listeners) l();
  return () => {
    const i = onScreen.indexOf(call);
    if (i >= 0) onScreen = [...onScreen.slice(0, i), ...onScreen.slice(i + 1)];
    for (const l of listeners) l();
  };
}

/** Drops every kept answer (after the key changes: another tier may see other data). */
export function forgetAnswers(): void {
  memory.clear();
  try {
    for (const k of Object.keys(sessionStorage)) if (k.startsWith(SESSION_PREFIX)) sessionStorage.removeItem(k);
  } catch {
    /* no storage */
  }
}

export function api<T>(call: ApiCall): Promise<T> {
  const credential = currentCredential();
  const key = `${credential.kind}:${call.method}:${callUrl(call)}:${call.body === undefined ? "" : JSON.stringify(call.body)}`;
  const kept = memory.get(key);
  if (kept) return kept as Promise<T>;
  const stored = readSession(key);
  if (stored !== undefined) {
    const p = Promise.resolve(stored);
    memory.set(key, p);
    return p as Promise<T>;
  }
  const p = send<T>(call, credential.token).then((value) => {
    writeSession(key, value);
    return value;
  });
  memory.set(key, p);
  p.catch(() => memory.delete(key));
  return p;
}

/**
 * The client generated from /openapi.json (openapi-fetch over web/src/api-schema.d.ts, which the
 * build writes). Views describe their calls as data (ApiCall: the curl panel shows them too), so
 * the path is given as such; the query keeps the page's spelling (repeated keys, no empty values).
 */
const client = createClient<paths>({ baseUrl: location.origin });

async function send<T>(call: ApiCall, token: string | null): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  let answer: { data?: unknown; error?: unknown; response: Response };
  try {
    const request = client.request as unknown as (method: string, path: string, init: Record<string, unknown>) => Promise<typeof answer>;
    answer = await request(call.method.toLowerCase(), call.path, {
      headers,
      body: call.body,
      querySerializer: () => queryString(call).slice(1),
    });
  } catch (e) {
    throw new ApiError(0, "network", `The server did not answer (${(e as Error).message}).`, {}, null);
  }
  if (answer.response.ok) return (answer.data ?? null) as T;
  throw errorOf(answer.response, typeof answer.error === "object" ? answer.error : null);
}

function errorOf(response: Response, json: unknown): ApiError {
  const seconds = (name: string) => {
    const v = Number(response.headers.get(name));
    return Number.isFinite(v) && v >= 0 ? v : null;
  };
  const retry = seconds("retry-after") ?? seconds("ratelimit-reset");
  const limit = seconds("ratelimit-limit");
  const body = (json ?? {}) as {
    error?: { code?: string; message?: string; [k: string]: unknown };
    detail?: { loc?: unknown[]; msg?: string }[];
  };
  if (body.error) {
    const { code, message, ...details } = body.error;
    return new ApiError(response.status, code ?? "error", message ?? response.statusText, details, retry, limit);
  }
  if (Array.isArray(body.detail)) {
    const message = body.detail.map((d) => `${(d.loc ?? []).slice(1).join(".")}: ${d.msg ?? ""}`).join("; ");
    return new ApiError(response.status, "validation", message, {}, retry);
  }
  return new ApiError(response.status, "error", response.statusText || `HTTP ${response.status}`, {}, retry);
}

function readSession(key: string): unknown {
  try {
    const text = sessionStorage.getItem(SESSION_PREFIX + key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
function writeSession(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(SESSION_PREFIX + key, JSON.stringify(value));
  } catch {
    /* full or disabled: the answer stays in memory for this page */
  }
}

export interface Loaded<T> {
  readonly data: T | null;
  readonly error: ApiError | null;
  readonly loading: boolean;
}

/**
 * A view's data: one call, made when `call` changes (null: nothing to ask yet). `load` replaces the
 * plain request where one answer takes several pages or calls (the curl panel shows `call`, and
 * `also`, the other calls `load` makes).
 */
export function useApi<T>(call: ApiCall | null, load: (call: ApiCall) => Promise<T> = api, also: readonly ApiCall[] = []): Loaded<T> {
  const key = call === null ? null : JSON.stringify([call, also]);
  // The state remembers which call it answers: on the render where the call changes (before the
  // effect runs) the last call's error is not shown as this one's, and the view is already busy.
  const [state, setState] = useState<Loaded<T> & { key: string | null }>({ key, data: null, error: null, loading: call !== null });
  useEffect(() => {
    if (call === null) {
      setState({ key, data: null, error: null, loading: false });
      return;
    }
    let live = true;
    const hides = [call, ...also].map(showCall);
    setState((s) => ({ key, data: s.data, error: null, loading: true }));
    load(call).then(
      (data) => live && setState({ key, data, error: null, loading: false }),
      (error: unknown) =>
        live &&
        setState({
          key,
          data: null,
          error: error instanceof ApiError ? error : new ApiError(0, "error", String(error), {}, null),
          loading: false,
        }),
    );
    return () => {
      live = false;
      for (const hide of hides) hide();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (state.key === key) return state;
  return { data: state.data, error: null, loading: key !== null };
}
