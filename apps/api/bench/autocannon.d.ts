// The part of autocannon 8's programmatic API the benchmark uses (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: AutocannonRequest, context: object) => AutocannonRequest;
    /** Called with each answer to this request: its status, body, the context and its headers as sent. */
    onResponse?: (
      status: number,
      body: string,
      context: object,
      headers: Record<string, string | string[]>,
    ) => void;
  }

  interface AutocannonOptions {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration`. */
    amount?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    requests?: AutocannonRequest[];
    timeout?: number;
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface AutocannonResult {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  }

  interface Instance extends EventEmitter, PromiseLike<AutocannonResult> {
    stop(): void;
  }

  function autocannon(options: AutocannonOptions): Instance;
  export default autocannon;
}
