export { getFramesTool } from "./get-frames.js";
