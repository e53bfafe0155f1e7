// The demo catalogue: deterministic data for a fresh store (products, brands, coupons, plans, vendors and
// one demo customer). Money is integer fils (AED x 100). Product dates are relative to a fixed date;
// coupon dates are relative to the seed's run time, so "valid now" stays true.
import { salePriceFils } from "@carcare/contracts";
import type { BrandStyle, CategoryName, ProductArt, ServiceSceneCategory } from "./art.js";

/** Products' createdAt values are spread over the 90 days before this date. */
export const CATALOGUE_DATE = new Date("2026-11-01T06:00:00.000Z");

const DAY_MS = 24 * 60 * 60 * 1000;

/** "Meguiar's" -> "meguiars", "K&N" -> "k-and-n": a file-name-safe form of a name. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "-and-")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

// ---------------------------------------------------------------- categories

export interface DemoCategory {
  name: CategoryName;
  image: string;
  position: number;
}

export const DEMO_CATEGORIES: DemoCategory[] = (
  ["Car Interior", "Car Exterior", "Electronics & Gadgets", "Performance"] as const
).map((name, i) => ({ name, image: `/img/categories/${slugify(name)}.svg`, position: i + 1 }));

// ---------------------------------------------------------------- brands

export interface DemoBrand {
  name: string;
  promoted: boolean;
  logo: string;
  style: BrandStyle;
}

const BRAND_ROWS: Array<[name: string, promoted: boolean, bg: string, fg: string]> = [
  ["3M", true, "#e03131", "#ffffff"],
  ["Bosch", true, "#f1f3f5", "#c92a2a"],
  ["Michelin", true, "#1c3f94", "#fcc419"],
  ["Meguiar's", true, "#141414", "#f5c518"],
  ["Philips", false, "#0b5ed7", "#ffffff"],
  ["70mai", true, "#212529", "#ffffff"],
  ["Baseus", false, "#343a40", "#ffd43b"],
  ["Sparco", true, "#1864ab", "#ffffff"],
  ["K&N", true, "#c92a2a", "#ffffff"],
  ["Armor All", false, "#0b7285", "#ffffff"],
  ["Mothers", false, "#862e9c", "#ffe066"],
  ["Garmin", false, "#1a1b1e", "#ffffff"],
  ["Brembo", true, "#a61e1e", "#ffffff"],
  ["Chemical Guys", false, "#7048e8", "#ffffff"],
  ["NGK", false, "#1971c2", "#ffffff"],
  ["WeatherTech", false, "#2b2f33", "#e9ecef"],
  ["Osram", false, "#f76707", "#ffffff"],
  ["Covercraft", false, "#5c940d", "#ffffff"],
  ["Anker", false, "#1098ad", "#ffffff"],
  ["Castrol", false, "#2b8a3e", "#ffffff"],
  ["Akrapovic", false, "#495057", "#e9ecef"],
  ["Bilstein", false, "#fcc419", "#1c3f94"],
];

export const DEMO_BRANDS: DemoBrand[] = BRAND_ROWS.map(([name, promoted, bg, fg]) => ({
  name,
  promoted,
  logo: `/img/brands/${slugify(name)}.svg`,
  style: { bg, fg },
}));

// ---------------------------------------------------------------- products

export interface DemoProduct {
  sku: string;
  name: string;
  brand: string;
  category: CategoryName;
  description: string;
  priceFils: number;
  discountPercentage: number;
  salePriceFils: number;
  stock: number;
  image: string;
  promoted: boolean;
  bestseller: boolean;
  createdAt: Date;
  art: ProductArt;
}

type Flags = "" | "promoted" | "bestseller" | "promoted bestseller";

interface ProductRow {
  sku: string;
  name: string;
  brand: string;
  price: number;
  off: number;
  stock: number;
  flags: Flags;
  art: ProductArt;
  description: string;
}

const INTERIOR: ProductRow[] = [
  {
    sku: "INT-SEAT-001",
    name: "Sparco Racing Style Seat Cover Set (9 pcs)",
    brand: "Sparco",
    price: 34900,
    off: 20,
    stock: 42,
    flags: "promoted bestseller",
    art: { kind: "seat", tint: "#2b2f36" },
    description:
      "A full nine-piece set that covers the front seats, rear bench and headrests in breathable polyester with racing piping. Universal fit for most saloons and SUVs, with airbag-compatible side seams. Machine washable and fade-resistant in the Abu Dhabi sun.",
  },
  {
    sku: "INT-SEAT-002",
    name: "Sparco Leatherette Front Seat Covers – Beige (Pair)",
    brand: "Sparco",
    price: 45900,
    off: 0,
    stock: 18,
    flags: "",
    art: { kind: "seat", tint: "#c8a97e" },
    description:
      "Soft-touch leatherette covers with quilted stitching that give worn front seats a factory-fitted look. The wipe-clean surface copes with coffee spills and sand. Fits bucket seats with separate headrests.",
  },
  {
    sku: "INT-SEAT-003",
    name: "Armor All Breathable Mesh Seat Covers (Pair)",
    brand: "Armor All",
    price: 18900,
    off: 10,
    stock: 4,
    flags: "",
    art: { kind: "seat", tint: "#1971c2" },
    description:
      "Open 3D mesh keeps air moving between you and the seat, so summer drives stay cooler. Elastic straps and hooks fit most front seats in minutes without tools. Ideal for daily commuters and ride-hailing drivers.",
  },
  {
    sku: "INT-MAT-001",
    name: "WeatherTech All-Weather Floor Mats – Front Pair",
    brand: "WeatherTech",
    price: 39900,
    off: 0,
    stock: 60,
    flags: "bestseller",
    art: { kind: "floorMat", tint: "#2b2f36" },
    description:
      "Deep channels trap water, sand and mud before they reach the carpet. The flexible rubber compound stays supple in 50 °C heat and will not crack or curl. Trim-to-fit edges suit most cars.",
  },
  {
    sku: "INT-MAT-002",
    name: "WeatherTech 3D FloorLiner Set – Front and Rear",
    brand: "WeatherTech",
    price: 74900,
    off: 15,
    stock: 12,
    flags: "promoted",
    art: { kind: "floorMat", tint: "#495057" },
    description:
      "Laser-measured liners that run up the sides of the footwell for complete protection. The textured surface keeps feet from slipping while the raised lip holds spills. Rinse clean with a hose in seconds.",
  },
  {
    sku: "INT-MAT-003",
    name: "3M Nomad Coil Floor Mat Set (4 pcs)",
    brand: "3M",
    price: 27900,
    off: 0,
    stock: 3,
    flags: "",
    art: { kind: "floorMat", tint: "#a61e4d" },
    description:
      "Vinyl coil loops scrape dirt and sand off shoes and hide it below the surface until you shake the mats out. The anti-slip backing keeps them in place under the pedals. A long-lasting choice for family cars.",
  },
  {
    sku: "INT-STEER-001",
    name: "Sparco Suede Steering Wheel Cover 38 cm",
    brand: "Sparco",
    price: 12900,
    off: 0,
    stock: 85,
    flags: "",
    art: { kind: "steering", tint: "#343a40" },
    description:
      "A grippy suede-feel cover with a contrast top-centre marker, inspired by motorsport wheels. It stays comfortable to hold after the car has been parked in the sun. Fits wheels of 37 to 39 cm.",
  },
  {
    sku: "INT-STEER-002",
    name: "Armor All Perforated Leather Steering Wheel Cover",
    brand: "Armor All",
    price: 8900,
    off: 10,
    stock: 140,
    flags: "",
    art: { kind: "steering", tint: "#7b4a2a" },
    description:
      "Perforated leather with hand-finished seams for a firm, breathable grip. An inner rubber ring stops the cover twisting while you drive. Suits standard 38 cm wheels.",
  },
  {
    sku: "INT-FRESH-001",
    name: "Armor All Hanging Air Freshener – Ocean Breeze (2-pack)",
    brand: "Armor All",
    price: 3999,
    off: 0,
    stock: 200,
    flags: "bestseller",
    art: { kind: "freshener", tint: "#4dabf7" },
    description:
      "Two hanging diffusers that release a fresh ocean scent for up to 30 days each. Hang one from the mirror and keep the spare in the glovebox. Alcohol-free and safe around leather.",
  },
  {
    sku: "INT-FRESH-002",
    name: "Chemical Guys New Car Scent Hanging Diffuser 10 ml",
    brand: "Chemical Guys",
    price: 5900,
    off: 40,
    stock: 25,
    flags: "promoted",
    art: { kind: "freshener", tint: "#f59f00" },
    description:
      "A glass diffuser with a wooden cap that slowly releases the clean smell of a brand-new car. Hang it from the mirror and tilt it once a week to refresh the scent. Lasts up to six weeks.",
  },
  {
    sku: "INT-FRESH-003",
    name: "Meguiar's Whole Car Air Re-Fresher Odour Eliminator",
    brand: "Meguiar's",
    price: 4500,
    off: 0,
    stock: 95,
    flags: "",
    art: { kind: "spray", tint: "#12b886", caption: "ODOUR OFF" },
    description:
      "A one-shot treatment that circulates through the air-conditioning and removes smoke, food and pet odours at the source. Set the A/C to recirculate, trigger the can and leave the car for 15 minutes. Leaves a light new-car scent.",
  },
  {
    sku: "INT-CLEAN-001",
    name: "Meguiar's Quik Interior Detailer 473 ml",
    brand: "Meguiar's",
    price: 6900,
    off: 0,
    stock: 70,
    flags: "",
    art: { kind: "spray", tint: "#7950f2", caption: "INTERIOR" },
    description:
      "Cleans dashboards, door panels, screens and trim in one wipe, without a greasy finish. Adds UV protection so plastics do not fade. Safe on leather, vinyl and rubber.",
  },
  {
    sku: "INT-CLEAN-002",
    name: "Chemical Guys Leather Cleaner and Conditioner Kit",
    brand: "Chemical Guys",
    price: 14900,
    off: 10,
    stock: 33,
    flags: "",
    art: { kind: "polish", tint: "#8c5a2b", caption: "LEATHER" },
    description:
      "A two-step kit: a pH-balanced cleaner that lifts dirt from the grain, then a conditioner that restores softness. Helps stop seats cracking in the summer heat. Includes an applicator pad.",
  },
  {
    sku: "INT-PILLOW-001",
    name: "Sparco Memory Foam Neck Pillow",
    brand: "Sparco",
    price: 11900,
    off: 0,
    stock: 5,
    flags: "",
    art: { kind: "pillow", tint: "#343a40" },
    description:
      "Slow-rebound memory foam that supports your neck on long drives to Al Ain or Dubai. The adjustable strap fits any headrest. The cover is removable and washable.",
  },
  {
    sku: "INT-ORG-001",
    name: "Armor All Collapsible Trunk Organiser",
    brand: "Armor All",
    price: 9900,
    off: 0,
    stock: 48,
    flags: "",
    art: { kind: "organiser", tint: "#343a40" },
    description:
      "Three compartments keep groceries, cleaning kits and emergency gear from sliding around the boot. Folds flat when not needed. Reinforced handles and a non-slip base.",
  },
  {
    sku: "INT-SHADE-001",
    name: "Covercraft Reflective Windshield Sun Shade – Jumbo",
    brand: "Covercraft",
    price: 7900,
    off: 5,
    stock: 130,
    flags: "",
    art: { kind: "sunshade", tint: "#1c7ed6", caption: "UV BLOCK" },
    description:
      "A reflective accordion shade that bounces sunlight back out and keeps the cabin and steering wheel noticeably cooler. Folds to a compact size and stores behind the seat. Jumbo size for SUVs and large saloons.",
  },
];

const EXTERIOR: ProductRow[] = [
  {
    sku: "EXT-WAX-001",
    name: "Meguiar's Gold Class Carnauba Plus Liquid Wax 473 ml",
    brand: "Meguiar's",
    price: 8900,
    off: 15,
    stock: 120,
    flags: "promoted bestseller",
    art: { kind: "polish", tint: "#f59f00", caption: "GOLD WAX" },
    description:
      "A blend of carnauba and polymers that gives a deep, wet-look shine and conditions the paint at the same time. Easy on and easy off, by hand or machine. Protection lasts for weeks of desert driving.",
  },
  {
    sku: "EXT-WAX-002",
    name: "Mothers California Gold Brazilian Carnauba Paste Wax 311 g",
    brand: "Mothers",
    price: 11900,
    off: 0,
    stock: 40,
    flags: "",
    art: { kind: "waxTin", tint: "#f2c14e", caption: "PASTE WAX" },
    description:
      "Pure Brazilian carnauba paste for enthusiasts who want the warmest, deepest gloss. Apply a thin coat with the included pad and buff off with a microfibre towel. Beads water for weeks.",
  },
  {
    sku: "EXT-POL-001",
    name: "3M Perfect-It Rubbing Compound 1 L",
    brand: "3M",
    price: 25900,
    off: 0,
    stock: 22,
    flags: "",
    art: { kind: "jug", tint: "#e03131", caption: "COMPOUND" },
    description:
      "Professional-grade compound that removes sanding marks, oxidation and swirls quickly. Works with rotary or dual-action polishers. A favourite of body shops across Mussafah.",
  },
  {
    sku: "EXT-POL-002",
    name: "Meguiar's Ultimate Compound 450 ml",
    brand: "Meguiar's",
    price: 9900,
    off: 20,
    stock: 4,
    flags: "promoted",
    art: { kind: "polish", tint: "#c92a2a", caption: "COMPOUND" },
    description:
      "Restores clarity to dull, oxidised paint and removes light scratches by hand or machine. Micro-abrasives cut fast without leaving haze. Safe on all glossy paints and clear coats.",
  },
  {
    sku: "EXT-SHAM-001",
    name: "Chemical Guys Mr. Pink Foaming Car Wash Soap 473 ml",
    brand: "Chemical Guys",
    price: 5500,
    off: 0,
    stock: 150,
    flags: "bestseller",
    art: { kind: "shampoo", tint: "#f06595", caption: "FOAM WASH" },
    description:
      "A super-suds formula that lifts dirt and sand so they rinse away without scratching. pH-balanced, so it will not strip wax or sealants. Works in buckets and foam cannons.",
  },
  {
    sku: "EXT-SHAM-002",
    name: "Meguiar's Gold Class Car Wash Shampoo and Conditioner 1.89 L",
    brand: "Meguiar's",
    price: 9500,
    off: 10,
    stock: 80,
    flags: "",
    art: { kind: "jug", tint: "#f59f00", caption: "CAR WASH" },
    description:
      "Rich suds clean gently while conditioners leave the paint glossy after every wash. One bottle makes more than 60 washes. Safe for waxed and coated cars.",
  },
  {
    sku: "EXT-TYRE-001",
    name: "Armor All Tyre Shine Spray 500 ml",
    brand: "Armor All",
    price: 3500,
    off: 0,
    stock: 110,
    flags: "",
    art: { kind: "spray", tint: "#343a40", caption: "TYRE SHINE" },
    description:
      "Gives tyres a deep black, wet-look finish in one spray. Repels dust and protects the rubber from UV cracking. No wiping needed.",
  },
  {
    sku: "EXT-GLASS-001",
    name: "Mothers Crystal Clear Glass Cleaner 710 ml",
    brand: "Mothers",
    price: 2900,
    off: 0,
    stock: 2,
    flags: "",
    art: { kind: "spray", tint: "#15aabf", caption: "GLASS" },
    description:
      "An ammonia-free cleaner that cuts through film, insects and fingerprints for streak-free glass. Safe on tinted windows. Works inside and out.",
  },
  {
    sku: "EXT-CLOTH-001",
    name: "Chemical Guys Microfibre Towel Pack (6 pcs, 40 x 40 cm)",
    brand: "Chemical Guys",
    price: 6900,
    off: 0,
    stock: 190,
    flags: "bestseller",
    art: { kind: "cloth", tint: "#1098ad" },
    description:
      "Plush 400 gsm microfibre towels for drying, buffing off wax and cleaning glass. The edgeless design means no scratches. Machine washable hundreds of times.",
  },
  {
    sku: "EXT-CLOTH-002",
    name: "3M Microfibre Detailing Cloth Set (3 pcs)",
    brand: "3M",
    price: 3900,
    off: 0,
    stock: 70,
    flags: "",
    art: { kind: "cloth", tint: "#f08c00" },
    description:
      "Three colour-coded cloths for paint, glass and interior, so dirt from one job never scratches another. Traps dust instead of spreading it. Lint-free finish.",
  },
  {
    sku: "EXT-COVER-001",
    name: "Covercraft Weatherproof Full Car Cover – Saloon",
    brand: "Covercraft",
    price: 49900,
    off: 25,
    stock: 14,
    flags: "promoted",
    art: { kind: "carCover", tint: "#ced4da" },
    description:
      "Multi-layer breathable fabric shields the paint from sun, dust storms and bird droppings. An elastic hem and tie-down straps keep it in place on windy days. Fits saloons up to 4.9 m long.",
  },
  {
    sku: "EXT-COVER-002",
    name: "Covercraft UV Shield Car Cover – SUV",
    brand: "Covercraft",
    price: 64900,
    off: 0,
    stock: 9,
    flags: "",
    art: { kind: "carCover", tint: "#8ca0b3" },
    description:
      "A reflective outer layer keeps the cabin far cooler when the car is parked outdoors. The soft inner lining protects the paint. Sized for mid-size and full-size SUVs.",
  },
  {
    sku: "EXT-WIPER-001",
    name: 'Bosch AeroTwin Flat Wiper Blade Set 24"/19"',
    brand: "Bosch",
    price: 11900,
    off: 0,
    stock: 65,
    flags: "bestseller",
    art: { kind: "wiper", tint: "#343a40" },
    description:
      "Beam-style blades whose tension springs press evenly along the whole windscreen. The twin-rubber edge wipes silently and streak-free. A pre-fitted adapter makes installation quick.",
  },
  {
    sku: "EXT-WIPER-002",
    name: 'Bosch Clear Advantage Wiper Blade 22"',
    brand: "Bosch",
    price: 4900,
    off: 10,
    stock: 100,
    flags: "",
    art: { kind: "wiper", tint: "#5c7cfa" },
    description:
      "A beam blade that resists heat and UV for a longer life in the Gulf climate. Its aerodynamic spoiler keeps it on the glass at highway speeds. Fits most J-hook arms.",
  },
  {
    sku: "EXT-CERAMIC-001",
    name: "Meguiar's Hybrid Ceramic Wax Spray 768 ml",
    brand: "Meguiar's",
    price: 10900,
    off: 0,
    stock: 55,
    flags: "",
    art: { kind: "spray", tint: "#1c7ed6", caption: "CERAMIC" },
    description:
      "Spray on, wipe off and rinse for real SiO2 ceramic protection in minutes. Gives extreme water beading and a slick, glossy finish. Use it on wet or dry paint.",
  },
  {
    sku: "EXT-CLAY-001",
    name: "Mothers California Gold Clay Bar Kit",
    brand: "Mothers",
    price: 12900,
    off: 0,
    stock: 27,
    flags: "",
    art: { kind: "waxTin", tint: "#ff8787", caption: "CLAY KIT" },
    description:
      "Removes embedded contaminants such as industrial fallout, tar and overspray that washing leaves behind. Leaves the paint glass-smooth and ready for wax. Includes clay bars, lubricant spray and a microfibre towel.",
  },
];

const ELECTRONICS: ProductRow[] = [
  {
    sku: "ELE-DASH-001",
    name: "70mai Dash Cam A500S 2.7K with Rear Camera",
    brand: "70mai",
    price: 64900,
    off: 20,
    stock: 35,
    flags: "promoted bestseller",
    art: { kind: "dashCam", tint: "#2b2f36" },
    description:
      "Records the road ahead in sharp 2.7K and the rear in 1080p, with built-in GPS for speed and location. Parking surveillance wakes the camera if someone knocks your car. Controlled by voice and the 70mai app.",
  },
  {
    sku: "ELE-DASH-002",
    name: "70mai Dash Cam M300 1296p",
    brand: "70mai",
    price: 19900,
    off: 0,
    stock: 60,
    flags: "",
    art: { kind: "dashCam", tint: "#dee2e6" },
    description:
      "A discreet, compact camera that sits behind the mirror and records every drive in 1296p. Wi-Fi lets you download clips straight to your phone. Loop recording and emergency file lock are built in.",
  },
  {
    sku: "ELE-DASH-003",
    name: "Garmin Dash Cam 57 1440p with Voice Control",
    brand: "Garmin",
    price: 89900,
    off: 10,
    stock: 5,
    flags: "",
    art: { kind: "dashCam", tint: "#343a40" },
    description:
      "A tiny 1440p camera with a 140° lens and HDR optics for readable number plates by day and night. Say 'OK Garmin, save video' to keep a clip. Incident detection saves footage automatically.",
  },
  {
    sku: "ELE-HOLD-001",
    name: "Baseus Dashboard Phone Holder with Suction Cup",
    brand: "Baseus",
    price: 5900,
    off: 0,
    stock: 180,
    flags: "bestseller",
    art: { kind: "phoneHolder", tint: "#343a40" },
    description:
      "A sticky gel suction cup holds firm on textured dashboards, even in summer heat. Spring-loaded arms grip phones from 4.7 to 6.9 inches. The ball joint rotates a full 360° for portrait or landscape.",
  },
  {
    sku: "ELE-HOLD-002",
    name: "Baseus Gravity Phone Mount with Telescopic Arm",
    brand: "Baseus",
    price: 7900,
    off: 15,
    stock: 90,
    flags: "",
    art: { kind: "phoneHolder", tint: "#e03131" },
    description:
      "Drop your phone in and the gravity arms close around it automatically. The telescopic arm brings the screen closer to your line of sight. One-handed release.",
  },
  {
    sku: "ELE-HOLD-003",
    name: "Baseus 15 W Wireless Charging Phone Mount",
    brand: "Baseus",
    price: 16900,
    off: 0,
    stock: 40,
    flags: "",
    art: { kind: "phoneHolder", tint: "#4c6ef5" },
    description:
      "Charges Qi-compatible phones at up to 15 W while it holds them. Infrared sensors open and close the arms for you. Comes with a USB-C car charger and cable.",
  },
  {
    sku: "ELE-FM-001",
    name: "Baseus Bluetooth FM Transmitter with Dual USB Charger",
    brand: "Baseus",
    price: 8900,
    off: 0,
    stock: 75,
    flags: "",
    art: { kind: "fmTransmitter", tint: "#2b2f36" },
    description:
      "Streams music and calls from your phone to any car radio over a free FM frequency. Two fast-charging USB ports keep phones topped up. The large display shows the frequency at a glance.",
  },
  {
    sku: "ELE-FM-002",
    name: "Anker Bluetooth 5.0 FM Transmitter and 2-Port Car Charger",
    brand: "Anker",
    price: 9900,
    off: 10,
    stock: 50,
    flags: "",
    art: { kind: "fmTransmitter", tint: "#1c7ed6" },
    description:
      "Bluetooth 5.0 gives a stable connection and clear hands-free calls through the car speakers. PowerIQ charging delivers the fastest safe speed to each device. Remembers your last frequency.",
  },
  {
    sku: "ELE-LED-001",
    name: "Philips Ultinon Pro6000 H4 LED Headlight Bulbs (Pair)",
    brand: "Philips",
    price: 44900,
    off: 0,
    stock: 28,
    flags: "bestseller",
    art: { kind: "ledBulb", tint: "#74c0fc" },
    description:
      "Bright 5800 K white light that makes night driving on unlit roads safer. A precise beam pattern avoids dazzling oncoming drivers. Plug-and-play fitting with an active cooling system.",
  },
  {
    sku: "ELE-LED-002",
    name: "Osram LEDriving HL H7 LED Headlight Bulbs (Pair)",
    brand: "Osram",
    price: 32900,
    off: 15,
    stock: 3,
    flags: "promoted",
    art: { kind: "ledBulb", tint: "#ffe066" },
    description:
      "Up to 220% more light than standard halogen bulbs, with a cool 6000 K colour. Low-profile heat sinks fit tight headlamp housings. Lasts far longer than halogen.",
  },
  {
    sku: "ELE-INFL-001",
    name: "Michelin Digital 12V Tyre Inflator",
    brand: "Michelin",
    price: 22900,
    off: 0,
    stock: 45,
    flags: "",
    art: { kind: "inflator", tint: "#343a40" },
    description:
      "Set the target pressure on the digital display and the inflator stops automatically when it is reached. Powered from the 12 V socket, with a 3 m cable that reaches every tyre. Includes adapters for balls and bikes.",
  },
  {
    sku: "ELE-INFL-002",
    name: "70mai Portable Air Compressor Lite",
    brand: "70mai",
    price: 17900,
    off: 10,
    stock: 55,
    flags: "",
    art: { kind: "inflator", tint: "#e9ecef" },
    description:
      "A compact compressor that fills a flat tyre in minutes and shows live pressure on a bright screen. The built-in LED lamp helps at night. Stores easily in the boot.",
  },
  {
    sku: "ELE-JUMP-001",
    name: "70mai Jump Starter Max 18000 mAh",
    brand: "70mai",
    price: 39900,
    off: 0,
    stock: 20,
    flags: "",
    art: { kind: "jumpStarter", tint: "#343a40" },
    description:
      "Starts petrol engines up to 8 L and diesels up to 6 L without another car. Smart clamps protect against reverse polarity and short circuits. Doubles as a power bank for phones and laptops.",
  },
  {
    sku: "ELE-JUMP-002",
    name: "Anker Roav Jump Starter Pro 800 A",
    brand: "Anker",
    price: 44900,
    off: 35,
    stock: 16,
    flags: "promoted",
    art: { kind: "jumpStarter", tint: "#1c7ed6" },
    description:
      "800 A peak current brings a flat battery back to life in seconds. A built-in torch with SOS mode helps at the roadside. Holds its charge for months in the glovebox.",
  },
  {
    sku: "ELE-GPS-001",
    name: "Garmin DriveSmart 66 6-inch GPS Navigator",
    brand: "Garmin",
    price: 99900,
    off: 0,
    stock: 10,
    flags: "",
    art: { kind: "gps", tint: "#212529" },
    description:
      "A bright 6-inch touchscreen with clear lane guidance for the busy interchanges of Abu Dhabi and Dubai. Live traffic and map updates over Wi-Fi. Voice control keeps your hands on the wheel.",
  },
  {
    sku: "ELE-VAC-001",
    name: "Baseus A2 Pro Cordless Car Vacuum",
    brand: "Baseus",
    price: 21900,
    off: 0,
    stock: 37,
    flags: "",
    art: { kind: "vacuum", tint: "#343a40" },
    description:
      "Strong 6000 Pa suction lifts sand and crumbs from carpets and between the seats. The washable filter and dust cup empty in one click. Charges over USB-C.",
  },
];

const PERFORMANCE: ProductRow[] = [
  {
    sku: "PRF-WING-001",
    name: "Sparco Carbon-Look Universal Rear Wing 135 cm",
    brand: "Sparco",
    price: 89900,
    off: 0,
    stock: 6,
    flags: "",
    art: { kind: "spoiler", tint: "#2b2f36" },
    description:
      "A carbon-look rear wing with adjustable uprights that adds downforce and a motorsport stance. Lightweight ABS with UV-stable finish. Universal fitting for saloon and hatchback boot lids.",
  },
  {
    sku: "PRF-WING-002",
    name: "Sparco GT Rear Wing – Adjustable Angle",
    brand: "Sparco",
    price: 129900,
    off: 10,
    stock: 7,
    flags: "",
    art: { kind: "spoiler", tint: "#f1f3f5" },
    description:
      "An aluminium GT wing whose angle of attack can be set for street or track. Large end plates keep the airflow clean. Supplied with mounting hardware and template.",
  },
  {
    sku: "PRF-EXH-001",
    name: "Akrapovic Titanium Exhaust Tip 90 mm",
    brand: "Akrapovic",
    price: 149900,
    off: 0,
    stock: 4,
    flags: "",
    art: { kind: "exhaustTip", tint: "#4c6ef5" },
    description:
      "Hand-finished titanium with a heat-blued end that gives the rear of the car a race-bred look. Very light and resistant to corrosion. Clamp-on fitting for 60 to 65 mm pipes.",
  },
  {
    sku: "PRF-EXH-002",
    name: "Sparco Stainless Steel Dual Exhaust Tips",
    brand: "Sparco",
    price: 22900,
    off: 15,
    stock: 30,
    flags: "",
    art: { kind: "exhaustTip", tint: "#fab005" },
    description:
      "A pair of polished stainless steel tips with a double-wall design. Bolt-on installation with no welding. Fits inlets from 50 to 70 mm.",
  },
  {
    sku: "PRF-AIR-001",
    name: "K&N High-Flow Replacement Panel Air Filter",
    brand: "K&N",
    price: 29900,
    off: 0,
    stock: 50,
    flags: "bestseller",
    art: { kind: "panelFilter", tint: "#ff6b6b" },
    description:
      "Oiled cotton gauze lets more air reach the engine while still trapping dust. Washable and reusable for up to 80,000 km between cleanings. A direct swap for the factory paper filter.",
  },
  {
    sku: "PRF-AIR-002",
    name: "K&N Universal Round Tapered Cone Air Filter 76 mm",
    brand: "K&N",
    price: 24900,
    off: 20,
    stock: 24,
    flags: "promoted",
    art: { kind: "coneFilter", tint: "#e03131" },
    description:
      "A tapered cone filter for open intake builds, with a chrome top and soft rubber flange. The pleated cotton media maximises airflow. Washable and reusable.",
  },
  {
    sku: "PRF-AIR-003",
    name: "Bosch Cabin Air Filter with Activated Carbon",
    brand: "Bosch",
    price: 8900,
    off: 0,
    stock: 110,
    flags: "",
    art: { kind: "panelFilter", tint: "#868e96" },
    description:
      "Traps fine dust, pollen and exhaust fumes before they reach the cabin. The activated carbon layer absorbs odours. Replace every 15,000 km or yearly for clean A/C air.",
  },
  {
    sku: "PRF-BRK-001",
    name: "Brembo Ceramic Front Brake Pads",
    brand: "Brembo",
    price: 38900,
    off: 0,
    stock: 40,
    flags: "bestseller",
    art: { kind: "brakePads", tint: "#3f3f46" },
    description:
      "Ceramic compound pads that stop quietly and leave very little brake dust on your wheels. Consistent bite from cold and at high temperature. Supplied with shims and wear sensors where required.",
  },
  {
    sku: "PRF-BRK-002",
    name: "Bosch QuietCast Premium Rear Brake Pads",
    brand: "Bosch",
    price: 24900,
    off: 10,
    stock: 60,
    flags: "",
    art: { kind: "brakePads", tint: "#5c5f66" },
    description:
      "Multi-layer shims and chamfered edges cut noise and vibration. Copper-free friction material for cleaner wheels. Made to original equipment specifications.",
  },
  {
    sku: "PRF-DISC-001",
    name: "Brembo Sport Drilled Brake Discs 330 mm (Pair)",
    brand: "Brembo",
    price: 189900,
    off: 15,
    stock: 8,
    flags: "promoted",
    art: { kind: "brakeDisc", tint: "#e03131" },
    description:
      "Cross-drilled discs that shed heat and water for consistent braking during spirited driving. High-carbon cast iron resists cracking and warping. Sold as an axle pair.",
  },
  {
    sku: "PRF-PLUG-001",
    name: "NGK Iridium IX Spark Plugs (Set of 4)",
    brand: "NGK",
    price: 21900,
    off: 0,
    stock: 90,
    flags: "bestseller",
    art: { kind: "sparkPlug", tint: "#1c7ed6" },
    description:
      "A fine iridium centre electrode gives a strong, stable spark for smoother idling and quicker throttle response. Lasts far longer than nickel plugs. Pre-gapped and ready to fit.",
  },
  {
    sku: "PRF-PLUG-002",
    name: "Bosch Double Platinum Spark Plugs (Set of 4)",
    brand: "Bosch",
    price: 16900,
    off: 10,
    stock: 75,
    flags: "",
    art: { kind: "sparkPlug", tint: "#e03131" },
    description:
      "Platinum on both electrodes resists wear for reliable starts over a long service life. Designed for waste-spark and coil-on-plug ignition. Nickel-plated shell prevents seizing.",
  },
  {
    sku: "PRF-OIL-001",
    name: "Castrol EDGE 5W-30 Fully Synthetic Engine Oil 4 L",
    brand: "Castrol",
    price: 23900,
    off: 0,
    stock: 120,
    flags: "",
    art: { kind: "jug", tint: "#343a40", caption: "5W-30" },
    description:
      "Fully synthetic oil that strengthens under pressure to reduce metal-to-metal contact. Keeps engines clean in extreme heat and stop-and-go traffic. Meets the latest ACEA and API standards.",
  },
  {
    sku: "PRF-OIL-002",
    name: "Castrol GTX 10W-40 Engine Oil 4 L",
    brand: "Castrol",
    price: 13900,
    off: 5,
    stock: 150,
    flags: "",
    art: { kind: "jug", tint: "#2f9e44", caption: "10W-40" },
    description:
      "A semi-synthetic oil that protects against sludge and wear in higher-mileage engines. A trusted choice for everyday cars. Suits petrol and diesel engines.",
  },
  {
    sku: "PRF-COIL-001",
    name: "Bilstein B14 Coilover Kit",
    brand: "Bilstein",
    price: 599900,
    off: 10,
    stock: 3,
    flags: "",
    art: { kind: "coilover", tint: "#fcc419" },
    description:
      "A complete height-adjustable suspension kit with monotube gas dampers. Lowers the car by 30 to 50 mm for sharper handling without harshness. TÜV-approved components with a long warranty.",
  },
  {
    sku: "PRF-TYRE-001",
    name: "Michelin Pilot Sport 4 225/45 R18 Tyre",
    brand: "Michelin",
    price: 89900,
    off: 0,
    stock: 32,
    flags: "bestseller",
    art: { kind: "tyre", tint: "#1f2327", caption: "PILOT SPORT 4" },
    description:
      "An ultra-high-performance tyre with precise steering and short braking distances on hot and wet roads. The tread compound is made for long life. Price per tyre; fitting available at partner workshops.",
  },
  {
    sku: "PRF-SEAT-001",
    name: "Sparco Evo QRT Racing Bucket Seat",
    brand: "Sparco",
    price: 329900,
    off: 10,
    stock: 2,
    flags: "promoted",
    art: { kind: "racingSeat", tint: "#1864ab" },
    description:
      "A fibreglass shell racing seat with integrated headrest and harness slots. Tubular frame and high side bolsters hold you in place through fast corners. FIA-homologated; side mounts sold separately.",
  },
];

function toProducts(category: CategoryName, rows: ProductRow[], offset: number): DemoProduct[] {
  return rows.map((row, i) => {
    const n = offset + i;
    // Spread over the 90 days before CATALOGUE_DATE, deterministically.
    const ageMs = ((n * 37) % 90) * DAY_MS + ((n * 7) % 24) * 3600_000;
    return {
      sku: row.sku,
      name: row.name,
      brand: row.brand,
      category,
      description: row.description,
      priceFils: row.price,
      discountPercentage: row.off,
      salePriceFils: salePriceFils(row.price, row.off),
      stock: row.stock,
      image: `/img/products/${row.sku.toLowerCase()}.svg`,
      promoted: row.flags.includes("promoted"),
      bestseller: row.flags.includes("bestseller"),
      createdAt: new Date(CATALOGUE_DATE.getTime() - ageMs),
      art: row.art,
    };
  });
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  ...toProducts("Car Interior", INTERIOR, 0),
  ...toProducts("Car Exterior", EXTERIOR, INTERIOR.length),
  ...toProducts("Electronics & Gadgets", ELECTRONICS, INTERIOR.length + EXTERIOR.length),
  ...toProducts("Performance", PERFORMANCE, INTERIOR.length + EXTERIOR.length + ELECTRONICS.length),
];

// ---------------------------------------------------------------- coupons

/** When a coupon is meant to be redeemable, relative to the seed's run time. */
export type CouponWindow = "current" | "expired" | "upcoming";

