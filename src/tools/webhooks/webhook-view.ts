import type { WebhookDelivery, WebhookSubscription } from "../../store/index.js";

/** A subscription as the API shows it (never its secret). */
export function webhookView(s: WebhookSubscription) {
  const h = s.health;
  return {
    id: s.id,
    url: s.url,
    events: s.events,
    description: s.description,
    created_at: s.createdAt,
    status: s.disabledAt === null ? ("active" as const) : ("disabled" as const),
    disabled_at: s.disabledAt,
    disabled_reason: s.disabledReason,
    health: {
      consecutive_failures: h.consecutiveFailures,
      failing_since: h.failingSince,
      last_attempt_at: h.lastAttemptAt,
      last_success_at: h.lastSuccessAt,
      last_failure_at: h.lastFailureAt,
      last_status: h.lastStatus,
      last_error: h.lastError,
      pending_deliveries: h.pendingDeliveries,
    },
  };
}

export function deliveryView(d: WebhookDelivery) {
  return {
    id: d.id,
    event_id: d.eventId,
    event_type: d.eventType,
    state: d.state,
    attempts: d.attempts,
    next_attempt_at: d.nextAttemptAt,
    created_at: d.createdAt,
    completed_at: d.completedAt,
    last_status: d.lastStatus,
    last_error: d.lastError,
    attempt_log: d.attemptLog.map((a) => ({
      attempt: a.attempt,
      at: a.at,
      status: a.status,
      error: a.error,
      duration_ms: Math.round(a.durationMs),
    })),
  };
}
