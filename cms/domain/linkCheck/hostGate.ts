const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * At most one request per interval to each host name, across every check of a pass (redirect hops and
 * the GET after a HEAD included): aggregators carry thousands of our jobs on one host, and a checker that
 * hammers them gets the whole site's links answered 429.
 */
export class HostGate {
  /** Each host's waiters in line: a request waits for the one before it, then for the interval. */
  private readonly lines = new Map<string, Promise<void>>()
  /** When each host's last request really started. */
  private readonly lastStart = new Map<string, number>()

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Resolves when a request to `host` may start. The interval counts from when the previous request was let
   * go, not from when it was booked: a busy process wakes waiters late, and booked slots would then let two
   * requests out together.
   */
  acquire(host: string): Promise<void> {
    const key = host.toLowerCase()
    const turn = (this.lines.get(key) ?? Promise.resolve()).then(async () => {
      const wait = (this.lastStart.get(key) ?? -Infinity) + this.intervalMs - this.now()
      if (wait > 0) await sleep(wait)
      this.lastStart.set(key, this.now())
    })
    this.lines.set(key, turn)
    void turn.then(() => this.forget(key, turn))
    return turn
  }

  /** A host nobody waits for is dropped from the line; its last start once the interval has passed. */
  private forget(key: string, turn: Promise<void>): void {
    if (this.lines.get(key) === turn) this.lines.delete(key)
    if (this.lastStart.size > 10_000) {
      const now = this.now()
      for (const [host, at] of this.lastStart) if (at + this.intervalMs <= now && !this.lines.has(host)) this.lastStart.delete(host)
    }
  }
}
