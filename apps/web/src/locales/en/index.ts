import { auth } from "./auth";
import { catalog } from "./catalog";
import { common } from "./common";
import { layout } from "./layout";
import { pages } from "./pages";

/**
 * English, the store's only language for now (Arabic, right to left, comes later). One module per
 * area of the store; keys are `area.group.name`. These areas are in every page's first load; the
 * home, services, plans, spare-parts, orders, cart, addresses, account and wishlist areas come
 * with their routes (lib/i18n.ts addCatalogue).
 */
export const en = { auth, catalog, common, layout, pages };
