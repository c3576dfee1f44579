export * from "./period.js";
export * from "./fact.js";
export * from "./filing.js";
export * from "./linkbase.js";
export * from "./filing-record.js";
