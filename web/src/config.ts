/**
 * What the server tells the page (a JSON script `fds serve` writes into index.html; absent when
 * the page is opened from Vite's dev server) and the key a person enters, kept in this browser only.
 */
export interface PageConfig {
  /** The shared demo token when the server has a playground (`FDS_PLAYGROUND_TOKEN`). */
  readonly playground_token: string | null;
  /** Optional routes this server has (the evidence and KPI routes may be missing). */
  readonly routes: OptionalViews;
  /** The key tier each needs at least. */
  readonly tiers: Readonly<Record<OptionalView, string>>;
  /** Which of them the playground token and the public tier may call (their tier allows them). */
  readonly without_key: { readonly playground: OptionalViews; readonly public: OptionalViews };
}

export type OptionalView = "evidence" | "kpis" | "estimates" | "breakdowns" | "transcripts";
type OptionalViews = Readonly<Record<OptionalView, boolean>>;

function readConfig(): PageConfig {
  const none: OptionalViews = { evidence: false, kpis: false, estimates: false, breakdowns: false, transcripts: false };
  const fallback: PageConfig = {
    playground_token: null,
    routes: none,
    tiers: { evidence: "paid", kpis: "paid", estimates: "registered", breakdowns: "registered", transcripts: "paid" },
    without_key: { playground: none, public: none },
  };
  const el = document.getElementById("fds-config");
  if (!el?.textContent) return fallback;
  try {
    const parsed = JSON.parse(el.textContent) as Partial<PageConfig>;
    return {
      playground_token: parsed.playground_token ?? null,
      routes: { ...none, ...parsed.routes },
      tiers: { ...fallback.tiers, ...parsed.tiers },
      without_key: { playground: { ...none, ...parsed.without_key?.playground }, public: { ...none, ...parsed.without_key?.public } },
    };
  } catch {
    return fallback;
  }
}

export const config: PageConfig = readConfig();

/**
 * Whether the page offers an optional view: the server has its route and the credential in use
 * may call it (a key's tier is the server's to judge: its 403 says which tier is needed).
 */
export function offers(view: OptionalView): boolean {
  const credential = currentCredential();
  return (
    config.routes[view] &&
    (credential.kind === "key" || config.without_key[credential.kind === "playground" ? "playground" : "public"][view])
  );
}

const KEY_STORAGE = "fds.apiKey";

type CredentialKind = "key" | "playground" | "none";
export interface Credential {
  readonly kind: CredentialKind;
  readonly token: string | null;
}

/** The person's own key wins; else the playground token; else no key (public tier). */
export function currentCredential(): Credential {
  const own = storedKey();
  if (own) return { kind: "key", token: own };
  if (config.playground_token) return { kind: "playground", token: config.playground_token };
  return { kind: "none", token: null };
}

/** Used when the browser refuses storage: the key then lasts as long as the page. */
let memoryKey: string | null = null;

export function storedKey(): string | null {
  try {
    return localStorage.getItem(KEY_STORAGE)?.trim() || memoryKey;
  } catch {
    return memoryKey;
  }
}

export function saveKey(key: string | null): void {
  memoryKey = key?.trim() || null;
  try {
    if (memoryKey) localStorage.setItem(KEY_STORAGE, memoryKey);
    else localStorage.removeItem(KEY_STORAGE);
  } catch {
    /* storage disabled: memoryKey keeps it for this page */
  }
}
