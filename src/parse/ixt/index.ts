export { applyDefaultFormat, applyFormat, IXT_FORMAT_NAMES, isKnownFormat } from "./apply-format.js";
export { FormatValueError, UnknownFormatError } from "./errors.js";
export { IXT_NAMESPACES, IXT_REGISTRIES, IXT_REGISTRY_NAMESPACES, type IxtRegistry } from "./registries.js";
