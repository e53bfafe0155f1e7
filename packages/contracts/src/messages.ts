/**
 * The texts the API and the pages both say, in every language of the store (issue 27): the
 * `@carcare/contracts/messages` entry, zod-free. One Paraglide JS project (project.inlang, messages in
 * messages/{en,ar}.json, English the source) compiled into src/paraglide by `pnpm run messages`.
 * Call each with the language it is said in: `m.authLoggedIn({}, { locale: language })`; nothing
 * here keeps a current language.
 */
export { m } from "./paraglide/messages.js";
export type { LocalizedString } from "./paraglide/runtime.js";
