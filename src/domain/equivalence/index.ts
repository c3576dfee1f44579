// The equivalence family's public surface: other families and the tools import it from here only.
export { tagEquivalence, TagEquivalenceResultSchema } from "./concept-equivalence.js";
export { type EquivalenceGroup, EquivalenceRegistry, normalizeMetricName } from "./equivalence-registry.js";
export type { RegistryPort } from "./ports.js";
