import { createServer, Socket, type Server } from "node:net";

/** What the proxy does with connections: pass bytes, refuse to listen, or hold them unanswered. */
export type FaultMode = "pass" | "refuse" | "stall";

/**
 * A TCP proxy in front of a real server (PostgreSQL, Redis) that a test switches between
 * passing traffic, refusing connections (the port closed, as a stopped server) and stalling
 * (connections accepted, nothing answered, as a server frozen mid-run). Stalled bytes are kept
 * and delivered when traffic passes again, so a stall that ends leaves its sessions intact.
 */
export class FaultProxy {
  private server: Server | null = null;
  private mode: FaultMode = "pass";
  private readonly sockets = new Set<Socket>();
  private readonly held: (() => void)[] = [];

  private constructor(
    readonly port: number,
    private readonly target: { readonly host: string; readonly port: number },
  ) {}

  static async start(target: { readonly host: string; readonly port: number }): Promise<FaultProxy> {
    const probe = createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, "127.0.0.1", () => resolve((probe.address() as { port: number }).port)),
    );
    await new Promise((resolve) => probe.close(resolve));
    const proxy = new FaultProxy(port, target);
    await proxy.listen();
    return proxy;
  }

  async set(mode: FaultMode): Promise<void> {
    const was = this.mode;
    this.mode = mode;
    if (mode === "refuse") {
      for (const socket of this.sockets) socket.destroy();
      await this.close();
    } else if (was === "refuse") await this.listen();
    if (mode === "pass") for (const release of this.held.splice(0)) release();
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await this.close();
  }

  private async listen(): Promise<void> {
    const server = createServer((client) => this.connect(client));
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    this.server = server;
  }

  private async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private connect(client: Socket): void {
    const upstream = new Socket();
    this.track(client);
    this.track(upstream);
    const relay = (from: Socket, to: Socket) =>
      from.on("data", (chunk: Buffer) => {
        if (this.mode === "pass") to.write(chunk);
        else this.held.push(() => to.write(chunk));
      });
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    const start = () => {
      upstream.connect(this.target.port, this.target.host);
      relay(client, upstream);
      relay(upstream, client);
    };
    if (this.mode === "stall") this.held.push(start);
    else start();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      this.sockets.delete(socket);
      for (const other of this.sockets) if (other.destroyed) this.sockets.delete(other);
    });
  }
}
