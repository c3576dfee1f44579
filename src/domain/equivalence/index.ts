// The equivalence family's public surface: other families and the tools import it from here only.
export { tagEquivalence } from "./concept-equivalence.js";
export { EQUIVALENCE_REGISTRY } from "./equivalence-data.js";
export { type EquivalenceGroup, EquivalenceRegistry, normalizeMetricName } from "./equivalence-registry.js";
export type { RegistryPort } from "./ports.js";
