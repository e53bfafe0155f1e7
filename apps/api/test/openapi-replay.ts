import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createOpenApiDocument } from "../src/lib/openapi.js";
import { type Exchange, OpenApiValidator } from "./openapi-validator.js";

// The replay check (issue 31 point 7): every /api request the run's tests made, with its answer
// (recorded by test/openapi-recorder.ts), checked against the OpenAPI document as served outside
// production. A request or answer the document does not describe is a problem; the run fails on any.

/** Where each test run's recorder writes (a folder per run, removed after its check). */
export const EXCHANGES_ROOT = path.join(import.meta.dirname, "..", "test-results", "openapi-exchanges");

/** Static files of the docs page (Swagger UI's script and stylesheet): files, not API operations. */
const DOCS_ASSETS = /^\/api\/docs\/[^/]+$/;

export interface ReplayReport {
  exchanges: number;
  operations: number;
  /** Requests sent without the trailing slash the document declares (or with one it does not). */
  otherSlash: number;
  /** Requests to paths no operation has, answered 404 (the tests' unknown-path checks). */
  unknownPaths: number;
  problems: string[];
}

export function replayRecordedExchanges(dir: string): ReplayReport {
  const document = createOpenApiDocument({ apiBase: "/api", version: "replay", includeDev: true });
  const validator = new OpenApiValidator(document);
  const report: ReplayReport = { exchanges: 0, operations: 0, otherSlash: 0, unknownPaths: 0, problems: [] };
  if (!existsSync(dir)) return report;
  const operations = new Set<string>();
  const seen = new Map<string, number>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".jsonl"))) {
    for (const line of readFileSync(path.join(dir, file), "utf8").split("\n")) {
      if (!line) continue;
      const exchange = JSON.parse(line) as Exchange;
      if (DOCS_ASSETS.test(exchange.path) || exchange.method === "HEAD" || exchange.method === "OPTIONS")
        continue;
      report.exchanges += 1;
      let matched = validator.match(exchange.method, exchange.path);
      if (!matched) {
        // Express answers each path with or without its trailing slash (the document says so).
        const other = exchange.path.endsWith("/") ? exchange.path.slice(0, -1) : `${exchange.path}/`;
        matched = validator.match(exchange.method, other);
        if (matched) report.otherSlash += 1;
      }
      if (!matched) {
        if (exchange.status === 404) report.unknownPaths += 1;
        else
          report.problems.push(
            `${exchange.method} ${exchange.path}: no documented operation (answered ${exchange.status})`,
          );
        continue;
      }
      operations.add(`${matched.method} ${matched.template}`);
      for (const problem of validator.check(exchange, matched)) {
        const key = `${exchange.method} ${matched.template}: ${problem}`;
        seen.set(key, (seen.get(key) ?? 0) + 1);
      }
    }
  }
  report.operations = operations.size;
  report.problems.push(
    ...[...seen].map(([problem, count]) => (count > 1 ? `${problem} (x${count})` : problem)),
  );
  return report;
}
