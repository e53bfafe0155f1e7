import { account } from "./account";
import { addresses } from "./addresses";
import { auth } from "./auth";
import { cart } from "./cart";
import { catalog } from "./catalog";
import { common } from "./common";
import { layout } from "./layout";
import { orders } from "./orders";
import { pages } from "./pages";
import { wishlist } from "./wishlist";

/**
 * English, the store's only language for now (Arabic, right to left, comes later). One module per
 * area of the store; keys are `area.group.name`. These areas are in every page's first load; the
 * home, services, plans and spare-parts areas come with their routes (lib/i18n.ts addCatalogue).
 */
export const en = { account, addresses, auth, cart, catalog, common, layout, pages, orders, wishlist };
