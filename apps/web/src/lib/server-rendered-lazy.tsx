import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";

const chunks: Promise<unknown>[] = [];

/**
 * A part of a page that is in the server's HTML but whose code comes in a chunk of its own, after the
 * first screen's (the page's first load stays within budget). Its chunk starts loading when the
 * page's module runs; the server has it before it renders any page and the browser before it
 * hydrates (`serverRenderedChunks`). With its code present the part renders without a Suspense
 * boundary, so it is in the server's HTML in its place and React hydrates it there, in the same pass
 * as the page. Mounted before its chunk has arrived (after a navigation in the browser), it shows
 * `fallback` until then.
 *
 * React.lazy in a Suspense boundary did not hold up (issue 25). React's server sends a finished
 * boundary of over 500 bytes after the rest of the page, in a hidden `<div id="S:n">`, once the page
 * is past its progressive chunk size (12.8 KB; React Router's manifest alone takes most of that), and
 * likewise on a process's first render, which waits for the chunk; a script reveals it up to 300 ms
 * later. An update that reached the boundary before then (React Router's route discovery changes the
 * router's state right after hydration) made React render the part again in the browser, beside the
 * server's hidden copy, and what was typed into the server's was lost.
 */
export function serverRenderedLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const chunk = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  // A chunk that fails to load fails where the part renders (its error boundary), not the page.
  chunks.push(chunk.catch(() => undefined));
  const Pending = lazy(() => chunk);
  function ServerRenderedLazy(props: Props) {
    // Chosen once per mount: a change of shape would mount the part again and lose what was typed.
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Pending {...props} />
      </Suspense>
    );
  }
  return ServerRenderedLazy;
}

/** Settles once the chunk of every `serverRenderedLazy` part created so far has arrived (or failed). */
export async function serverRenderedChunks(): Promise<void> {
  await Promise.all(chunks);
}