export interface DemoCoupon {
  code: string;
  name: string;
  discountPercentage: number;
  window: CouponWindow;
  startsAt: Date;
  endsAt: Date;
  active: boolean;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
  minOrderFils: number | null;
}

/** The demo coupons, dated around `now`. */
export function demoCoupons(now: Date): DemoCoupon[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const base = { active: true, maxRedemptions: null, maxPerCustomer: null, minOrderFils: null };
  return [
    {
      ...base,
      code: "WELCOME10",
      name: "Welcome Offer",
      discountPercentage: 10,
      window: "current",
      startsAt: at(-30),
      endsAt: at(365),
    },
    {
      ...base,
      code: "DRIVE5",
      name: "Everyday Savings",
      discountPercentage: 5,
      window: "current",
      startsAt: at(-10),
      endsAt: at(180),
    },
    {
      ...base,
      code: "FLASH30",
      name: "Flash Deal (one lucky order)",
      discountPercentage: 30,
      window: "current",
      startsAt: at(-2),
      endsAt: at(60),
      maxRedemptions: 1,
    },
    {
      ...base,
      code: "BIGCART15",
      name: "Spend AED 500, Save 15%",
      discountPercentage: 15,
      window: "current",
      startsAt: at(-15),
      endsAt: at(120),
      maxPerCustomer: 1,
      minOrderFils: 50000,
    },
    {
      ...base,
      code: "SUMMER25",
      name: "Summer Sale",
      discountPercentage: 25,
      window: "expired",
      startsAt: at(-120),
      endsAt: at(-30),
    },
    {
      ...base,
      code: "NATIONALDAY20",
      name: "National Day Special",
      discountPercentage: 20,
      window: "upcoming",
      startsAt: at(20),
      endsAt: at(50),
    },
  ];
}

