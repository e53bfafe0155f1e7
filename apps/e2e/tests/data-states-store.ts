import { type ChildProcess, execFile, spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { stopPostgresIn } from "@carcare/db/testing";
import { type APIRequestContext, expect, request } from "@playwright/test";

/**
 * A store of the data-state suite's own: the real built server on its own port and its own embedded
 * PostgreSQL, started empty (no demo data), so the states built here never reach the other specs,
 * which share the default e2e server and its demo data. States are built as a live store reaches
 * them: the operator CLI against this store's DATA_DIR, and the API as customers use it.
 */

const run = promisify(execFile);
const REPO_ROOT = join(import.meta.dirname, "..", "..", "..");

/** E2E_PORT + 8 by default (the cross-site spec takes + 1 and + 2), so two runs can share a machine. */
export const STATE_PORT = Number(
  process.env.E2E_DATA_STATES_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 8,
);
export const STATE_URL = `http://localhost:${STATE_PORT}`;

/** Another spec's store of its own: its port, and settings over the defaults below (e.g. SEED_DEMO_DATA, SMTP_URL). */
export interface StateStoreOptions {
  port?: number;
  /** Given to the server and to the operator CLI run against it. */
  env?: Record<string, string>;
}

export class StateStore {
  readonly port: number;
  readonly url: string;
  private readonly env: Record<string, string>;

  constructor({ port = STATE_PORT, env = {} }: StateStoreOptions = {}) {
    this.port = port;
    this.url = `http://localhost:${port}`;
    this.env = env;
  }

  readonly dataDir = mkdtempSync(join(tmpdir(), "carcare-e2e-states-"));
  /** The files handed to the operator CLI. */
  private readonly filesDir = mkdtempSync(join(tmpdir(), "carcare-e2e-states-files-"));
  private server: ChildProcess | undefined;
  private stderr = "";

  async start(): Promise<void> {
    // The embedded PostgreSQL may run initdb as another user when started as root.
    chmodSync(this.dataDir, 0o755);
    const server = spawn("node", ["../api/dist/server.js"], {
      env: {
        ...process.env,
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        DATABASE_URL: "",
        WEB_BUILD: process.env.E2E_WEB_BUILD ?? "",
        WEB_CONCURRENCY: "1",
        // Its specs change the store between visits and look at once: a visitor's page kept for a
        // few seconds (lib/page-cache.ts) could show the store as it was before the change.
        PAGE_CACHE_SECONDS: "0",
        SEED_DEMO_DATA: "false",
        LOG_LEVEL: "warn",
        ...this.env,
      },
      stdio: ["ignore", "ignore", "pipe"],
    });
    this.server = server;
    server.stderr?.on("data", (chunk: Buffer) => {
      if (this.stderr.length < 20_000) this.stderr += chunk.toString();
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) {
        throw new Error(`the data-state store exited (${server.exitCode}): ${this.stderr}`);
      }
      const ok = await fetch(`http://127.0.0.1:${this.port}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the data-state store did not answer on port ${this.port}: ${this.stderr}`);
  }

  /**
   * SIGTERM, as an operator stops the store: the server finishes, closes its pools and stops the
   * embedded PostgreSQL, which runs in its own process group. The postmaster must be gone after.
   */
  async stop(): Promise<void> {
    const server = this.server;
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      const late = setTimeout(() => server.kill("SIGKILL"), 30_000);
      await exited;
      clearTimeout(late);
    }
    // Only the postmaster on this store's folder, by its id: never a broad kill. Stopped (and waited
    // for) before its folder goes.
    const postgresLeft = await stopPostgresIn(this.dataDir);
    rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.filesDir, { recursive: true, force: true });
    if (postgresLeft !== null) {
      throw new Error(`the store's PostgreSQL (pid ${postgresLeft}) outlived the server`);
    }
    if (server && server.exitCode !== 0) {
      throw new Error(
        `the data-state store exited with ${server.exitCode ?? server.signalCode}: ${this.stderr}`,
      );
    }
  }

  /** Runs the operator CLI (`pnpm ops …`, built form) against this store's database; answers stdout. */
  async ops(...args: string[]): Promise<string> {
    const env: NodeJS.ProcessEnv = { ...process.env, ...this.env, DATA_DIR: this.dataDir };
    delete env.DATABASE_URL;
    try {
      const { stdout } = await run("node", ["apps/ops/dist/cli.js", ...args], { cwd: REPO_ROOT, env });
      return stdout;
    } catch (error) {
      const failed = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`ops ${args.join(" ")} failed: ${failed.stderr || failed.stdout || failed.message}`);
    }
  }

  /** Writes `records` as a JSON import file and imports it with the operator CLI. */
  async importRecords(entity: string, records: readonly object[]): Promise<string> {
    const file = join(this.filesDir, `${entity}-${Date.now()}.json`);
    writeFileSync(file, JSON.stringify(records, null, 2));
    return this.ops("import", entity, file);
  }
}

// ---------------------------------------------------------------------------------------------
// Customers, through the API as the store's clients call it.

export const PASSWORD = "States@12345";

export interface Customer {
  name: string;
  phone: string;
  email: string;
  api: APIRequestContext;
}

