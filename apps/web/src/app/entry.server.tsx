import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from "react-router";
import type { Language } from "../lib/language";
import { serverRenderedChunks } from "../lib/server-rendered-lazy";
import { overwriteServerAsyncLocalStorage } from "../paraglide/runtime.js";

// Each request is answered in its page's language: the server (apps/api/src/lib/web.ts) runs the whole
// request, loaders and render, inside inLanguage(), and the compiled messages read it from here.
const requestLanguage = new AsyncLocalStorage<{ locale?: Language }>();
overwriteServerAsyncLocalStorage(requestLanguage as Parameters<typeof overwriteServerAsyncLocalStorage>[0]);

/** Runs one request's loaders and render in its page's language. */
export function inLanguage<T>(language: Language, run: () => T): T {
  return requestLanguage.run({ locale: language }, run);
}

/** How long a streamed page may wait for data before the rest is abandoned. */
export const streamTimeout = 5_000;

/**
 * Renders a page: browsers get the shell as soon as it is ready and the rest streamed; crawlers, link
 * previews (WhatsApp) and visitors' public pages (renderWhole) are rendered whole first. Every inline
 * script carries the request's CSP nonce: through ServerRouter (the router's scripts) and through
 * React's own streaming scripts; a visitor's public page has none (the server allows its scripts by
 * hash, so the page is the same for every visitor and a shared cache may keep it).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The page holds the customer's header and a one-time nonce: never for a shared cache (private
  // pages say no-store through their route's `headers`; the server makes visitors' public pages public).
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-cache");
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The parts rendered from chunks of their own go into the HTML itself, not streamed after it
  // (lib/server-rendered-lazy.tsx); only a process's first pages can wait for them.
  await serverRenderedChunks();
  const nonce = loadContext.cspNonce || undefined;
  const userAgent = request.headers.get("user-agent");
  const readyOption: keyof RenderToPipeableStreamOptions =
    loadContext.renderWhole || (userAgent && isbot(userAgent)) || routerContext.isSpaMode
      ? "onAllReady"
      : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (readyOption === "onAllReady") {
            // Everything is ready, so React writes the whole page at once, in pieces of a few KB:
            // gathered here and answered as one body, the server sends it in one write instead of
            // passing each piece through a stream, the response, the page cache and the socket.
            const chunks: Buffer[] = [];
            pipe(
              new Writable({
                write(chunk: Buffer, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  clearTimeout(timeoutId);
                  timeoutId = undefined;
                  resolve(
                    new Response(Buffer.concat(chunks), {
                      headers: responseHeaders,
                      status: responseStatusCode,
                    }),
                  );
                  callback();
                },
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by the server once.
          if (shellRendered) loadContext.logError(error, request);
        },
      },
    );
  });
}

/** Loader and render errors, logged once through the server's logger (aborted requests are not errors). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).logError(error, request);
};
