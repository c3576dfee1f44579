import { lookup } from "node:dns/promises";
import type { HostResolver } from "../domain/webhooks/index.js";

/** The system resolver (getaddrinfo: /etc/hosts, then DNS), every address, in its order. */
export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);
