import { appendFileSync, mkdirSync } from "node:fs";
import type http from "node:http";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { inject } from "vitest";
import type { Exchange } from "./openapi-validator.js";

// A vitest setup file (vitest.config.ts): records every /api request the API's tests make over HTTP
// (supertest and app.listen both create their server through http.createServer) with its answer,
// one JSON line each, for the replay check against the OpenAPI document at the end of the run
// (test/openapi-replay.ts, run by test/global-setup.ts), in the run's own folder (so runs side by
// side never mix or delete each other's). Off with OPENAPI_REPLAY=off.

const MAX_BODY_BYTES = 2 * 1024 * 1024;

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === "gzip") return zlib.gunzipSync(body);
    if (encoding === "br") return zlib.brotliDecompressSync(body);
    if (encoding === "deflate") return zlib.inflateSync(body);
  } catch {
    return Buffer.alloc(0);
  }
  return body;
}

function record(file: string, req: IncomingMessage, res: ServerResponse, url: URL, chunks: Buffer[]): void {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const responseType = res.getHeader("content-type")?.toString();
  let responseBody: unknown;
  if (responseType?.startsWith("application/json")) {
    const text = decoded(Buffer.concat(chunks), res.getHeader("content-encoding")?.toString()).toString();
    try {
      responseBody = text === "" ? undefined : JSON.parse(text);
    } catch {
      responseBody = text;
    }
  }
  const requestType = req.headers["content-type"];
  const body = (req as IncomingMessage & { body?: unknown }).body;
  const exchange: Exchange = {
    method: req.method ?? "GET",
    path: url.pathname,
    query,
    headers: { "idempotency-key": req.headers["idempotency-key"]?.toString() },
    requestType: requestType && Number(req.headers["content-length"] ?? 1) !== 0 ? requestType : undefined,
    // multer's fields object has no prototype: copied into a plain one.
    requestBody: typeof body === "object" && body !== null && !Array.isArray(body) ? { ...body } : body,
    status: res.statusCode,
    responseType,
    responseBody,
  };
  appendFileSync(file, `${JSON.stringify(exchange)}\n`);
}

function recording(listener: RequestListener, file: string): RequestListener {
  return (req, res) => {
    const url = new URL(req.url ?? "/", "http://test");
    if (!url.pathname.startsWith("/api/")) return listener(req, res);
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.length;
      if (size <= MAX_BODY_BYTES) chunks.push(buffer);
    };
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.write = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return write(...args);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      keep(args[0], args[1]);
      return end(...args);
    }) as typeof res.end;
    res.on("finish", () => record(file, req, res, url, chunks));
    return listener(req, res);
  };
}

const runDir = inject("openapiExchangesDir");
if (runDir) {
  mkdirSync(runDir, { recursive: true });
  const file = path.join(runDir, `${process.pid}-${Date.now()}.jsonl`);
  // supertest (CommonJS) calls require("http").createServer when a request starts: patch that object.
  const cjsHttp = createRequire(import.meta.url)("node:http") as typeof http;
  const original = cjsHttp.createServer.bind(cjsHttp) as (...args: unknown[]) => http.Server;
  const patched = ((...args: unknown[]) => {
    const index = args.findIndex((arg) => typeof arg === "function");
    if (index >= 0) args[index] = recording(args[index] as RequestListener, file);
    return original(...args);
  }) as typeof http.createServer;
  cjsHttp.createServer = patched;
}
