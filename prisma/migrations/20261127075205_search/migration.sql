-- CreateExtension
CREATE EXTENSION IF NOT EXISTS "fuzzystrmatch";

-- DropIndex (search reads search_vector now, not the names' trigrams)
DROP INDEX "products_name_trgm_idx";

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "search_vector" tsvector;

-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,
    "lexeme" TEXT NOT NULL,
    "joined" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateTable
CREATE TABLE "search_synonyms" (
    "id" SERIAL NOT NULL,
    "terms" TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_synonyms_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_misses" (
    "query" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "first_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "search_misses_pkey" PRIMARY KEY ("query")
);

-- CreateIndex
CREATE INDEX "search_words_lexeme_idx" ON "search_words"("lexeme");

-- CreateIndex
CREATE INDEX "search_synonyms_terms_idx" ON "search_synonyms" USING GIN ("terms");

-- CreateIndex
CREATE INDEX "search_misses_last_seen_idx" ON "search_misses"("last_seen");

-- CreateIndex
CREATE INDEX "products_search_vector_idx" ON "products" USING GIN ("search_vector");



-- Written by hand below (issue 28): Prisma's schema cannot express functions, triggers, CHECK rules,
-- expression indexes or the rows every store starts with.

-- Search reads the normalised Arabic name through search_vector (issue 27's "contains" index goes).
DROP INDEX "products_name_ar_trgm_idx";

-- The words a misspelt word may be corrected to: not pairs written together, and without digits (a
-- model number one digit away is another model). Partial, so the nearest-word scan never steps over
-- the pairs and model numbers (half the words or more in a large catalogue).
CREATE INDEX "search_words_correction_idx" ON "search_words" USING GIST ("word" gist_trgm_ops(siglen=64))
  WHERE NOT "joined" AND "word" !~ '[0-9]';

-- A synonym group names at least two terms.
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_terms_check" CHECK ("terms" IS NOT NULL AND cardinality("terms") >= 2);

-- The words of a text as search reads them, in order: lower case, Arabic normalised
-- (arabic_normalise), apostrophes dropped (Meguiar's is meguiars), and every other run of characters
-- that are not letters or digits a break between words (5W-30 is 5w 30, K&N is k n).
CREATE FUNCTION "search_words_of"(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_remove(regexp_split_to_array(btrim(regexp_replace(
    regexp_replace(lower(arabic_normalise(value)), '[''`´‘’ʼ]', '', 'g'),
    '[^[:alnum:]]+', ' ', 'g')), ' '), '');

-- An Arabic word without its definite article (and a conjunction or preposition written onto it:
-- الزيت, والزيت, بالزيت are زيت), or null when it has none.
CREATE FUNCTION "search_arabic_base"(word text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN substring(word from '^(?:ال|وال|بال|فال|كال|لل)(.{2,})$');

-- The terms a text is found by: its words, each Arabic word without its article too, and, when
-- asked, each two adjacent words written together ("dash cam" is also "dashcam", "5w 30" "5w30").
CREATE FUNCTION "search_terms"(words text[], with_pairs boolean) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN words
    || ARRAY(SELECT search_arabic_base(w) FROM unnest(words) AS w WHERE search_arabic_base(w) IS NOT NULL)
    || CASE WHEN with_pairs
         THEN ARRAY(SELECT words[i] || words[i + 1] FROM generate_series(1, cardinality(words) - 1) AS i)
         ELSE '{}'::text[] END;

-- The document of one text at one weight (English stems; Arabic words as they are).
CREATE FUNCTION "search_vector_of"(value text, weight "char", with_pairs boolean) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(to_tsvector('english'::regconfig,
    array_to_string(search_terms(search_words_of(coalesce(value, '')), with_pairs), ' ')), weight);

-- A product's document: its names and its brand's at weight A, its category's at B, its
-- descriptions at C (no pairs: they are long, and a shopper names a product, not a sentence).
CREATE FUNCTION "products_search_document"(
  name text, name_ar text, brand text, brand_ar text, category text, category_ar text,
  description text, description_ar text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN search_vector_of(name, 'A', true) || search_vector_of(name_ar, 'A', true)
    || search_vector_of(brand, 'A', true) || search_vector_of(brand_ar, 'A', true)
    || search_vector_of(category, 'B', true) || search_vector_of(category_ar, 'B', true)
    || search_vector_of(description, 'C', false) || search_vector_of(description_ar, 'C', false);

-- Adds a text's words (and its pairs, marked joined) to the catalogue's words. A word seen alone
-- once is never a pair again.
CREATE FUNCTION "search_words_add"(value text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word, lexeme, joined)
  SELECT t.word, coalesce((ts_lexize('english_stem', t.word))[1], t.word), bool_and(t.joined)
  FROM (
    SELECT w AS word, false AS joined
      FROM unnest(search_terms(search_words_of(coalesce(value, '')), false)) AS w
    UNION ALL
    SELECT w, true
      FROM unnest(search_terms(search_words_of(coalesce(value, '')), true)) AS w
  ) t
  WHERE length(t.word) <= 60
  GROUP BY t.word
  ON CONFLICT (word) DO UPDATE SET joined = false
    WHERE search_words.joined AND NOT excluded.joined;
$$;

-- Writes a product's document whenever what it is made of changes (and adds its words).
CREATE FUNCTION "products_search_document_write"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  brand record;
  category record;
BEGIN
  SELECT b.name, b.name_ar INTO brand FROM brands b WHERE b.id = NEW.brand_id;
  SELECT c.name, c.name_ar INTO category FROM categories c WHERE c.id = NEW.category_id;
  NEW.search_vector := products_search_document(NEW.name, NEW.name_ar, brand.name, brand.name_ar,
    category.name, category.name_ar, NEW.description, NEW.description_ar);
  IF TG_OP = 'INSERT' OR NEW.name IS DISTINCT FROM OLD.name OR NEW.name_ar IS DISTINCT FROM OLD.name_ar
     OR NEW.brand_id IS DISTINCT FROM OLD.brand_id OR NEW.category_id IS DISTINCT FROM OLD.category_id THEN
    PERFORM search_words_add(NEW.name), search_words_add(NEW.name_ar),
      search_words_add(brand.name), search_words_add(brand.name_ar),
      search_words_add(category.name), search_words_add(category.name_ar);
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER "products_search_document" BEFORE INSERT OR UPDATE OF
  "name", "name_ar", "description", "description_ar", "brand_id", "category_id" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "products_search_document_write"();

-- A brand or category renamed: its products' documents are written again (and the new words added).
CREATE FUNCTION "products_search_document_rename"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM search_words_add(NEW.name), search_words_add(NEW.name_ar);
  IF TG_TABLE_NAME = 'brands' THEN
    UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  ELSE
    UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "brands_search_document" AFTER UPDATE OF "name", "name_ar" ON "brands"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION "products_search_document_rename"();
CREATE TRIGGER "categories_search_document" AFTER UPDATE OF "name", "name_ar" ON "categories"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION "products_search_document_rename"();

-- Every product there is gets its document, and the catalogue's words, now.
UPDATE "products" SET "name" = "name";
SELECT search_words_add(p.name), search_words_add(p.name_ar) FROM "products" p;
SELECT search_words_add(b.name), search_words_add(b.name_ar) FROM "brands" b;
SELECT search_words_add(c.name), search_words_add(c.name_ar) FROM "categories" c;

-- The synonyms a UAE car-care store starts with; operators edit them with `pnpm ops search synonyms`.
-- Terms are normalised as search reads them (lower case, no punctuation, words written together).
INSERT INTO "search_synonyms" ("terms") VALUES
  ('{tyre,tire}'),
  ('{mount,holder,cradle}'),
  ('{shampoo,soap}'),
  ('{dashcam,dashboardcamera,cardvr,dvr}'),
  ('{jumpstarter,booster,jumppack}'),
  ('{inflator,compressor,airpump}'),
  ('{windscreen,windshield}'),
  ('{bonnet,hood}'),
  ('{boot,trunk}'),
  ('{organiser,organizer}'),
  ('{colour,color}'),
  ('{odour,odor}'),
  ('{fibre,fiber}'),
  ('{microfibre,microfiber}'),
  ('{aluminium,aluminum}'),
  ('{litre,liter}'),
  ('{freshener,refresher,fragrance,scent,perfume}'),
  ('{headlight,headlamp}'),
  ('{bulb,lamp}'),
  ('{towel,cloth}'),
  ('{sunshade,sunshield,sunscreen}'),
  ('{satnav,gps,navigator}'),
  ('{exhaust,muffler,silencer}'),
  ('{petrol,gasoline}'),
  ('{spanner,wrench}'),
  ('{vacuum,hoover}'),
  ('{aircon,airconditioning,ac}'),
  ('{numberplate,licenseplate,licenceplate}'),
  ('{tint,windowfilm}'),
  ('{rim,alloy}'),
  ('{wax,carnauba}'),
  ('{floormat,floorliner}');
