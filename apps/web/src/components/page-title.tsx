/** Sets the browser tab title for a page (React 19 moves <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | CarCare Abu Dhabi`}</title>;
}
