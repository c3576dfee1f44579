import type { AttemptResult, ClaimedDelivery, DeliveryVerdict, WebhookStore } from "../../store/index.js";
import { FdsError } from "../shared/index.js";
import { deliveryVerdict } from "./retry-policy.js";
import type { WebhookSender } from "./webhook-sender.js";
import { signedHeaders } from "./webhook-signing.js";
import type { HostResolver } from "./target-resolver.js";
import { resolveTarget } from "./target-resolver.js";
import { webhookBody } from "./webhook-payload.js";
import { parseWebhookUrl } from "./webhook-url.js";
import type { WebhookConfig } from "./webhook-config.js";

/** What delivering needs: the store, the settings, how host names resolve and how a body is sent. */
export interface DeliveryDeps {
  readonly store: WebhookStore;
  readonly config: WebhookConfig;
  readonly resolver: HostResolver;
  readonly send: WebhookSender;
  readonly now?: () => Date;
  /** Told each attempt's outcome (for metrics: webhook deliveries by outcome). */
  readonly onOutcome?: (outcome: DeliveryOutcome, result: AttemptResult) => void;
}

/** What an attempt came to: delivered, to be retried, failed for good, or failed and disabled the endpoint. */
type DeliveryOutcome = "succeeded" | "retry" | "failed" | "disabled";

/**
 * One attempt of a claimed delivery: the URL is checked again and its host resolved again, every
 * address checked and the connection pinned to a checked one (an address refused now is a failed
 * attempt, whatever registration saw), then the signed body is POSTed.
 */
async function attemptDelivery(delivery: ClaimedDelivery, deps: DeliveryDeps): Promise<AttemptResult> {
  const started = (deps.now ?? (() => new Date()))();
  const t0 = performance.now();
  const done = (status: number | null, error: string | null): AttemptResult => ({
    at: started.toISOString(),
    status,
    error,
    durationMs: performance.now() - t0,
  });
  try {
    const url = parseWebhookUrl(delivery.subscription.url, deps.config.allowHttp);
    const target = await resolveTarget(url, deps.resolver, deps.config.allowedRanges);
    const body = webhookBody(delivery.event);
    const sent = await deps.send(
      url,
      target,
      signedHeaders(delivery.subscription.secret, delivery.event.id, started, body),
      body,
      deps.config.timeoutMs,
    );
    const error =
      sent.error ?? (sent.status !== null && (sent.status < 200 || sent.status >= 300) ? `the endpoint answered ${sent.status}` : null);
    return done(sent.status, error);
  } catch (error) {
    if (error instanceof FdsError) return done(null, error.message);
    throw error;
  }
}

/** Attempts a claimed delivery and records the outcome (retry, success, failure, disabling). */
export async function deliverClaimed(
  delivery: ClaimedDelivery,
  deps: DeliveryDeps,
  options: { readonly retries?: boolean } = {},
): Promise<{ result: AttemptResult; verdict: DeliveryVerdict }> {
  const result = await attemptDelivery(delivery, deps);
  const verdict = deliveryVerdict(result, delivery.attempt, delivery.subscription.failingSince, deps.config.retry, {
    ...(deps.now ? { now: deps.now() } : {}),
    ...options,
  });
  await deps.store.complete(delivery, result, verdict);
  deps.onOutcome?.(
    verdict.state === "pending" ? "retry" : verdict.state === "failed" && verdict.disableReason !== undefined ? "disabled" : verdict.state,
    result,
  );
  return { result, verdict };
}
