import { existsSync } from "node:fs";
import { join } from "node:path";
import express, { type Express } from "express";

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * other GET that wants HTML gets index.html so client-side routes survive a reload (history fallback).
 */
export function serveWebApp(app: Express, webDist: string, apiBase: string): void {
  const indexHtml = join(webDist, "index.html");
  app.use(
    "/assets",
    express.static(join(webDist, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: true,
    }),
  );
  app.use(express.static(webDist, { index: false, maxAge: "1h" }));
  app.use((req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path.startsWith(apiBase)) return next();
    if (!req.accepts("html")) return next();
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type("text/plain")
        .send("The web app is not built yet: run `pnpm build` (or `pnpm start`, which builds it).");
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
  });
}
