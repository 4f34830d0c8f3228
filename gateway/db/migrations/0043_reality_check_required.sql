-- Player protection: where a brand requires the reality check (RGREALITYREQUIRED),
-- it runs every 60 minutes unless the player picks 15 or 30, and cannot be switched off.
-- Neither demo brand requires it; operators switch it with /__admin/modules.
INSERT INTO modules (merchant_code, mod_id, parent_mod_id, enabled, sort) VALUES
  ('DEMO', 'RGREALITYREQUIRED', 'RESPGAMING', 0, 907),
  ('DEMO2', 'RGREALITYREQUIRED', 'RESPGAMING', 0, 907);
