/**
 * A server process must not die of one request's stray promise (issue 9: "no request can crash
 * the server"). An unhandled rejection is logged with its reason and the process goes on; it is a
 * bug to fix (the log line says so), not a state to recover from. Uncaught exceptions are left to
 * Node: after one the process state is unknown.
 */
export function guardUnhandledRejections(command: string): void {
  process.on("unhandledRejection", (reason) => {
    const text = reason instanceof Error ? (reason.stack ?? reason.message) : String(reason);
    process.stderr.write(`fds ${command}: unhandled promise rejection (a bug; the process goes on): ${text}\n`);
  });
}
