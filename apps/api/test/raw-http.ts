import http from "node:http";
import type { AddressInfo } from "node:net";
import net from "node:net";
import type { Express } from "express";

/** What a raw request got back: status, the JSON body when there is one, and the request id. */
export interface RawResponse {
  status: number;
  body: unknown;
  text: string;
  requestId: string | undefined;
}

export interface RawRequest {
  method: string;
  /** Sent byte for byte: may hold a bad percent-encoding that URL-building clients would fix. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** The app on a real port, for requests supertest cannot make (malformed paths, bytes, truncation). */
export async function listen(app: Express): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** One request with exactly these bytes (Content-Length is the body's unless given). */
export function send(port: number, request: RawRequest): Promise<RawResponse> {
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  const headers: Record<string, string> = { ...request.headers };
  if (body && !Object.keys(headers).some((name) => name.toLowerCase() === "content-length")) {
    headers["Content-Length"] = String(body.length);
  }
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method: request.method, path: request.path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let parsed: unknown = undefined;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            parsed = undefined;
          }
          const id = res.headers["x-request-id"];
          resolve({
            status: res.statusCode ?? 0,
            body: parsed,
            text,
            requestId: typeof id === "string" ? id : undefined,
          });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body) req.write(body);
    req.end();
  });
}

/**
 * Sends the head of a request and only `sent` of the body it announces, then hangs up: the server
 * sees a body that ends early ("request aborted"). Nothing comes back, so callers read the log.
 */
export async function sendAndHangUp(
  port: number,
  head: { method: string; path: string; headers: Record<string, string> },
  sent: string,
  announcedLength: number,
): Promise<void> {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  const lines = [
    `${head.method} ${head.path} HTTP/1.1`,
    "Host: 127.0.0.1",
    `Content-Length: ${announcedLength}`,
    ...Object.entries(head.headers).map(([name, value]) => `${name}: ${value}`),
  ];
  await new Promise<void>((resolve) => socket.write(`${lines.join("\r\n")}\r\n\r\n${sent}`, () => resolve()));
  socket.destroy();
}
