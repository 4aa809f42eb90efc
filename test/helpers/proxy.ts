/** A TCP proxy a test controls: forward, refuse (closed port), or swallow (unreachable host), to fake outages. */
import net from 'node:net';

export class TcpProxy {
  #server: net.Server | undefined;
  #mode: 'forward' | 'blackhole' = 'forward';
  readonly #sockets = new Set<net.Socket>();
  #port = 0;

  constructor(readonly targetHost: string, readonly targetPort: number) {}

  get port(): number {
    return this.#port;
  }

  /** Listens (again, on the same port once one was chosen) and forwards. */
  async open(): Promise<void> {
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

  #cutAll(): void {
    for (const s of this.#sockets) s.destroy();
    this.#sockets.clear();
  }

  #accept(client: net.Socket): void {
    this.#sockets.add(client);
    client.on('close', () => this.#sockets.delete(client));
    client.on('error', () => undefined);
    if (this.#mode === 'blackhole') return;
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.#sockets.add(upstream);
    upstream.on('close', () => { this.#sockets.delete(upstream); client.destroy(); });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  }
}
