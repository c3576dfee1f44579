import { useEffect, useState } from "preact/hooks";
import { callsOnScreen, curlOf, forgetAnswers, onCallsChange } from "../api";
import { config, currentCredential, saveKey, storedKey } from "../config";

/** The API calls behind what is on screen, as curl commands a person can paste. */
export function CurlPanel() {
  const [, setTick] = useState(0);
  useEffect(() => {
    const rerender = () => setTick((t) => t + 1);
    const stop = onCallsChange(rerender);
    // The view's calls may have started before this panel listened (on a page's first load).
    rerender();
    return stop;
  }, []);
  const calls = callsOnScreen();
  return (
    <details class="curl" open={calls.length > 0}>
      <summary>API calls for this view ({calls.length})</summary>
      <p class="hint">
        What this page asked the public API, as curl. <code>$FDS_KEY</code> is your key
        {config.playground_token ? " (or the playground token)" : ""}; answers are kept for the session, so reopening a view costs nothing.
      </p>
      {calls.map((c) => (
        <div key={JSON.stringify(c)} class="curl-row">
          <pre class="curl-line">
            <code>{curlOf(c)}</code>
          </pre>
          <button
            type="button"
            aria-label="Copy this curl command"
            onClick={() => void navigator.clipboard.writeText(curlOf(c)).catch(() => undefined)}
          >
            Copy
          </button>
        </div>
      ))}
    </details>
  );
}

/** The person's own key, kept in this browser only (localStorage), never sent anywhere else. */
export function KeyForm(props: { onChange: () => void }) {
  const [draft, setDraft] = useState(storedKey() ?? "");
  const credential = currentCredential();
  const status =
    credential.kind === "key"
      ? "your key"
      : credential.kind === "playground"
        ? "the playground (shared demo: pre-cached tickers only, a few requests an hour)"
        : "no key (public tier: 5 requests a week)";
  const apply = (key: string | null) => {
    saveKey(key);
    forgetAnswers();
    setDraft(key ?? "");
    props.onChange();
  };
  return (
    <form
      class="key-form"
      onSubmit={(e) => {
        e.preventDefault();
        apply(draft);
      }}
    >
      <label for="api-key">API key</label>
      <input
        id="api-key"
        type="password"
        autocomplete="off"
        spellcheck={false}
        placeholder="fds_…"
        value={draft}
        onInput={(e) => setDraft((e.target as HTMLInputElement).value)}
      />
      <button type="submit">Use</button>
      {credential.kind === "key" ? (
        <button type="button" onClick={() => apply(null)}>
          Forget
        </button>
      ) : null}
      <span class="key-status" aria-live="polite">
        Using: {status}
      </span>
    </form>
  );
}
