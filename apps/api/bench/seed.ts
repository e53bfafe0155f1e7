// Seeds the benchmark database in a few set-based statements (100,000 products in seconds, not
// 100,000 round trips): categories, brands, products, reviewers with reviews, and one customer.
import { createHmac, randomBytes } from "node:crypto";
import bcrypt from "bcrypt";
import pg from "pg";

export const BENCH_CUSTOMER = { phone: "+971500000001", password: "bench-password-1" };

/** The words product names are built from; the search scenario looks for some of them. */
export const NAME_WORDS = {
  adjectives: [
    "Premium",
    "Ceramic",
    "Heavy Duty",
    "Compact",
    "Deluxe",
    "Waterproof",
    "Universal",
    "Carbon",
    "Leather",
    "Smart",
    "Ultra",
    "Classic",
    "Sport",
    "Eco",
    "Magnetic",
  ],
  nouns: [
    "Seat Cover",
    "Floor Mat",
    "Car Wax",
    "Phone Holder",
    "Dash Camera",
    "Tyre Shine",
    "Microfibre Towel",
    "Air Freshener",
    "Sun Shade",
    "Steering Cover",
    "Jump Starter",
    "Tyre Inflator",
    "Car Charger",
    "LED Bulb",
    "Wiper Blade",
    "Trunk Organizer",
    "Polish Kit",
    "Vacuum Cleaner",
    "Seat Cushion",
    "Car Cover",
    "Door Guard",
    "Roof Rack",
    "Parking Sensor",
    "Foam Wash",
    "Glass Cleaner",
  ],
};

const CATEGORIES = [
  "Car Interior",
  "Car Exterior",
  "Electronics & Gadgets",
  "Performance",
  "Cleaning & Care",
  "Lighting",
  "Tyres & Wheels",
  "Tools",
];
// 120 brands: the store claims "100+ top brands" (spec section 2, spare parts stats).
const BRAND_FIRST = [
  "Falcon",
  "Oasis",
  "Dune",
  "Pearl",
  "Gulf",
  "Mirage",
  "Sahara",
  "Marina",
  "Corniche",
  "Saadiyat",
  "Yas",
  "Liwa",
];
const BRAND_SECOND = ["Auto", "Motors", "Care", "Shine", "Pro", "Tech", "Gear", "Line", "Works", "Plus"];

const sqlArray = (items: string[]) => `ARRAY[${items.map((item) => pg.escapeLiteral(item)).join(", ")}]`;

export interface SeedResult {
  productIds: { min: number; max: number };
  brands: string[];
  customerId: number;
}

/**
 * The tables whose triggers announce catalogue changes (LISTEN/NOTIFY, decision 013). The seed runs
 * before the app starts, so nobody listens: with the triggers on, comparing 100,000 rows' old and
 * new versions made seeding 5 times slower (about 36 s against 7). This also turns off the trigger
 * that writes each product's search document and adds its words (issue 28): the seed writes both
 * itself, set-based, with the migration's own SQL functions (see seedCatalogue).
 */
const ANNOUNCING_TABLES = ["categories", "brands", "products", "product_reviews"];

/** Runs `work` with the tables' change announcements off (the bench role owns the tables it migrated). */
async function withoutAnnouncements<T>(client: pg.Client, work: () => Promise<T>): Promise<T> {
  const toggle = (state: "DISABLE" | "ENABLE") =>
    client.query(ANNOUNCING_TABLES.map((table) => `ALTER TABLE ${table} ${state} TRIGGER USER`).join("; "));
  await toggle("DISABLE");
  try {
    return await work();
  } finally {
    await toggle("ENABLE");
  }
}

export async function seedBenchData(url: string, productCount: number): Promise<SeedResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await withoutAnnouncements(client, () => seedCatalogue(client, productCount));
  } finally {
    await client.end();
  }
}

