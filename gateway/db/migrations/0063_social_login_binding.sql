-- A social login of a member with a second factor waits for its proof like a password login, but
-- its waiting attempt's id reaches the page through the provider's redirect, so it is bound to the
-- browser that started the social login: binding_hash is the SHA-256 of the nonce the edge worker
-- keeps in that browser's HttpOnly cookie (sent as X-Login-Binding at the start and with the
-- proof). NULL: a password login's attempt, answered by the page that typed the password.
ALTER TABLE social_states ADD COLUMN binding_hash TEXT;
ALTER TABLE second_factor_logins ADD COLUMN binding_hash TEXT;
