-- Written by hand: Prisma's schema cannot express triggers, so schema.prisma is unchanged (issue 20).
-- Every API worker keeps short-lived copies of public catalogue answers and of sessions, and LISTENs on
-- two channels (apps/api/src/lib/notify.ts). These triggers send the NOTIFY inside the writing
-- transaction, whoever writes (the API, the operator CLI, a manual fix), so no writer can forget it and
-- listeners hear of a change only once it is committed. Payloads: comma-separated ids, or '*' for
-- "drop everything" (a payload must stay under PostgreSQL's 8000 bytes).

-- catalogue_changed: product ids whose answers changed in place (stock, ratings, reviews), or '*' when
-- a change may move products in or out of listings or reorder them (new, deleted or re-priced products,
-- any other column, brands, categories). A column added to products later counts as "anything else".
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_TABLE_NAME = 'products' AND TG_OP = 'UPDATE' THEN
    IF EXISTS (
      SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE to_jsonb(o) - 'stock' - 'rating_count' - 'rating_sum' - 'updated_at'
            IS DISTINCT FROM to_jsonb(n) - 'stock' - 'rating_count' - 'rating_sum' - 'updated_at'
    ) OR (SELECT count(*) FROM old_rows) <> (SELECT count(*) FROM old_rows o JOIN new_rows n ON n.id = o.id) THEN
      ids := '*';
    ELSE
      SELECT string_agg(DISTINCT id::text, ',') INTO ids FROM new_rows;
    END IF;
  ELSIF TG_TABLE_NAME = 'product_reviews' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM old_rows;
    ELSIF TG_OP = 'INSERT' THEN
      SELECT string_agg(DISTINCT product_id::text, ',') INTO ids FROM new_rows;
    ELSE
      SELECT string_agg(DISTINCT product_id::text, ',') INTO ids
        FROM (SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows) AS touched;
    END IF;
  ELSE
    ids := '*';
  END IF;
  IF ids IS NULL THEN
    RETURN NULL; -- the statement changed no row
  END IF;
  IF length(ids) > 7000 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('catalogue_changed', ids);
  RETURN NULL;
END;
$$;

-- A trigger with transition tables handles one event, hence one trigger per event where the rows
-- matter. New or deleted products drop everything, so those need no transition table (a bulk import
-- does not pay for one).
CREATE TRIGGER "products_notify_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
CREATE TRIGGER "products_notify_change" AFTER INSERT OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();

CREATE TRIGGER "product_reviews_notify_insert" AFTER INSERT ON "product_reviews"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
CREATE TRIGGER "product_reviews_notify_update" AFTER UPDATE ON "product_reviews"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
CREATE TRIGGER "product_reviews_notify_delete" AFTER DELETE ON "product_reviews"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();

-- Brands and categories: names appear in every product answer and in the filters, so anything drops all.
CREATE TRIGGER "brands_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "brands"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
CREATE TRIGGER "categories_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();

-- session_revoked: the ids of sessions deleted (logout, regeneration at login, a password reset ending
-- the customer's other sessions, a revoked token chain, expiry) or rewritten (express-session's save).
-- A session row inserted for the first time cannot be in any cache, so inserts send nothing.
CREATE FUNCTION "notify_session_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sids text;
BEGIN
  SELECT string_agg(sid, ',') INTO sids FROM old_rows;
  IF sids IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(sids) > 7000 THEN
    sids := '*';
  END IF;
  PERFORM pg_notify('session_revoked', sids);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "session_notify_update" AFTER UPDATE ON "session"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_revoked"();
CREATE TRIGGER "session_notify_delete" AFTER DELETE ON "session"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_session_revoked"();
