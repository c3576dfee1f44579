import { Type, type Static, type TLiteral, type TSchema } from "typebox";

/*
 * Builders for the wire contracts the domain declares: each record's TypeBox schema is the one
 * declaration, the tools' output schemas reuse it and the domain's type is derived from it.
 */

/** The schema or null. */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/** One literal schema per member of a closed set (`as const` array), in order: spread into `Type.Union`. */
export function literalsOf<const V extends readonly string[]>(values: V): { -readonly [K in keyof V]: TLiteral<V[K]> } {
  return values.map((v) => Type.Literal(v)) as { -readonly [K in keyof V]: TLiteral<V[K]> };
}

/** Non-fatal issues an answer lists. */
export const Warnings = Type.Array(Type.String(), { description: "Non-fatal issues" });

/*
 * Shapes many records share, each declared once and titled: the title makes it one OpenAPI
 * component (src/api/openapi-components.ts), hence one class in a generated client, not one per use.
 */

/** Counts by key (a kind, topic or source). */
export const countsSchema = (description?: string) =>
  Type.Record(Type.String(), Type.Integer(), { title: "Counts", ...(description ? { description } : {}) });

/**
 * A JSON object whose keys the record does not fix (metadata, arguments, free-form per spec 2.2);
 * its type says so (any key), where an empty object schema's would be `{}`.
 */
export const jsonObjectSchema = (description?: string) =>
  Type.Unsafe<Record<string, unknown>>(
    Type.Object({}, { additionalProperties: true, title: "JsonObject", ...(description ? { description } : {}) }),
  );

/** A machine-readable code with its message: an issue found, or why one company's part failed. */
export const IssueSchema = Type.Object({ code: Type.String(), message: Type.String() }, { title: "Issue" });

/** Domain values are readonly all the way down; a schema's static type is not. */
export type DeepReadonly<T> = T extends readonly (infer U)[]
  ? readonly DeepReadonly<U>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** The domain's type of a wire record: its schema's static type, readonly. */
export type Wire<S extends TSchema> = DeepReadonly<Static<S>>;
