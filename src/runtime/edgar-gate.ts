import { LocalRequestGate, type RequestGate, RedisRequestGate } from "../edgar/index.js";

/** The EDGAR admission gate of one process, and whether it shares SEC's budget through Redis. */
export interface EdgarGate {
  readonly gate: RequestGate;
  readonly inRedis: boolean;
  close(): Promise<void>;
}

/**
 * Every EDGAR client of a process goes through this one gate, so together they keep SEC's 10
 * requests/s: in Redis with `FDS_REDIS_URL` (every process together), else in this process.
 */
export function openEdgarGate(redisUrl: string | null, log: (line: string) => void): EdgarGate {
  if (redisUrl === null) return { gate: new LocalRequestGate(), inRedis: false, close: async () => undefined };
  const gate = new RedisRequestGate({
    redis: redisUrl,
    onError: (error) => log(`Redis (EDGAR gate): ${error.message} (this process spaces its own requests meanwhile)`),
  });
  return { gate, inRedis: true, close: () => gate.close() };
}
