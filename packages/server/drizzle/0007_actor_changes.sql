-- Signed-in actors are kept in memory by each instance (auth/actor-cache.ts); the API's own writes
-- end them through the realtime bus, and a session or user changed in the database directly (an
-- operator's UPDATE or DELETE, another tool) must end them too, on every instance, at once. A
-- statement trigger per table and event sends the changed rows' ids on the bus's channel of the
-- table's schema (realtime/bus.ts) when the change commits: { "k": "actors", "to": { "sessions":
-- [ids] } } or { "users": [ids] }, so only those actors drop. More than 500 ids (what fits in one
-- NOTIFY's 8000 bytes with room to spare), or a TRUNCATE, end every cached actor instead. Updates
-- that move only "last used" or "last active" (the cache's own once-a-minute writes) send nothing.
-- The function calls no other (an operator's search path may not hold this schema), and the scope
-- it names is the table's name.
CREATE OR REPLACE FUNCTION strata_actors_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(id) INTO ids FROM old_rows;
  ELSIF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'sessions' THEN
    SELECT array_agg(o.id) INTO ids
    FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
    WHERE n.id IS NULL
      OR (n.user_id, n.token_hash, n.expires_at, n.revoked_at)
        IS DISTINCT FROM (o.user_id, o.token_hash, o.expires_at, o.revoked_at);
  ELSIF TG_OP = 'UPDATE' THEN
    -- A cached actor carries the whole user row.
    SELECT array_agg(o.id) INTO ids
    FROM old_rows o LEFT JOIN new_rows n ON n.id = o.id
    WHERE n.id IS NULL OR to_jsonb(n) - 'last_active' IS DISTINCT FROM to_jsonb(o) - 'last_active';
  END IF;
  -- cardinality is NULL when no row changed (array_agg over nothing).
  IF TG_OP = 'TRUNCATE' OR cardinality(ids) > 500 THEN
    PERFORM pg_notify('strata_rt_' || TG_TABLE_SCHEMA, '{"k":"actors","to":{"everyone":true}}');
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_notify(
      'strata_rt_' || TG_TABLE_SCHEMA,
      json_build_object('k', 'actors', 'to', json_build_object(TG_TABLE_NAME, ids))::text
    );
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER sessions_actors_updated AFTER UPDATE ON sessions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_actors_changed();--> statement-breakpoint
CREATE TRIGGER sessions_actors_deleted AFTER DELETE ON sessions
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_actors_changed();--> statement-breakpoint
CREATE TRIGGER sessions_actors_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION strata_actors_changed();--> statement-breakpoint
CREATE TRIGGER users_actors_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_actors_changed();--> statement-breakpoint
CREATE TRIGGER users_actors_deleted AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_actors_changed();--> statement-breakpoint
CREATE TRIGGER users_actors_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION strata_actors_changed();
