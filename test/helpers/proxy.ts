/** A TCP proxy a test controls: forward, refuse (closed port), swallow (unreachable host) or stall, to fake outages. */
import net from 'node:net';

export class TcpProxy {
  #server: net.Server | undefined;
  #mode: 'forward' | 'blackhole' | 'stall' = 'forward';
  readonly #sockets = new Set<net.Socket>();
  /** Forwarded connections, client side then upstream side, so a stall can stop their traffic. */
  readonly #pairs = new Set<readonly [net.Socket, net.Socket]>();
  #port = 0;

  constructor(readonly targetHost: string, readonly targetPort: number) {}

  get port(): number {
    return this.#port;
  }

  /** Listens (again, on the same port once one was chosen) and forwards. Connections a stall froze are cut. */
  async open(): Promise<void> {
    if (this.#mode === 'stall') this.#cutAll();
    this.#mode = 'forward';
    if (this.#server) return;
    const server = net.createServer((client) => this.#accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.#port, '127.0.0.1', () => resolve());
    });
    this.#port = (server.address() as net.AddressInfo).port;
    this.#server = server;
  }

  /** Like a database that went down: every connection is cut and the port refuses new ones. */
  async close(): Promise<void> {
    this.#cutAll();
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Like a host that stopped answering: connections are cut, new ones are accepted and never answered. */
  blackhole(): void {
    this.#mode = 'blackhole';
    this.#cutAll();
  }

  /**
   * Like a frozen database or a network that drops packets: open connections stay open but nothing passes either
   * way any more (no reset, no FIN). New connections hang like `blackhole()`, or with `refuseNew` the port is
   * closed (the host answers, the database does not listen).
   */
  stall(options: { refuseNew?: boolean } = {}): void {
    this.#mode = 'stall';
    for (const [client, upstream] of this.#pairs) {
      client.unpipe(upstream);
      upstream.unpipe(client);
      client.pause();
      upstream.pause();
    }
    if (options.refuseNew && this.#server) {
      this.#server.close(); // stops listening now; the stalled connections stay open
      this.#server = undefined;
    }
  }

  /** Like a database that stops accepting connections: the port refuses new ones, open ones keep working. */
  refuseNew(): void {
    this.#server?.close();
    this.#server = undefined;
  }

  #cutAll(): void {
    for (const s of this.#sockets) s.destroy();
    this.#sockets.clear();
    this.#pairs.clear();
  }

  #accept(client: net.Socket): void {
    this.#sockets.add(client);
    client.on('close', () => this.#sockets.delete(client));
    client.on('error', () => undefined);
    if (this.#mode !== 'forward') return;
    const upstream = net.connect(this.targetPort, this.targetHost);
    const pair = [client, upstream] as const;
    this.#sockets.add(upstream);
    this.#pairs.add(pair);
    upstream.on('close', () => { this.#sockets.delete(upstream); this.#pairs.delete(pair); client.destroy(); });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  }
}