/** Whether stored coupon dates still put it in the intended window at `now`. */
export function couponWindowHolds(window: CouponWindow, startsAt: Date, endsAt: Date, now: Date): boolean {
  const t = now.getTime();
  switch (window) {
    case "current":
      return startsAt.getTime() <= t && t < endsAt.getTime();
    case "expired":
      return endsAt.getTime() <= t;
    case "upcoming":
      return startsAt.getTime() > t;
  }
}

// ---------------------------------------------------------------- plans

export interface DemoPlan {
  name: string;
  serviceType: "CAR_WASH" | "MAINTENANCE";
  durationMonths: 6 | 12;
  monthlyPriceFils: number;
  descriptionHtml: string;
  popular: boolean;
  active: boolean;
}

function planHtml(summary: string, features: string[]): string {
  return `<p>${summary}</p><ul>${features.map((f) => `<li>${f}</li>`).join("")}</ul>`;
}

const WASH_BASIC = [
  "2 exterior hand washes a month",
  "Tyre shine and glass cleaning",
  "Washes at your home or office in Abu Dhabi",
];
const WASH_PREMIUM = [
  "4 exterior washes a month",
  "Monthly interior vacuum and dashboard polish",
  "Quarterly wax protection",
  "Priority booking at partner vendors",
];
const CARE_ESSENTIAL = [
  "Oil and filter change every 10,000 km",
  "Monthly 25-point health check",
  "Free pick-up and drop within Abu Dhabi",
];
const CARE_COMPLETE = [
  "Oil, filters and spark plugs included",
  "Brake and suspension inspection every 3 months",
  "Roadside assistance across the UAE",
  "Free pick-up and drop within Abu Dhabi",
];

