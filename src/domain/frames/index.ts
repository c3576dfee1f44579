// The frames family's public surface: one concept and calendar period across companies (SEC's frames).
export { FRAME_DEFAULT_BASIS, FRAME_PAGE, FramesResultSchema, getFrames } from "./frames.js";
export type { FramesResult } from "./frames.js";
