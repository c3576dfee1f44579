import type { EquivalenceRegistry } from "./equivalence-registry.js";

/** The concept equivalence groups every metric lookup goes through. */
export interface RegistryPort {
  readonly registry: EquivalenceRegistry;
}
