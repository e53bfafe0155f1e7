import { account } from "./account";
import { auth } from "./auth";
import { catalog } from "./catalog";
import { common } from "./common";
import { home } from "./home";
import { layout } from "./layout";
import { orders } from "./orders";
import { pages } from "./pages";
import { plans } from "./plans";
import { services } from "./services";
import { spareParts } from "./spare-parts";
import { wishlist } from "./wishlist";

/**
 * English, the store's only language for now (Arabic, right to left, comes later). One module per
 * area of the store; keys are `area.group.name`.
 */
export const en = {
  account,
  auth,
  catalog,
  common,
  home,
  layout,
  orders,
  pages,
  plans,
  services,
  spareParts,
  wishlist,
};