export const DEMO_PLANS: DemoPlan[] = [
  {
    name: "Basic Wash",
    serviceType: "CAR_WASH",
    durationMonths: 6,
    monthlyPriceFils: 14900,
    descriptionHtml: planHtml("Keep your car clean without the queue.", WASH_BASIC),
    popular: false,
    active: true,
  },
  {
    name: "Basic Wash",
    serviceType: "CAR_WASH",
    durationMonths: 12,
    monthlyPriceFils: 12900,
    descriptionHtml: planHtml("A full year of regular washes at a lower monthly price.", WASH_BASIC),
    popular: false,
    active: true,
  },
  {
    name: "Premium Wash",
    serviceType: "CAR_WASH",
    durationMonths: 6,
    monthlyPriceFils: 24900,
    descriptionHtml: planHtml("Showroom shine inside and out, every week.", WASH_PREMIUM),
    popular: true,
    active: true,
  },
  {
    name: "Premium Wash",
    serviceType: "CAR_WASH",
    durationMonths: 12,
    monthlyPriceFils: 21900,
    descriptionHtml: planHtml("Our most complete wash plan for a whole year.", WASH_PREMIUM),
    popular: false,
    active: true,
  },
  {
    name: "Essential Care",
    serviceType: "MAINTENANCE",
    durationMonths: 6,
    monthlyPriceFils: 19900,
    descriptionHtml: planHtml("Routine maintenance by certified technicians.", CARE_ESSENTIAL),
    popular: false,
    active: true,
  },
  {
    name: "Essential Care",
    serviceType: "MAINTENANCE",
    durationMonths: 12,
    monthlyPriceFils: 17900,
    descriptionHtml: planHtml("A year of routine maintenance, with genuine parts.", CARE_ESSENTIAL),
    popular: false,
    active: true,
  },
  {
    name: "Complete Care",
    serviceType: "MAINTENANCE",
    durationMonths: 6,
    monthlyPriceFils: 34900,
    descriptionHtml: planHtml("Everything your car needs, with no hidden extras.", CARE_COMPLETE),
    popular: true,
    active: true,
  },
  {
    name: "Complete Care",
    serviceType: "MAINTENANCE",
    durationMonths: 12,
    monthlyPriceFils: 30900,
    descriptionHtml: planHtml("Total peace of mind for a full year.", CARE_COMPLETE),
    popular: false,
    active: true,
  },
];