async function seedCatalogue(client: pg.Client, productCount: number): Promise<SeedResult> {
  await client.query(`INSERT INTO categories (name, position)
      SELECT name, ordinality FROM unnest(${sqlArray(CATEGORIES)}) WITH ORDINALITY AS t(name, ordinality)`);
  await client.query(`INSERT INTO brands (name, promoted)
      SELECT (${sqlArray(BRAND_FIRST)})[1 + g % 12] || ' ' || (${sqlArray(BRAND_SECOND)})[1 + g / 12], g % 10 = 0
      FROM generate_series(0, 119) g`);
  // Prices from 5.00 to 1,505.00 AED; every third product discounted 5-50%; newest is id 1's neighbour.
  // Each product's search document is written here, since the seed runs with the search trigger off
  // (see ANNOUNCING_TABLES). The migration's products_search_document costs about 1-3 ms a product
  // (its search_terms), minutes for 100,000, so the seed builds the same document from the same
  // parts: the brand's and category's parts by the migration's own search_vector_of (128 calls), the
  // name's and description's inline, their words as search_words_of reads them (ASCII words and
  // digits: lower case, no punctuation, no Arabic). checkSearchDocuments proves them on a sample.
  const inserted = await client.query(
    `INSERT INTO products (sku, name, brand_id, category_id, description, price_fils, discount_percentage,
         sale_price_fils, stock, image, promoted, created_at, updated_at, search_vector)
       SELECT 'BENCH-' || g, n.name, b.ids[n.brand], c.ids[n.category], n.description,
              x.price, x.discount, x.price - ((x.price * x.discount + 50) / 100),
              g % 40, '/img/products/bench-' || (g % 50) || '.webp', g % 500 = 0,
              now() - make_interval(secs => g), now(),
              setweight(to_tsvector('english', array_to_string(w.words || w.pairs, ' ')), 'A')
                || b.documents[n.brand] || c.documents[n.category]
                || setweight(to_tsvector('english', 'a dependable accessory for cars in the uae heat model ' || g), 'C')
       FROM generate_series(1, $1::int) g
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids,
                          array_agg(search_vector_of(name, 'A', true) ORDER BY id) AS documents FROM brands) b
       CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids,
                          array_agg(search_vector_of(name, 'B', true) ORDER BY id) AS documents FROM categories) c
       CROSS JOIN LATERAL (
         SELECT (${sqlArray(NAME_WORDS.adjectives)})[1 + g % 15] || ' ' || (${sqlArray(NAME_WORDS.nouns)})[1 + (g / 15) % 25] || ' ' || g AS name,
                1 + (g * 7) % cardinality(b.ids) AS brand,
                1 + (g * 3) % cardinality(c.ids) AS category,
                'A dependable accessory for cars in the UAE heat. Model ' || g || '.' AS description
       ) n
       CROSS JOIN LATERAL (SELECT string_to_array(lower(n.name), ' ') AS words) v
       CROSS JOIN LATERAL (
         SELECT v.words, ARRAY(SELECT v.words[i] || v.words[i + 1] FROM generate_series(1, cardinality(v.words) - 1) i) AS pairs
       ) w
       CROSS JOIN LATERAL (
         SELECT (500 + (g::bigint * 7919) % 150000)::int AS price,
                CASE WHEN g % 3 = 0 THEN 5 * (1 + g % 10) ELSE 0 END AS discount
       ) x`,
    [productCount],
  );
  // The product-page scenarios draw among all of them: a short seed would measure a smaller catalogue.
  if (inserted.rowCount !== productCount)
    throw new Error(`the seed stored ${inserted.rowCount} products instead of ${productCount}`);
  // The catalogue's words (typo tolerance, suggestions), as the trigger's search_words_add would
  // add them one product at a time, in one statement: every word of every product, brand and
  // category name, and each adjacent pair written together, marked joined unless also seen alone.
  await client.query(
    `INSERT INTO search_words (word, lexeme, joined)
     SELECT t.word, coalesce((ts_lexize('english_stem', t.word))[1], t.word), bool_and(t.joined)
     FROM (
       SELECT w.words[i] AS word, false AS joined
       FROM products p CROSS JOIN LATERAL (SELECT string_to_array(lower(p.name), ' ') AS words) w
       CROSS JOIN generate_series(1, cardinality(w.words)) i
       UNION ALL
       SELECT w.words[i] || w.words[i + 1], true
       FROM products p CROSS JOIN LATERAL (SELECT string_to_array(lower(p.name), ' ') AS words) w
       CROSS JOIN generate_series(1, cardinality(w.words) - 1) i
       UNION ALL
       SELECT u.word, u.joined
       FROM (SELECT name FROM brands UNION ALL SELECT name FROM categories) v
       CROSS JOIN LATERAL (
         SELECT w AS word, false AS joined FROM unnest(search_terms(search_words_of(v.name), false)) AS w
         UNION ALL
         SELECT w, true FROM unnest(search_terms(search_words_of(v.name), true)) AS w
       ) u
     ) t
     WHERE length(t.word) <= 60
     GROUP BY t.word
     ON CONFLICT (word) DO UPDATE SET joined = false WHERE search_words.joined AND NOT excluded.joined`,
  );
  await checkSearchDocuments(client);
  // 60 reviewers; every tenth product gets three reviews, and the denormalised ratings follow.
  await client.query(`INSERT INTO users (first_name, email, phone, password_hash, updated_at)
      SELECT 'Reviewer' || g, 'reviewer' || g || '@bench.invalid', '+97155' || lpad(g::text, 7, '0'), '!', now()
      FROM generate_series(1, 60) g`);
  await client.query(`INSERT INTO product_reviews (product_id, user_id, rating, comment, updated_at)
      SELECT p.id, u.ids[1 + (p.id + k) % cardinality(u.ids)], 1 + (p.id * 31 + k * 17) % 5,
             'Good value, fits well.', now() - make_interval(mins => k)
      FROM products p
      CROSS JOIN generate_series(0, 2) k
      CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE email LIKE 'reviewer%') u
      WHERE p.id % 10 = 0`);
  await client.query(`UPDATE products p SET rating_count = r.n, rating_sum = r.total
      FROM (SELECT product_id, count(*)::int AS n, sum(rating)::int AS total FROM product_reviews GROUP BY product_id) r
      WHERE p.id = r.product_id`);

  const hash = await bcrypt.hash(BENCH_CUSTOMER.password, 10);
  const customer = await client.query<{ id: number }>(
    `INSERT INTO users (first_name, email, phone, password_hash, updated_at)
       VALUES ('Bench', 'bench@bench.invalid', $1, $2, now()) RETURNING id`,
    [BENCH_CUSTOMER.phone, hash],
  );
  const customerId = customer.rows[0]!.id;
  // Five cart lines of products that are in stock.
  await client.query(
    `INSERT INTO cart_items (user_id, product_id, quantity, updated_at)
       SELECT $1, id, 1 + id % 2, now() FROM products WHERE stock >= 2 ORDER BY id LIMIT 5`,
    [customerId],
  );
  await client.query("VACUUM ANALYZE");

  const ids = await client.query<{ min: number; max: number }>(
    "SELECT min(id)::int AS min, max(id)::int AS max FROM products",
  );
  const brands = await client.query<{ name: string }>("SELECT name FROM brands ORDER BY id");
  return {
    productIds: ids.rows[0]!,
    brands: brands.rows.map((row) => row.name),
    customerId,
  };
}

