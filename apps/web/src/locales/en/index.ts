import { auth } from "./auth";
import { catalog } from "./catalog";
import { common } from "./common";
import { home } from "./home";
import { layout } from "./layout";
import { pages } from "./pages";
import { plans } from "./plans";
import { services } from "./services";
import { spareParts } from "./spare-parts";

/**
 * English, the store's only language for now (Arabic, right to left, comes later). One module per
 * area of the store; keys are `area.group.name`.
 */
export const en = { auth, catalog, common, home, layout, pages, plans, services, spareParts };
