/** A positive whole number from a path segment (/accessories/12), else null: the page is then a 404. */
export function pathId(value: string | undefined): number | null {
  const id = Number(value);
  return /^\d+$/.test(value ?? "") && Number.isSafeInteger(id) && id > 0 ? id : null;
}
