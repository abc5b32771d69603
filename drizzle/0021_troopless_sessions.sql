-- A session may act in no troop: an account that belongs to no troop, a district's commissioner
-- (many-troops M6, docs/decisions/029), reaches its own routes and the district's overview only.
ALTER TABLE "sessions" ALTER COLUMN "troop_id" DROP NOT NULL;