/**
 * Proves the seed's search documents and words are the ones the search trigger would have written,
 * on a sample of a few hundred products (the migration's functions, a few ms a product): throws if not.
 */
async function checkSearchDocuments(client: pg.Client) {
  const { rows } = await client.query<{ documents: number; words: number }>(
    `WITH sample AS (
       SELECT p.*, b.name AS brand, c.name AS category FROM products p
       JOIN brands b ON b.id = p.brand_id JOIN categories c ON c.id = p.category_id
       WHERE p.id % 331 = 0)
     SELECT (SELECT count(*)::int FROM sample s WHERE s.search_vector IS DISTINCT FROM products_search_document(
               s.name, s.name_ar, s.brand, NULL, s.category, NULL, s.description, s.description_ar)) AS documents,
            (SELECT count(*)::int FROM sample s
               CROSS JOIN unnest(search_terms(search_words_of(s.name), true)) AS t(word)
               WHERE NOT EXISTS (SELECT 1 FROM search_words w WHERE w.word = t.word)) AS words`,
  );
  const wrong = rows[0]!;
  if (wrong.documents > 0 || wrong.words > 0)
    throw new Error(
      `the seed's search documents differ from the trigger's: ${wrong.documents} documents, ${wrong.words} words`,
    );
}

export interface Shoppers {
  /** One ready session cookie per shopper ("carcare.sid=…"). */
  cookies: string[];
  /** Each shopper's customer id, in the order of `cookies`. */
  userIds: number[];
  /** The product a tenth of the shoppers want, with less stock than them: oversell would show here. */
  scarce: { id: number; stock: number };
  /** Products the add_to_cart scenario adds (plenty of stock). */
  addableProductIds: number[];
}

