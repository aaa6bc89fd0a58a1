/**
 * At most one request per interval to each host name, across every check of a pass (redirect hops and
 * the GET after a HEAD included): aggregators carry thousands of our jobs on one host, and a checker that
 * hammers them gets the whole site's links answered 429.
 */
export class HostGate {
  private readonly nextSlot = new Map<string, number>()

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when a request to `host` may start, and books the slot after it. */
  async acquire(host: string): Promise<void> {
    const key = host.toLowerCase()
    const now = this.now()
    const slot = Math.max(now, this.nextSlot.get(key) ?? 0)
    this.nextSlot.set(key, slot + this.intervalMs)
    if (this.nextSlot.size > 10_000) this.forgetPast(now)
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now))
  }

  private forgetPast(now: number): void {
    for (const [host, next] of this.nextSlot) if (next <= now) this.nextSlot.delete(host)
  }
}
