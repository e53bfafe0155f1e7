// The benchmark's server process: the real app (built by createServerApp, as the server and the tests
// build it) and a bare Express hello-world, each on its own loopback port. Started and stopped by
// bench/run.ts. Like src/server.ts, it serves from WEB_CONCURRENCY workers (the same supervisor,
// lib/workers.ts) sharing the ports, and so does the hello-world: the baseline runs in the same
// process layout as the app.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import { CART_MESSAGES } from "@carcare/contracts";
import express from "express";
import pino from "pino";
import { loadEnv } from "../src/env.js";
import { addToCart } from "../src/features/cart/service.js";
import { createLogger } from "../src/lib/logger.js";
import { loadWebBuild } from "../src/lib/web.js";
import { reportReady, superviseWorkers } from "../src/lib/workers.js";
import { createServerApp } from "../src/server-app.js";

interface Ports {
  appPort: number;
  helloPort: number;
  floorPort: number;
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl || !process.send) {
  console.error("bench/server.ts is started by bench/run.ts");
  process.exit(1);
}

const env = loadEnv({
  NODE_ENV: "test",
  DATABASE_URL: databaseUrl,
  // Request logging stays on (as in production) but goes nowhere, so the terminal stays readable.
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  ALLOWED_ORIGINS: "http://127.0.0.1",
  // Shared with bench/run.ts, which writes ready sessions for its shoppers.
  SESSION_SECRET: process.env.BENCH_SESSION_SECRET ?? randomBytes(32).toString("hex"),
  ...(process.env.DB_POOL_SIZE ? { DB_POOL_SIZE: process.env.DB_POOL_SIZE } : {}),
  // How long each worker keeps a visitor's page (5 s by default): the product pages' hit share follows it.
  ...(process.env.PAGE_CACHE_SECONDS ? { PAGE_CACHE_SECONDS: process.env.PAGE_CACHE_SECONDS } : {}),
  ...(process.env.WEB_CONCURRENCY ? { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY } : {}),
});
if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) {
  // Only the supervisor's own lines (a worker that died) reach the terminal.
  const workers = superviseWorkers<Ports>({ count: env.WEB_CONCURRENCY, logger: createLogger("error") });
  workers.ready.then(
    (ports) => process.send?.(ports),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void workers.stop().then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // The parent went away (finished or crashed): never outlive it.
  process.on("disconnect", stop);
} else {
  await serve(databaseUrl, (ports) => (cluster.isWorker ? reportReady(ports) : process.send?.(ports)));
}

async function serve(databaseUrl: string, ready: (ports: Ports) => void) {
  const logger = createLogger(env.LOG_LEVEL, pino.destination({ dest: "/dev/null", sync: true }));
  // The real web build (pnpm bench builds it first): server-rendered pages are measured too.
  const web = await loadWebBuild(env.WEB_BUILD);
  if (!web) throw new Error(`no web build in ${env.WEB_BUILD}: run pnpm build`);
  const serverApp = createServerApp({
    env,
    databaseUrl,
    logger,
    version: "bench",
    web,
    // BENCH_COPIES=off: no per-worker copies of public answers or sessions (nothing tells the
    // process about changes), so the catalogue scenarios measure their queries on every request.
    listenForChanges: process.env.BENCH_COPIES !== "off",
  });
  await serverApp.warmUp(30_000);
  const app = serverApp.app;

  const hello = express();
  hello.get("/", (_req, res) => {
    res.send("Hello World!");
  });

  // The add's floor: bare Express calling the same cart service on the same pool, with nothing of
  // the app around it (no session, parsers, log, compression or other routes): what the machine
  // allows an add to cost, beside which the app's own overhead shows.
  const floor = express();
  const { db } = serverApp.deps;
  floor.post("/add/:userId/:productId", (req, res, next) => {
    addToCart(db, Number(req.params.userId), Number(req.params.productId)).then(
      (line) =>
        res.json({ message: CART_MESSAGES.added, cart_item_id: line.cartItemId, quantity: line.quantity }),
      next,
    );
  });

  function listen(handler: express.Express): Promise<Server> {
    return new Promise((resolve, reject) => {
      const server = handler.listen(0, "127.0.0.1");
      server.once("listening", () => resolve(server));
      server.once("error", reject);
    });
  }

  const portOf = (server: Server) => {
    const address = server.address();
    return typeof address === "object" && address ? address.port : 0;
  };

  const [appServer, helloServer, floorServer] = await Promise.all([
    listen(app),
    listen(hello),
    listen(floor),
  ]);

  let stopping = false;
  async function stop() {
    if (stopping) return;
    stopping = true;
    for (const server of [appServer, helloServer, floorServer]) {
      server.close();
      server.closeAllConnections();
    }
    await serverApp.close().catch(() => undefined);
    process.exit(0);
  }
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  // The parent went away (finished or crashed): never outlive it.
  process.on("disconnect", () => void stop());

  ready({ appPort: portOf(appServer), helloPort: portOf(helloServer), floorPort: portOf(floorServer) });
}