// ---------------------------------------------------------------- services marketplace

export interface DemoServiceCategory {
  name: ServiceSceneCategory;
  position: number;
}

export const DEMO_SERVICE_CATEGORIES: DemoServiceCategory[] = (
  ["Car Painting", "Car Washing", "Fitting", "General Checkup", "Spare Parts Services"] as const
).map((name, i) => ({ name, position: i + 1 }));

export interface DemoService {
  slug: string;
  vendorName: string;
  address: string;
  latitude: number;
  longitude: number;
  category: ServiceSceneCategory;
  details: string;
  phoneNumber: string;
  whatsappNumber: string;
  images: string[];
}

type ServiceRow = Omit<DemoService, "images"> & { imageCount: 2 | 3 };

const SERVICE_ROWS: ServiceRow[] = [
  {
    slug: "mussafah-auto-paint-body",
    vendorName: "Mussafah Auto Paint & Body",
    address: "Shop 14, Street 10, Mussafah Industrial Area (M-9), Abu Dhabi",
    latitude: 24.3529,
    longitude: 54.4921,
    category: "Car Painting",
    details:
      "Full and panel repainting in a heated downdraft booth with computer colour matching. Scratch and dent repair for all makes, with a 12-month paint warranty.",
    phoneNumber: "+97125501234",
    whatsappNumber: "+971501112233",
    imageCount: 3,
  },
  {
    slug: "khalifa-city-body-paint",
    vendorName: "Khalifa City Body & Paint",
    address: "Building 7, Street 16, Khalifa City A, Abu Dhabi",
    latitude: 24.4195,
    longitude: 54.5786,
    category: "Car Painting",
    details:
      "Bumper resprays, scratch removal and paint protection film for daily drivers. Most jobs are finished within two days, with free pick-up in Khalifa City.",
    phoneNumber: "+97125562210",
    whatsappNumber: "+971552345671",
    imageCount: 2,
  },
  {
    slug: "al-quoz-paint-protection",
    vendorName: "Al Quoz Paint Protection Studio",
    address: "Warehouse 22, 4th Street, Al Quoz Industrial Area 3, Dubai",
    latitude: 25.1308,
    longitude: 55.2335,
    category: "Car Painting",
    details:
      "Ceramic coating, paint correction and full-body PPF by certified installers. Climate-controlled studio with a showroom finish on every car.",
    phoneNumber: "+971502233445",
    whatsappNumber: "+971502233445",
    imageCount: 3,
  },
  {
    slug: "reem-island-car-spa",
    vendorName: "Reem Island Car Spa",
    address: "Basement 2, Shams Boutik Mall, Al Reem Island, Abu Dhabi",
    latitude: 24.4968,
    longitude: 54.4049,
    category: "Car Washing",
    details:
      "Hand wash, interior deep cleaning and steam sanitising while you shop. Eco-friendly products and a waterless option for busy days.",
    phoneNumber: "+97124453120",
    whatsappNumber: "+971567788990",
    imageCount: 3,
  },
  {
    slug: "yas-express-hand-wash",
    vendorName: "Yas Express Hand Wash",
    address: "Car park P3, Yas Mall, Yas Island, Abu Dhabi",
    latitude: 24.4886,
    longitude: 54.6087,
    category: "Car Washing",
    details: "A 20-minute express exterior wash, tyre shine and vacuum. Open late every day of the week.",
    phoneNumber: "+97125659870",
    whatsappNumber: "+971543216540",
    imageCount: 2,
  },
  {
    slug: "khalidiyah-waterless-wash",
    vendorName: "Al Khalidiyah Waterless Wash",
    address: "Al Khalidiyah Street, near Khalidiyah Mall, Abu Dhabi",
    latitude: 24.4708,
    longitude: 54.3496,
    category: "Car Washing",
    details:
      "Mobile waterless washing at your building's car park, using biodegradable sprays and plush microfibre. Book a one-off wash or a weekly slot.",
    phoneNumber: "+971509876543",
    whatsappNumber: "+971509876543",
    imageCount: 2,
  },
  {
    slug: "mussafah-tyre-alignment",
    vendorName: "Mussafah Tyre & Alignment Centre",
    address: "Plot 38, Street 15, Mussafah Industrial Area (M-13), Abu Dhabi",
    latitude: 24.3378,
    longitude: 54.5168,
    category: "Fitting",
    details:
      "Tyre change, computerised wheel alignment and balancing on modern equipment. Stock of leading tyre brands in all popular sizes.",
    phoneNumber: "+97125518844",
    whatsappNumber: "+971501239876",
    imageCount: 3,
  },
  {
    slug: "al-ain-wheel-tyre-fitting",
    vendorName: "Al Ain Wheel & Tyre Fitting",
    address: "Sanaiya Industrial Area, near Al Ain Municipality, Al Ain",
    latitude: 24.2075,
    longitude: 55.7162,
    category: "Fitting",
    details:
      "Fast tyre fitting, puncture repair and nitrogen inflation for cars and 4x4s. Off-road tyre specialists for desert trips.",
    phoneNumber: "+97137665412",
    whatsappNumber: "+971558765432",
    imageCount: 2,
  },
  {
    slug: "sharjah-tyre-hub",
    vendorName: "Sharjah Tyre Hub",
    address: "Street 8, Industrial Area 4, Sharjah",
    latitude: 25.3117,
    longitude: 55.4026,
    category: "Fitting",
    details:
      "Wheel alignment, balancing and rim straightening at competitive prices. Walk-ins welcome; most jobs done within the hour.",
    phoneNumber: "+971503456789",
    whatsappNumber: "+971503456789",
    imageCount: 2,
  },
  {
    slug: "mbz-city-auto-care",
    vendorName: "MBZ City Auto Care",
    address: "Shop 5, Zone 12, Mohammed Bin Zayed City, Abu Dhabi",
    latitude: 24.3448,
    longitude: 54.5461,
    category: "General Checkup",
    details:
      "Full vehicle inspections, 40,000 km services and A/C checks by certified technicians. You get a written report before any work starts.",
    phoneNumber: "+97125598761",
    whatsappNumber: "+971526543210",
    imageCount: 3,
  },
  {
    slug: "khalidiyah-car-clinic",
    vendorName: "Al Khalidiyah Car Clinic",
    address: "Villa 21, 26th Street, Al Khalidiyah, Abu Dhabi",
    latitude: 24.4672,
    longitude: 54.3543,
    category: "General Checkup",
    details:
      "Diagnostics, battery testing and pre-purchase inspections in the heart of the city. Dashboard polish, seat cleaning and odour removal while you wait.",
    phoneNumber: "+97126661234",
    whatsappNumber: "+971501472583",
    imageCount: 2,
  },
  {
    slug: "al-raha-service-centre",
    vendorName: "Al Raha Service Centre",
    address: "Al Raha Beach, near Al Bandar Marina, Abu Dhabi",
    latitude: 24.4511,
    longitude: 54.6052,
    category: "General Checkup",
    details:
      "Scheduled maintenance for all makes with original parts and warranties. Free pick-up and drop for Al Raha and Khalifa City residents.",
    phoneNumber: "+97125567788",
    whatsappNumber: "+971552589631",
    imageCount: 3,
  },
  {
    slug: "mussafah-genuine-parts",
    vendorName: "Mussafah Genuine Parts Trading",
    address: "Shop 3, Street 4, Mussafah Industrial Area (ME-10), Abu Dhabi",
    latitude: 24.3603,
    longitude: 54.5061,
    category: "Spare Parts Services",
    details:
      "Genuine and OEM spare parts for Japanese, Korean and European cars, found by chassis number. Fitting available in our own workshop next door.",
    phoneNumber: "+97125543216",
    whatsappNumber: "+971507418529",
    imageCount: 3,
  },
  {
    slug: "al-quoz-auto-spares",
    vendorName: "Al Quoz Auto Spares",
    address: "Warehouse 9, 18th Street, Al Quoz Industrial Area 4, Dubai",
    latitude: 25.1244,
    longitude: 55.2398,
    category: "Spare Parts Services",
    details:
      "Brake parts, filters, suspension and body parts in stock for same-day collection. Delivery to Abu Dhabi every morning.",
    phoneNumber: "+971508529637",
    whatsappNumber: "+971508529637",
    imageCount: 2,
  },
  {
    slug: "baniyas-auto-parts",
    vendorName: "Baniyas Auto Parts & Service",
    address: "Baniyas East 9, near Baniyas Co-op, Abu Dhabi",
    latitude: 24.3095,
    longitude: 54.6363,
    category: "Spare Parts Services",
    details:
      "Used and new parts for popular models at honest prices. Tyre change, wheel alignment and balancing while you wait.",
    phoneNumber: "+97125833445",
    whatsappNumber: "+971563214789",
    imageCount: 2,
  },
];

export const DEMO_SERVICES: DemoService[] = SERVICE_ROWS.map(({ imageCount, ...row }) => ({
  ...row,
  images: Array.from({ length: imageCount }, (_, i) => `/img/vendors/${row.slug}-${i + 1}.svg`),
}));

// ---------------------------------------------------------------- the demo customer

export const DEMO_CUSTOMER = {
  firstName: "Demo",
  lastName: "Customer",
  email: "demo@carcare.ae",
  phone: "+971501234567",
  password: "Demo@12345",
  address: {
    name: "Demo Customer",
    phoneNumber: "+971501234567",
    street: "Corniche Road West",
    buildingName: "Al Khalidiyah Tower",
    floorApartmentNo: "Floor 12, Apartment 1204",
    landmark: "Opposite Khalidiyah Park",
    areaDistrict: "Al Khalidiyah",
    city: "Abu Dhabi",
    state: "Abu Dhabi",
    zipCode: "",
    country: "United Arab Emirates",
    addressType: "HOME" as const,
  },
};
