// A customer as a browser would be one: a session cookie, the store's Origin on every write, and
// each answer's instance (the X-Carcare-Upstream header the test's nginx adds, or the instance asked
// directly).

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The instance(s) nginx sent it to ("127.0.0.1:4931", or "a, b" when it passed it on). */
  upstream: string;
  headers: Headers;
}

export class Customer {
  cookie = "";

  constructor(
    private readonly origin: string,
    private readonly defaultBase: string,
  ) {}

  async call(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; base?: string } = {},
  ): Promise<Answer> {
    const base = options.base ?? this.defaultBase;
    const headers: Record<string, string> = { accept: "application/json", ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== "GET") headers.origin = this.origin;
    if (options.body !== undefined) headers["content-type"] = "application/json";
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const session = res.headers.getSetCookie().find((cookie) => cookie.startsWith("carcare.sid="));
    if (session) this.cookie = session.split(";")[0]!;
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text: text.slice(0, 200) };
    }
    return {
      status: res.status,
      body,
      upstream: res.headers.get("x-carcare-upstream") ?? new URL(base).host,
      headers: res.headers,
    };
  }

  async login(phone: string, password: string, base?: string): Promise<Answer> {
    const answer = await this.call("POST", "/api/UserLogin", {
      body: { username: phone, password },
      ...(base ? { base } : {}),
    });
    if (answer.status !== 200)
      throw new Error(`login of ${phone} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }
}

/** Percentile (0-100) of a list of numbers, nearest rank. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** How many of the items fall in each group. */
export function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}
