// The few parts of autocannon 9 the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    p50: number
    p99: number
    /** The whole count (for requests: every request answered in the run). */
    total: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx?: number
  }
  interface Request {
    path?: string
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    /** Called before each request: the benchmark sets a different path on every request. */
    requests?: { setupRequest?: (request: Request) => Request }[]
  }
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): unknown
  export default autocannon
}
