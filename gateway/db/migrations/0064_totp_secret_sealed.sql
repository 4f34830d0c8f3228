-- The TOTP secret is kept sealed (AES-256-GCM, domain/totp-vault.ts) with a key of the gateway's
-- TOTP_KEYS binding: secret holds `<iv>.<ciphertext>` (base64url) and key_id names the key, so
-- keys can rotate (a row is resealed with the current key when read, and by
-- POST /__admin/second-factor/reseal for every row). key_id NULL: a row written before this
-- migration, its secret still plain base32; the same reseal turns it into a sealed one.
ALTER TABLE member_totp ADD COLUMN key_id TEXT;
