const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Called once the request a gate let through is on the wire (or has failed): the host's interval counts from then. */
export type MarkSent = () => void

/**
 * At most one request per interval to each host name, across every check of a pass (redirect hops and
 * the GET after a HEAD included): aggregators carry thousands of our jobs on one host, and a checker that
 * hammers them gets the whole site's links answered 429.
 */
export class HostGate {
  /** Each host's line: a request waits until the one before it was sent, then for the interval. */
  private readonly lines = new Map<string, Promise<void>>()
  /** When each host's last request was sent. */
  private readonly lastSent = new Map<string, number>()

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Resolves when a request to `host` may start, with the function to call once it is sent. The interval counts
   * from the moment the previous request was really sent, not from when it was let go or booked: a busy process
   * wakes waiters late, and an address lookup or a connection can hold one request back while the next goes
   * straight out, so any earlier mark let two requests reach a host within a fraction of the interval.
   */
  acquire(host: string): Promise<MarkSent> {
    const key = host.toLowerCase()
    let markSent!: MarkSent
    const sent = new Promise<void>((resolve) => (markSent = resolve))
    const turn = (this.lines.get(key) ?? Promise.resolve()).then(async () => {
      const wait = (this.lastSent.get(key) ?? -Infinity) + this.intervalMs - this.now()
      if (wait > 0) await sleep(wait)
    })
    const done = turn.then(() => sent).then(() => void this.lastSent.set(key, this.now()))
    this.lines.set(key, done)
    void done.then(() => this.forget(key, done))
    return turn.then(() => markSent)
  }

  /** A host nobody waits for is dropped from the line; its last send once the interval has passed. */
  private forget(key: string, done: Promise<void>): void {
    if (this.lines.get(key) === done) this.lines.delete(key)
    if (this.lastSent.size > 10_000) {
      const now = this.now()
      for (const [host, at] of this.lastSent) if (at + this.intervalMs <= now && !this.lines.has(host)) this.lastSent.delete(host)
    }
  }
}