/**
 * Many customers ready to check out: each with a default address and a cart (one line of an
 * ample product; every tenth also one of the scarce product), and a session written straight into
 * the session table, signed as express-session signs it (logging thousands in through bcrypt would
 * take minutes and measure bcrypt, not checkout).
 */
export async function seedShoppers(url: string, count: number, sessionSecret: string): Promise<Shoppers> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const products = await client.query<{ id: number }>(
      "SELECT id FROM products ORDER BY id DESC LIMIT 1001",
    );
    const [scarceRow, ...ample] = products.rows.map((row) => row.id);
    const scarceStock = Math.max(1, Math.floor(count / 40));
    await client.query("UPDATE products SET stock = $2 WHERE id = $1", [scarceRow, scarceStock]);
    await client.query("UPDATE products SET stock = 1000000 WHERE id = ANY($1::int[])", [ample]);

    const users = await client.query<{ id: number }>(
      `INSERT INTO users (first_name, email, phone, password_hash, updated_at)
       SELECT 'Shopper' || g, 'shopper' || g || '@bench.invalid', '+97156' || lpad(g::text, 7, '0'), '!', now()
       FROM generate_series(1, $1::int) g RETURNING id`,
      [count],
    );
    const ids = users.rows.map((row) => row.id);
    await client.query(
      `WITH a AS (
         INSERT INTO addresses (user_id, name, phone_number, street, building_name, floor_apartment_no,
                                area_district, city, state)
         SELECT id, 'Shopper ' || id, '+971501234567', 'Corniche Road', 'Tower ' || id, '1', 'Al Khalidiyah',
                'Abu Dhabi', 'Abu Dhabi'
         FROM unnest($1::int[]) id RETURNING id, user_id)
       UPDATE users u SET default_address_id = a.id FROM a WHERE u.id = a.user_id`,
      [ids],
    );
    await client.query(
      `INSERT INTO cart_items (user_id, product_id, quantity, updated_at)
       SELECT u.id, ($2::int[])[1 + u.ord % cardinality($2::int[])], 1 + u.ord % 3, now()
       FROM unnest($1::int[]) WITH ORDINALITY AS u(id, ord)
       UNION ALL
       SELECT u.id, $3, 1, now() FROM unnest($1::int[]) WITH ORDINALITY AS u(id, ord) WHERE u.ord % 10 = 0`,
      [ids, ample.slice(0, 100), scarceRow],
    );

    const expires = new Date(Date.now() + 86_400_000);
    const sids = ids.map(() => randomBytes(24).toString("base64url"));
    await client.query(
      `INSERT INTO session (sid, sess, expire)
       SELECT s.sid, json_build_object(
                'cookie', json_build_object('originalMaxAge', 86400000, 'expires', $3::timestamptz,
                                            'httpOnly', true, 'path', '/', 'sameSite', 'lax'),
                'userId', s.user_id),
              $3::timestamptz
       FROM unnest($1::text[], $2::int[]) AS s(sid, user_id)`,
      [sids, ids, expires.toISOString()],
    );
    await client.query("ANALYZE");
    // express-session's cookie: "s:" + sid + "." + HMAC-SHA256(secret, sid) in base64 without padding.
    const cookies = sids.map((sid) => {
      const signature = createHmac("sha256", sessionSecret).update(sid).digest("base64").replace(/=+$/, "");
      return `carcare.sid=${encodeURIComponent(`s:${sid}.${signature}`)}`;
    });
    return {
      cookies,
      userIds: ids,
      scarce: { id: scarceRow!, stock: scarceStock },
      addableProductIds: ample.slice(100),
    };
  } finally {
    await client.end();
  }
}
