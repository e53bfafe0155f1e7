-- Written by hand (issue 20): a change of stock alone no longer sends catalogue_changed.
-- PostgreSQL serialises the commits of all transactions that NOTIFY (one database-wide lock held
-- through the commit), so a NOTIFY in every order's transaction made concurrent orders commit one at
-- a time: 20 connections updating stock did about 550-820 transactions/s with it and 2,100-2,900
-- without it on the 2-core machine. Stock in a cached catalogue answer may so lag by the copies' TTL
-- (5 s per worker; s-maxage plus stale-while-revalidate at a CDN); place_order takes stock in the
-- database and refuses what is short, so a stale figure never oversells. Ratings (reviews, rare)
-- and everything else are still announced as before.
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
      SELECT string_agg(DISTINCT n.id::text, ',') INTO ids
        FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.rating_count, o.rating_sum) IS DISTINCT FROM (n.rating_count, n.rating_sum);
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
    RETURN NULL; -- no row changed, or only stock
  END IF;
  IF length(ids) > 7000 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('catalogue_changed', ids);
  RETURN NULL;
END;
$$;
