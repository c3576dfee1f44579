import type { ApiError } from "../api";
import { config, currentCredential, type OptionalView } from "../config";

/** How long until a time `seconds` from now, in words a person reads. */
function waitText(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  if (seconds < 90) return `in ${Math.max(1, Math.round(seconds))} seconds (at ${at})`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `in ${minutes} minutes (at ${at})`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `in about ${hours} hours (at ${at})`;
  return `in about ${Math.round(hours / 24)} days`;
}

/** Which credential the page sent, in words: the person's own key (its last characters), the playground token, or none. */
function credentialName(): string {
  const c = currentCredential();
  if (c.kind === "key") return `your key (…${(c.token ?? "").slice(-4)})`;
  if (c.kind === "playground") return "the playground token (shared, counted per visitor)";
  return "no key (the public tier)";
}

const keyHint = (tier = "registered") =>
  `Create a key with \`npx fds keys create --tier ${tier} --name you\` (or ask whoever runs this server for one) and enter it under “API key” above; it stays in this browser.`;
const KEY_HINT = keyHint();

/** The sentence a person wants for an API error: what happened and what to do next. */
function explain(
  error: ApiError,
  context: { ticker?: string | null; knownPeriods?: readonly string[] } = {},
): { title: string; body: string } {
  const credential = currentCredential();
  const ticker = context.ticker ?? (typeof error.details.ticker === "string" ? error.details.ticker : null);
  switch (error.status) {
    case 429:
      return {
        title: "Request limit reached",
        body:
          (error.retryAfterSeconds === null
            ? `Too many requests with ${credentialName()} for now. Come back later.`
            : `Too many requests with ${credentialName()} for now: come back ${waitText(error.retryAfterSeconds)}.`) +
          (credential.kind === "playground"
            ? ` The playground allows ${error.limit ?? "a few"} requests per visitor in each window (30 an hour unless the server says otherwise); what you have already opened stays on screen. ${KEY_HINT}`
            : ""),
      };
    case 403:
      if (error.code === "forbidden_tier") {
        const tier = typeof error.details.required_tier === "string" ? error.details.required_tier : undefined;
        return {
          title: credential.kind === "key" ? "Your key's tier does not reach this" : "Needs a key of a higher tier",
          body: `${error.message}${tier ? ` (needs the ${tier} tier)` : ""}; this page sent ${credentialName()}.${credential.kind === "playground" ? " The playground token has the registered tier's reach, cache-only." : ""} ${keyHint(tier)}`,
        };
      }
      if (error.code === "not_cached" && credential.kind === "key") {
        return {
          title: "Not in the store",
          body: `${error.message}. This view reads stored filings only; whoever runs the server can add them with \`npx fds ingest --ticker ${ticker ?? "TICKER"}\`.`,
        };
      }
      if (error.code === "not_cached" || credential.kind === "playground") {
        return {
          title: "Not on the playground",
          body: `${ticker ? `${ticker}'s` : "This"} data is not pre-cached: the playground serves only the tickers and filings already in this server's store, and never fetches new ones. ${KEY_HINT}`,
        };
      }
      return {
        title: "Your key's tier does not reach this",
        body: `${error.message}${typeof error.details.required_tier === "string" ? ` (needs the ${error.details.required_tier} tier)` : ""}; this page sent ${credentialName()}. ${keyHint(typeof error.details.required_tier === "string" ? error.details.required_tier : undefined)}`,
      };
    case 401:
      return {
        title: credential.kind === "key" ? "Key not accepted" : "A key is needed",
        body:
          credential.kind === "key"
            ? `The server does not know ${credentialName()} (mistyped, expired or revoked). Check it under “API key”, or press Forget to use ${config.playground_token ? "the playground" : "no key"} instead.`
            : `${error.message}. ${KEY_HINT}`,
      };
    case 404:
    case 400:
      if (/not_found|not_reported|edgar_unavailable|not_cached/.test(error.code) || error.status === 404) {
        const periods = context.knownPeriods?.length
          ? ` Periods stored${ticker ? ` for ${ticker}` : ""}: ${context.knownPeriods.join(", ")}.`
          : "";
        return { title: "Not in the store", body: `${error.message}.${periods}` };
      }
      return { title: "The server refused the request", body: error.message };
    case 0:
      return {
        title: "No answer",
        body: `${error.message} Check that the server is running and that this device is online, then reload the page; what you had already opened stays on screen.`,
      };
    default:
      if (error.status >= 500) {
        const id = typeof error.details.request_id === "string" ? ` (request ${error.details.request_id})` : "";
        return {
          title: error.status === 503 ? "The server cannot answer this now" : "The server failed",
          body: `${error.message}${id}. Try again in a minute${error.retryAfterSeconds !== null ? ` (it suggests ${waitText(error.retryAfterSeconds)})` : ""}; if it keeps failing, whoever runs the server can look for this request in its log.`,
        };
      }
      return { title: `Error ${error.status}`, body: error.message };
  }
}

const VIEW_NAMES: Record<OptionalView, string> = {
  evidence: "Evidence questions (POST /api/filing/evidence)",
  kpis: "Operational KPI rows (GET /api/operational-kpis/drivers)",
  estimates: "Estimates (GET /api/estimates/latest)",
  breakdowns: "Segment and geography breakdowns (POST /api/filing/facts/query)",
  transcripts: "Earnings-call transcripts (GET /api/transcripts)",
};

/** A view the credential in use cannot call (a link shared by someone with a key): said, not tried. */
export function NotOffered(props: { ticker: string; view: OptionalView }) {
  const credential = currentCredential();
  const using = credential.kind === "playground" ? "the playground token" : "no key (the public tier)";
  return (
    <section aria-labelledby="not-offered-title">
      <h1 tabIndex={-1} id="not-offered-title">
        {props.ticker}: not available without a key
      </h1>
      <div class="error" role="alert">
        <strong>Needs a key of a higher tier.</strong> {VIEW_NAMES[props.view]} need a key of the {config.tiers[props.view]} tier or above;
        this page is using {using}. {keyHint(config.tiers[props.view])}
      </div>
    </section>
  );
}

/**
 * The stored filings could not be listed (a bad key, a 429, the network), and the address names
 * no period: the view cannot pick its default, so it says why and what to do instead of staying blank.
 */
export function PeriodUnknown(props: { error: ApiError; ticker: string; filing?: boolean }) {
  const { title, body } = explain(props.error, { ticker: props.ticker });
  return (
    <div class="error" role="alert" data-status={props.error.status}>
      {props.filing ? (
        <>
          <strong>No filing chosen.</strong> The list of stored filings did not load, so this view cannot find {props.ticker}'s filing for
          the period; it reads one filing's facts and needs that list to find it.
        </>
      ) : (
        <>
          <strong>No period chosen.</strong> The list of stored filings did not load, so this view cannot pick {props.ticker}'s latest
          period: choose a fiscal year above.
        </>
      )}{" "}
      Why it did not load: {title}. {body}
    </div>
  );
}

export function ErrorNote(props: { error: ApiError; ticker?: string | null; knownPeriods?: readonly string[] }) {
  const { title, body } = explain(props.error, props);
  return (
    <div class="error" role="alert" data-status={props.error.status}>
      <strong>{title}.</strong> {body}
      <span class="error-code">
        {" "}
        (
        {typeof props.error.details.answered === "string"
          ? props.error.details.answered
          : `${props.error.status || "—"} ${props.error.code}`}
        )
      </span>
    </div>
  );
}
