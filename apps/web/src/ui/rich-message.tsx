import { Fragment, type ReactNode } from "react";
import type { MessagePart } from "../paraglide/runtime.js";

/** What a message's markup becomes: each tag's name and a function of the text inside it. */
export type MarkupRenderers = Record<string, (children: ReactNode) => ReactNode>;

/**
 * A message with markup (`Email {#email}{email}{/email} …` in messages/*.json) as React nodes: Paraglide
 * compiles the message's parts (text, markup start and end), and each tag becomes the element the
 * caller gives for it, so a link or emphasis sits where each language's grammar puts it.
 */
export function RichMessage({ parts, markup }: { parts: MessagePart[]; markup: MarkupRenderers }) {
  const root: ReactNode[] = [];
  const open: { name: string; children: ReactNode[] }[] = [];
  const current = () => open.at(-1)?.children ?? root;
  parts.forEach((part) => {
    if (part.type === "text") current().push(part.value);
    else if (part.type === "markup-start") open.push({ name: part.name, children: [] });
    else if (part.type === "markup-end" && open.at(-1)?.name === part.name) {
      const element = open.pop()!;
      const render = markup[element.name];
      current().push(render ? render(element.children) : element.children);
    }
  });
  return (
    <>
      {root.map((node, index) => (
        <Fragment key={index}>{node}</Fragment>
      ))}
    </>
  );
}
