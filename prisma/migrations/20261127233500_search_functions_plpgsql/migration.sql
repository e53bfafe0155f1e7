-- The search document's helpers in PL/pgSQL (decision 027): PostgreSQL 15 plans a SQL-language
-- function that is not inlined again in every statement that calls it (18 keeps its plan), and
-- search_words_add (an INSERT, never inlined) and search_terms (its list used four times, so not
-- inlined) run in the products trigger on every write. A product import writes one statement per
-- row: 5,000 rows took 46 s on 15 against a 30 s bound. PL/pgSQL keeps each statement's plan for
-- the session. Same bodies, same results: the indexes built on them stand.

CREATE OR REPLACE FUNCTION "search_terms"(words text[], with_pairs boolean) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN words
    || ARRAY(SELECT search_arabic_base(w) FROM unnest(words) AS w WHERE search_arabic_base(w) IS NOT NULL)
    || CASE WHEN with_pairs
         THEN ARRAY(SELECT words[i] || words[i + 1] FROM generate_series(1, cardinality(words) - 1) AS i)
         ELSE '{}'::text[] END;
END $$;

CREATE OR REPLACE FUNCTION "search_words_add"(value text) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
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
END $$;
