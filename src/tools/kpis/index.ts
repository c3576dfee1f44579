export { getOperationalKpiDriverRowsTool } from "./get-operational-kpi-driver-rows.js";
export { getOperationalKpiDriversTool } from "./get-operational-kpi-drivers.js";
