import { API } from "@carcare/contracts";
import { type RequestHandler, Router } from "express";
import type { Db } from "../../lib/database.js";
import { notFound } from "../../lib/errors.js";
import { route } from "../../lib/route.js";
import { listOutbox } from "./service.js";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The outbox holds one-time codes: only the machine the store runs on may read it. The server listens
 * on every interface by default, so without this anyone on the network could read codes.
 */
const fromThisMachine: RequestHandler = (req, _res, next) => {
  next(LOOPBACK.test(req.ip ?? "") ? undefined : notFound("Not found"));
};

/**
 * The developer's mailbox when no SMTP server is configured: GET /api/dev/outbox (JSON) and
 * GET /dev/outbox (a page). Mounted only outside production and only for the embedded mailer, and
 * answered only to requests from this machine.
 */
export function devOutboxApiRoutes({ db }: { db: Db }): Router {
  const router = Router();
  route(router, API.devOutbox, { before: [fromThisMachine] }, async ({ query }) => {
    const emails = await listOutbox(db, query.to, query.limit);
    // The contract's fields only (not the retry's columns or kept files); the Date as JSON writes it.
    return {
      emails: emails.map(({ id, to, subject, text, html, createdAt }) => ({
        id,
        to,
        subject,
        text,
        html,
        createdAt: createdAt.toISOString(),
      })),
    };
  });
  return router;
}

export function devOutboxPage({ db }: { db: Db }): Router {
  const router = Router();
  router.get("/dev/outbox", fromThisMachine, async (_req, res) => {
    const emails = await listOutbox(db, undefined, 50);
    const items = emails
      .map(
        (email) => `<article><h2>${escapeHtml(email.subject)}</h2>
<p class="meta">To ${escapeHtml(email.to)} · ${email.createdAt.toISOString()}</p><pre>${escapeHtml(email.text)}</pre></article>`,
      )
      .join("\n");
    res.setHeader("Cache-Control", "no-store");
    res.type("html")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#0f172a}
article{border:1px solid #e2e8f0;border-radius:10px;padding:12px 16px;margin:12px 0}h2{font-size:17px;margin:0}
.meta{color:#64748b;font-size:13px}pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Dev outbox</h1><p>Email the store would have sent (no SMTP_URL is set). Newest first.</p>
${items || "<p>No email yet.</p>"}</body></html>`);
  });
  return router;
}
