import { Type } from "typebox";
import { literalsOf } from "../../domain/shared/index.js";
import { DELIVERY_STATES, WEBHOOK_EVENT_TYPES } from "../../store/index.js";
import { Nullable } from "../shared/index.js";

/** A subscription is active until it is disabled (410 Gone, or failing for too long). */
export const WEBHOOK_STATUSES = ["active", "disabled"] as const;

export const WebhookEventType = Type.Enum([...WEBHOOK_EVENT_TYPES], {
  description:
    "filing.ingested (a new filing), filing.replaced (re-ingested with changed content), filing.amended " +
    "(a new amendment of a stored filing), filing.deleted, warm_job.finished (your own warm jobs)",
});

export const WebhookId = Type.String({
  pattern: "^wh_[0-9a-f]{16}$",
  description: "The subscription's id (wh_...)",
  examples: ["wh_0123456789abcdef"],
});

const HealthSchema = Type.Object({
  consecutive_failures: Type.Integer({ description: "Failed attempts since the last success" }),
  failing_since: Nullable(Type.String({ description: "First failure since the last success; null while healthy" })),
  last_attempt_at: Nullable(Type.String()),
  last_success_at: Nullable(Type.String()),
  last_failure_at: Nullable(Type.String()),
  last_status: Nullable(Type.Integer({ description: "HTTP status of the last attempt; null when no answer came" })),
  last_error: Nullable(Type.String()),
  pending_deliveries: Type.Integer({ description: "Deliveries waiting for an attempt" }),
});

export const WebhookSchema = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    events: Type.Array(Type.String()),
    description: Nullable(Type.String()),
    created_at: Type.String(),
    status: Type.Union(literalsOf(WEBHOOK_STATUSES)),
    disabled_at: Nullable(Type.String()),
    disabled_reason: Nullable(Type.String({ description: "Why it was disabled: 410 Gone, or failing every attempt for days" })),
    health: HealthSchema,
  },
  { title: "Webhook" },
);

const AttemptSchema = Type.Object({
  attempt: Type.Integer(),
  at: Type.String(),
  status: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  duration_ms: Type.Integer(),
});

export const DeliverySchema = Type.Object(
  {
    id: Type.String(),
    event_id: Type.String({ description: "The webhook-id header of every attempt" }),
    event_type: Type.String(),
    state: Type.Enum([...DELIVERY_STATES], {
      description:
        "pending (an attempt is due at next_attempt_at), succeeded, failed (retries spent, or 410), cancelled (subscription disabled)",
    }),
    attempts: Type.Integer(),
    next_attempt_at: Nullable(Type.String()),
    created_at: Type.String(),
    completed_at: Nullable(Type.String()),
    last_status: Nullable(Type.Integer()),
    last_error: Nullable(Type.String()),
    attempt_log: Type.Array(AttemptSchema, { description: "Latest first" }),
  },
  { title: "WebhookDelivery" },
);