let customerCount = 0;

/** Signs a new customer up through the API; `api` holds their session. */
export async function signUp(name: string): Promise<Customer> {
  customerCount += 1;
  const suffix = `${String(process.pid % 1000).padStart(3, "0")}${String(customerCount).padStart(2, "0")}${String(Date.now() % 100).padStart(2, "0")}`;
  const phone = `58${suffix.slice(-7)}`;
  const email = `states-${suffix}-${Date.now()}@example.com`;
  const api = await request.newContext({ baseURL: STATE_URL });
  const response = await api.post("/api/signup", { data: { name, email, phone, password: PASSWORD } });
  expect(response.status(), await response.text()).toBe(201);
  return { name, phone, email, api };
}

export async function call(
  api: APIRequestContext,
  method: "get" | "post" | "put" | "delete",
  path: string,
  data?: object,
): Promise<unknown> {
  const response = await api.fetch(path, { method, data: data ?? (method === "get" ? undefined : {}) });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

export const ADDRESS = {
  name: "Khalid Ahmed",
  phone_number: "0501110000",
  street: "Airport Road",
  building_name: "Tower A",
  floor_apartment_no: "12B",
  area_district: "Al Khalidiya",
  city: "Abu Dhabi",
};

export async function addAddress(customer: Customer, overrides: Partial<typeof ADDRESS> = {}) {
  await call(customer.api, "post", "/api/add_address", { ...ADDRESS, ...overrides });
}

export async function addToCart(customer: Customer, productId: number, quantity = 1) {
  const cart = (await call(customer.api, "post", `/api/add_to_cart/${productId}/`)) as unknown;
  if (quantity > 1) {
    const { cart_items } = (await call(customer.api, "get", "/api/display_cart")) as {
      cart_items: { cart_item_id: number; product_id: number }[];
    };
    const line = cart_items.find((item) => item.product_id === productId);
    expect(line, `cart line of product ${productId}`).toBeDefined();
    await call(customer.api, "put", `/api/update_cart/${line!.cart_item_id}/`, { quantity });
  }
  return cart;
}

/** Places the customer's cart as an order (their default address), with `coupon` when given. */
export async function placeOrder(customer: Customer, coupon?: string): Promise<number> {
  const body = coupon ? { coupon: { coupon_code: coupon } } : {};
  const placed = (await call(customer.api, "post", "/api/place_order", body)) as { order_id: number };
  return placed.order_id;
}

// ---------------------------------------------------------------------------------------------
// Import files: the catalogue, coupons, vendors and plans, as an operator writes them.

/** Today in Abu Dhabi, shifted by `days`, as the import files' YYYY-MM-DD. */
export function abuDhabiDay(days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * Three categories (one view of the carousel at some widths), each with its own image file: the
 * names differ from the files' names, as an operator's categories may.
 */
export const CATEGORIES = [
  { name: "Interior Care", image: "/img/categories/car-interior.svg", position: 1 },
  { name: "Outside Shine", image: "/img/categories/car-exterior.svg", position: 2 },
  { name: "Gadgets", image: "/img/categories/electronic-and-gadgets.svg", position: 3 },
];

export const BRANDS = [
  { name: "Bosch", logo: "/img/brands/bosch.svg", promoted: true },
  { name: "Castrol", logo: "/img/brands/castrol.svg", promoted: false },
];

const IMAGES = [
  "/img/products/ele-dash-001.svg",
  "/img/products/ele-fm-001.svg",
  "/img/products/ext-cloth-001.svg",
  "/img/products/ext-wax-001.svg",
  "/img/products/ext-pol-001.svg",
];

export const LONG_NAME = `Bosch ${"Extra Long Name ".repeat(12)}`.trim().padEnd(200, "X").slice(0, 200);
/**
 * 5,000 characters of sentences, with what descriptions pasted from a supplier hold: line breaks and
 * a long link that has no place to break.
 */
export const LONG_DESCRIPTION = [
  "https://www.example.com/products/car-care/waxes/long-description-car-wax-technical-data-sheet-and-safety-instructions.pdf",
  ...Array.from(
    { length: 120 },
    (_, index) =>
      `Line ${String(index + 1).padStart(3, "0")}: a sentence that fills the overview of this wax.`,
  ),
]
  .join("\n")
  .slice(0, 5000);

/** The products whose data is the state under test, by sku. */
export const EDGE = {
  noImage: "EDGE-NO-IMAGE",
  noDiscount: "EDGE-NO-DISCOUNT",
  soldOut: "EDGE-SOLD-OUT",
  longName: "EDGE-LONG-NAME",
  longDescription: "EDGE-LONG-DESCRIPTION",
  fiveStars: "EDGE-FIVE-STARS",
} as const;

/** Stock the sold-out product starts with; one order buys all of it. */
export const SOLD_OUT_STOCK = 3;

/** 64 products more than the edge ones: 60 lines in a cart or wishlist, and a second listing page. */
export const FILLER_COUNT = 64;

export function productRecords(): object[] {
  const base = {
    brand: "Castrol",
    category: "Interior Care",
    description: "A product of the data-state suite.",
    price: 25,
    discount_percentage: 10,
    stock: 1000,
    promoted: false,
    bestseller: false,
  };
  const edge = [
    { ...base, sku: EDGE.noImage, name: "No Image Sun Shade", image: null, promoted: true },
    {
      ...base,
      sku: EDGE.noDiscount,
      name: "Plain Price Microfibre Cloth",
      brand: "Bosch",
      discount_percentage: 0,
      image: IMAGES[2],
      promoted: true,
    },
    {
      ...base,
      sku: EDGE.soldOut,
      name: "Last Three Dash Cam",
      brand: "Bosch",
      category: "Gadgets",
      price: 399,
      discount_percentage: 20,
      stock: SOLD_OUT_STOCK,
      image: IMAGES[0],
      promoted: true,
    },
    { ...base, sku: EDGE.longName, name: LONG_NAME, brand: "Bosch", image: IMAGES[1], promoted: true },
    {
      ...base,
      sku: EDGE.longDescription,
      name: "Long Description Car Wax",
      category: "Outside Shine",
      description: LONG_DESCRIPTION,
      image: IMAGES[3],
    },
    {
      ...base,
      sku: EDGE.fiveStars,
      name: "Five Star Polish",
      brand: "Bosch",
      category: "Outside Shine",
      price: 80,
      discount_percentage: 5,
      image: IMAGES[4],
      bestseller: true,
    },
  ];
  const fillers = Array.from({ length: FILLER_COUNT }, (_, index) => ({
    ...base,
    sku: `FILL-${String(index + 1).padStart(3, "0")}`,
    name: `Filler Accessory ${String(index + 1).padStart(3, "0")}`,
    category: CATEGORIES[index % 3]!.name,
    price: 10 + index,
    discount_percentage: index % 4 === 0 ? 0 : 15,
    image: IMAGES[index % IMAGES.length],
  }));
  return [...edge, ...fillers];
}

/** Codes of the coupons counted on offer: C01 … C12, no limits, no minimum. */
export const COUNTED_COUPONS = Array.from(
  { length: 12 },
  (_, index) => `C${String(index + 1).padStart(2, "0")}`,
);
export const USED_COUPON = "ONCEONLY";
export const MIN_SPEND_COUPON = "BIGSPEND";
export const PLAIN_COUPON = "ANYONE5";

/** Every coupon of the suite, with exactly `active` on offer. */
export function couponRecords(active: readonly string[]): object[] {
  const window = { starts_at: abuDhabiDay(-30), ends_at: abuDhabiDay(365) };
  const coupon = (code: string, name: string, percent: number, limits: object = {}) => ({
    code,
    name,
    discount_percentage: percent,
    ...window,
    active: active.includes(code),
    max_redemptions: null,
    max_per_customer: null,
    min_order: null,
    ...limits,
  });
  return [
    ...COUNTED_COUPONS.map((code, index) => coupon(code, `Coupon ${code}: ${index + 1}% off`, index + 1)),
    coupon(USED_COUPON, "Once per customer 10% off", 10, { max_per_customer: 1 }),
    coupon(MIN_SPEND_COUPON, "Spend AED 500, get 15% off", 15, { min_order: 500 }),
    coupon(PLAIN_COUPON, "Anyone 5% off", 5),
  ];
}

export const SERVICE_CATEGORIES = [
  { name: "Car Wash", position: 1 },
  { name: "Detailing", position: 2 },
];

export const VENDORS = {
  noImages: "states-no-images",
  oneImage: "states-one-image",
  threeImages: "states-three-images",
} as const;

export function vendorRecords(): object[] {
  const vendor = (slug: string, name: string, images: string[]) => ({
    slug,
    vendor_name: name,
    category: images.length === 1 ? "Detailing" : "Car Wash",
    address: "Shop 4, Hazza Bin Zayed St, Abu Dhabi",
    latitude: 24.47,
    longitude: 54.37,
    details: "Hand wash and interior cleaning.",
    phone_number: "+971501234501",
    whatsapp_number: "+971501234501",
    images,
  });
  return [
    vendor(VENDORS.noImages, "Bare Vendor Without Pictures", []),
    vendor(VENDORS.oneImage, "Single Picture Detailing", ["/img/vendors/reem-island-car-spa-1.svg"]),
    vendor(VENDORS.threeImages, "Three Picture Car Spa", [
      "/img/vendors/mbz-city-auto-care-1.svg",
      "/img/vendors/mbz-city-auto-care-2.svg",
      "/img/vendors/mbz-city-auto-care-3.svg",
    ]),
  ];
}

/** One plan in all: a 6-month car wash, so the 12-month view and maintenance have none. */
export const ONLY_PLAN = { name: "Solo Wash", type: "CAR_WASH", months: 6 } as const;

export function planRecords(): object[] {
  return [
    {
      name: ONLY_PLAN.name,
      service_type: ONLY_PLAN.type,
      duration_months: ONLY_PLAN.months,
      monthly_price: 149,
      description: "<p>Weekly exterior wash.</p><ul><li>4 washes a month</li></ul>",
      popular: false,
      active: true,
    },
  ];
}
