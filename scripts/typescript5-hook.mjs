// openapi-typescript prints its output with the TypeScript 5 compiler API, which TypeScript 7 (the
// project's compiler, a native binary) no longer ships: its `import "typescript"` is sent to the
// `typescript5` package (npm alias of typescript@5) instead. Registered by scripts/openapi-client.ts.
export async function resolve(specifier, context, next) {
  if (specifier === "typescript" && context.parentURL?.includes("/node_modules/openapi-typescript/")) return next("typescript5", context);
  return next(specifier, context);
}
